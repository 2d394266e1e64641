/** The plan detail stories' data: demo answers given to SWR (no network), inside a router. */
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import type { PlanDetailData } from '../../../../schemas/api/planDetail';
import { DEMO_CARRIER_LOGOS, demoPlanTexts } from '../../../../schemas/demo/planContent';
import type { PricedPlan } from '../../../../src/api/getPlanPricingDetail';
import { portalFormAnswer } from '../../../fixtures/storefrontForms';

export const TEMP_ID = 'de000006-0000-4000-8000-000000000006';

const desc = (plan: { id: number; name: string; category: string; requires_membership: boolean; plan_type: string }): PlanDetailData['plan_desc'] => {
  const { plan_id: _id, blue_bar_text, ...texts } = demoPlanTexts(plan);
  return { ...texts, blueBarText: blue_bar_text };
};

/** The wellness membership as get-plan-detail (no id) answers it. */
export const MEMBERSHIP: PlanDetailData = {
  plan: {
    plan_id: 901, plan_name: 'Wellness Association Membership', plan_type: 'membership', plan_category: 'lifestyle', category_name: 'Lifestyle',
    plan_logo: DEMO_CARRIER_LOGOS['Benefit Store Association'] ?? '', plan_short_text: 'Telehealth and wellness discounts.', carrier: 'Benefit Store Association',
    requires_membership: false, is_prudential_plan: false, admin_fee_percent: 0,
  },
  plan_desc: desc({ id: 901, name: 'Wellness Association Membership', category: 'lifestyle', requires_membership: false, plan_type: 'membership' }),
};

/** Plan 301's texts. */
export const MEDICAL_DESC = desc({ id: 301, name: 'Prairie Medical Essentials', category: 'medical', requires_membership: false, plan_type: 'standard' });

export const MEDICAL_LINE: PricedPlan = {
  plan_id: 301, plan_pricing_id: 3011, plan_name: 'Prairie Medical Essentials', plan_type: 'standard', price: '412.50', tier: 'IS', tier_text: 'Member + Spouse',
};
export const PREMIER_LINE: PricedPlan = {
  plan_id: 310, plan_pricing_id: 3101, plan_name: 'Premier Family Medical', plan_type: 'MM', price: '618.00', tier: 'IC', tier_text: 'Member + 1 Child',
};
const MEMBERSHIP_LINE: PricedPlan = {
  plan_id: 901, plan_pricing_id: 9011, plan_name: 'Wellness Association Membership', plan_type: 'membership', price: '5.00', tier: 'IC', tier_text: 'Member + 1 Child',
};

/** Jordan Avery's portals and groups, as get-form-fields-pricing/portal gives them to him signed in. */
const REP_CHOICES = {
  portals: [{ value: '11', label: 'Individual Direct' }, { value: '12', label: 'Group Benefits' }],
  groups: [{ value: '2001', label: 'Acme Manufacturing' }, { value: '2556', label: 'Harbor Logistics' }],
};

/** get-related-plans for plan 1901: the other hospital plan. */
const RELATED = {
  result: [{
    plan_id: 2101, plan_name: 'Harbor Hospital Indemnity Plus', plan_type: 'standard', plan_category: 'hospital', category_name: 'Hospital Indemnity',
    plan_logo: DEMO_CARRIER_LOGOS['Midwest Mutual'] ?? '', plan_short_text: 'Cash for each hospital day, with a larger benefit for intensive care.',
    carrier: 'Midwest Mutual', requires_membership: false, is_prudential_plan: false, admin_fee_percent: 0,
  }],
};

/** A page with the membership options, the related plans and the pricing dialogs' forms already answered. */
export function WithDetailData({ children }: { children: ReactNode }) {
  const fallback = {
    [unstable_serialize(['membership-options', TEMP_ID])]: { detail: MEMBERSHIP, line: MEMBERSHIP_LINE },
    [unstable_serialize(['get-related-plans', TEMP_ID, 1901])]: RELATED,
  };
  return (
    <SWRConfig value={{ provider: () => new Map(), fallback }}>
      <MemoryRouter initialEntries={['/plan/301/prairie-medical-essentials']}>{children}</MemoryRouter>
    </SWRConfig>
  );
}

/**
 * The select-portal form with Jordan Avery's choices: signed in (`rep`) his portals and groups, else
 * (a visitor of his) his portals only.
 */
export function WithPortalChoices({ rep, children }: { rep: boolean; children: ReactNode }) {
  return <SWRConfig value={{ fallback: portalFormAnswer(rep ? REP_CHOICES : { portals: REP_CHOICES.portals, groups: null }) }}>{children}</SWRConfig>;
}
