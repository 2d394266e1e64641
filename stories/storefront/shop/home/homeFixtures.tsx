/** The Home stories' data: demo plans as the home and recommendation calls answer them, given to SWR (no network). */
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import type { CardPlan, HomePlan } from '../../../../schemas/api/home';
import type { RecommendedPlan } from '../../../../schemas/api/recommendations';
import { DEMO_CARRIER_LOGOS } from '../../../../schemas/demo/planContent';
import { MENU_CATEGORY_NAMES, type MenuCategory } from '../../../../schemas/api/menu';
import { homeDataKeys } from '../../../../src/storefront/shop/home';
import { rankingKey, recommendationsKey } from '../../../../src/storefront/shop/recommend';

const card = (plan_id: number, plan_name: string, plan_category: string, carrier: string, plan_short_text: string): CardPlan => ({
  plan_id, plan_name, plan_category, plan_type: 'standard', plan_logo: DEMO_CARRIER_LOGOS[carrier] ?? '', plan_short_text, carrier,
});

export const FEATURED: CardPlan[] = [
  card(301, 'Prairie Medical Essentials', 'medical', 'Prairie Health', 'Doctor visits, hospital stays and prescriptions with a $1,500 deductible.'),
  card(401, 'BrightSmile Dental Plus', 'dental', 'BrightSmile', 'Cleanings twice a year at no cost, fillings and crowns from the first day.'),
  card(501, 'ClearView Vision', 'vision', 'ClearView', 'An eye exam every year and $150 towards frames or contact lenses.'),
  card(1801, 'Everyday Accident Plan', 'accident', 'Midwest Mutual', 'Cash benefits for emergency care, fractures and follow-up after an accident.'),
];

export const TILES: HomePlan[] = (['limitedmed', 'medical', 'dental', 'vision', 'supplemental', 'rx'] as MenuCategory[]).map((code) => ({
  code, image: '', plan: { name: MENU_CATEGORY_NAMES[code] }, link: `/plans?type=${code}`,
}));

const PRICES: Record<number, string> = { 301: '412.50', 401: '24.00', 501: '9.50', 1801: '12.00' };
export const RECOMMENDED: RecommendedPlan[] = [
  ...FEATURED.map((plan) => ({ ...plan, plan_price: PRICES[plan.plan_id] ?? null })),
  { ...card(1301, 'RxSaver Prescription', 'rx', 'RxSaver', 'Discounts on prescriptions at over 60,000 pharmacies.'), plan_price: '8.00' },
  { ...card(2001, 'Paws Pet Care', 'pet', 'Paws Mutual', 'Vet visits, accidents and illness for one cat or dog.'), plan_price: '19.00' },
];

const NO_VISITOR = { agent_id: null, group_id: null, portal_id: null, eprocess: null, open_type: null };
const NO_RECOMMENDATION_VISITOR = { platformID: null, userID: null, enroll_type: null, agentID: null, groupID: null };

/** An anonymous visitor's page with these answers. */
export function WithHomeData({ recommended = RECOMMENDED, children, path = '/home' }: { recommended?: RecommendedPlan[]; children: ReactNode; path?: string }) {
  const keys = homeDataKeys(NO_VISITOR);
  const fallback = {
    [unstable_serialize(keys.featured)]: FEATURED,
    [unstable_serialize(keys.tiles)]: TILES,
    [unstable_serialize(rankingKey(NO_RECOMMENDATION_VISITOR, null))]: recommended.map((plan) => plan.plan_id),
    [unstable_serialize(recommendationsKey(NO_RECOMMENDATION_VISITOR, null, []))]: recommended,
  };
  return (
    <SWRConfig value={{ provider: () => new Map(), fallback }}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </SWRConfig>
  );
}
