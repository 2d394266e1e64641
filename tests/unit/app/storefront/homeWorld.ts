/** Home and recommendation answers of the demo catalog for the fake network (schemas/demo/planContent.ts's plans). */
import type { CardPlan, HomePlan } from '../../../../schemas/api/home';
import type { RecommendedPlan } from '../../../../schemas/api/recommendations';

const LOGO = 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg"/>';
const card = (plan_id: number, plan_name: string, plan_category: string): CardPlan => ({
  plan_id, plan_name, plan_category, plan_type: 'standard', plan_logo: LOGO, plan_short_text: `${plan_name} in one line.`,
});

export const FEATURED: CardPlan[] = [card(301, 'Prairie Medical Essentials', 'medical'), card(401, 'BrightSmile Dental Plus', 'dental')];
export const TILES: HomePlan[] = [
  { code: 'limitedmed', image: LOGO, plan: { name: 'Limited Med Plans' }, link: '/plans?type=limitedmed' },
  { code: 'medical', image: LOGO, plan: { name: 'Medical Plans' }, link: '/plans?type=medical' },
];

/** Seven recommendable plans, most bought first. */
export const RECOMMENDED: RecommendedPlan[] = [
  { ...card(401, 'BrightSmile Dental Plus', 'dental'), plan_price: '24.00' },
  { ...card(501, 'ClearView Vision', 'vision'), plan_price: '9.50' },
  { ...card(301, 'Prairie Medical Essentials', 'medical'), plan_price: '412.50' },
  { ...card(304, 'Prairie Medical Basic', 'medical'), plan_price: '298.00' },
  { ...card(1801, 'Everyday Accident Plan', 'accident'), plan_price: '12.00' },
  { ...card(1301, 'RxSaver Prescription', 'rx'), plan_price: '8.00' },
  { ...card(2001, 'Paws Pet Care', 'pet'), plan_price: '19.00' },
];

/** recommendation/plan-details: the cards of plan_list, in its order. */
export const planDetails = (url: URL) => {
  const wanted = (url.searchParams.get('plan_list') ?? '').split(',').map(Number);
  return { data: wanted.flatMap((id) => RECOMMENDED.filter((plan) => plan.plan_id === id)) };
};

/** A recs answer. */
export const recs = (ids: number[]) => ({ data: { recs: ids } });
