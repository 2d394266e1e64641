/** The plans listing's fake answers: a few demo plans grouped as get-filtered-plans answers them. */
import type { PlanGroup } from '../../../../src/api/getPlanListing';
import { quoteFormRoute } from '../fakeValidators';

const plan = (plan_id: number, plan_name: string, plan_category: string, plan_type = 'standard') => ({
  plan_id, plan_name, plan_type, plan_category, plan_logo: '', plan_short_text: `${plan_name} in short.`,
});

const NAMES: Record<string, string> = {
  limitedmed: 'Limited Med Plans', medical: 'Medical Plans', dental: 'Dental Plans', vision: 'Vision Plans', term_life: 'Term Life Plans',
};

/** Groups of these categories (in the order given, the server's), with their demo plans. */
export function groups(...categories: string[]): PlanGroup[] {
  const plans: Record<string, PlanGroup['plans']> = {
    limitedmed: [plan(1101, 'Prairie Limited Medical', 'limitedmed')],
    medical: [plan(301, 'Prairie Medical Essentials', 'medical'), plan(310, 'Premier Family Medical', 'medical', 'MM')],
    dental: [plan(401, 'BrightSmile Dental Plus', 'dental')],
    vision: [],
    term_life: [plan(1501, 'Prairie Term Life 100k', 'term_life')],
  };
  return categories.map((category) => ({ category, category_name: NAMES[category], plans: plans[category] ?? [] }));
}

export const TEMP_ID = '5d0f2c4e-7a1b-4c3d-9e8f-0a1b2c3d4e5f';
/** The journey's quote: zip 62701 (IL), female, Member + Spouse, born 06/15/1985. */
export const SAVED_FILTER = { zip: '62701', dob: '06/15/1985', gender: '1', tier: 'IS', state: 'IL' };

/** A saved filter the fake network reads (get-enrollment-temp-info) and merges edits into (change-filter-info). */
export function savedFilterRoutes(initial: Record<string, unknown> = SAVED_FILTER) {
  let saved = initial;
  return {
    'get-enrollment-temp-info': () => ({ data: { result: saved } }),
    'get-form-fields-quote': quoteFormRoute(),
    'change-filter-info': (_url: URL, body: unknown) => {
      saved = { ...saved, ...(body as Record<string, unknown>) };
      return { data: { temp_enrollment_id: TEMP_ID, filter_info: saved } };
    },
  };
}
