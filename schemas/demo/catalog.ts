/**
 * The demo world's plan catalog (data): the thirteen categories, the plans the demo carts hold
 * (the premier MM plan and the wellness membership among them) and their monthly prices by
 * tier. The server seeds the catalog tables from it; the storefront adds plans and price rules
 * to the same tables. A price row's id is the pricing id a cart line names.
 */
import { TIER_CODES, type TierCode } from '../plans';

export const DEMO_CATEGORIES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['limitedmed', 'Limited Medical'], ['medical', 'Medical'], ['dental', 'Dental'], ['vision', 'Vision'],
  ['supplemental', 'Supplemental'], ['rx', 'Prescription'], ['lifestyle', 'Lifestyle'], ['term_life', 'Term Life'],
  ['di', 'Disability Income'], ['critical', 'Critical Illness'], ['accident', 'Accident'], ['hospital', 'Hospital Indemnity'], ['pet', 'Pet'],
];

export interface DemoPlan {
  id: number;
  name: string;
  category: string;
  carrier: string;
  /** 'MM' marks the premier plan; 'membership' the association membership some plans require. */
  plan_type: 'standard' | 'MM' | 'membership';
  /** A plan of the premier carrier (check-prudential-cart). */
  premier_carrier: boolean;
  /** The plan needs the association (wellness) membership in the same cart. */
  requires_membership: boolean;
  /** Administrative fee the plan's price includes, in percent (a notice, not an extra line). */
  admin_fee_percent: number;
  /** Charged once, with the first month. */
  one_time_fee: string;
}

const plan = (id: number, name: string, category: string, carrier: string, extra: Partial<DemoPlan> = {}): DemoPlan => ({
  id, name, category, carrier, plan_type: 'standard', premier_carrier: false, requires_membership: false, admin_fee_percent: 0, one_time_fee: '0.00', ...extra,
});

export const DEMO_PLANS: DemoPlan[] = [
  plan(301, 'Prairie Medical Essentials', 'medical', 'Prairie Health'),
  plan(302, 'Acme Group Medical', 'medical', 'Midwest Mutual'),
  plan(303, 'Harbor Group Medical', 'medical', 'Midwest Mutual'),
  plan(304, 'Prairie Medical Basic', 'medical', 'Prairie Health'),
  plan(310, 'Premier Family Medical', 'medical', 'Premier Health Alliance', { plan_type: 'MM', premier_carrier: true, requires_membership: true, admin_fee_percent: 3 }),
  plan(401, 'BrightSmile Dental Plus', 'dental', 'BrightSmile'),
  plan(402, 'Acme Group Dental', 'dental', 'BrightSmile'),
  plan(501, 'ClearView Vision', 'vision', 'ClearView'),
  plan(901, 'Wellness Association Membership', 'lifestyle', 'Benefit Store Association', { plan_type: 'membership' }),
  // Storefront pricing (issue 8): one plan per remaining category and one per pricing rule (DEMO_PLAN_RULES).
  plan(305, 'Prairie Medical Select', 'medical', 'Prairie Health'),
  plan(1101, 'Prairie Limited Medical', 'limitedmed', 'Prairie Health'),
  plan(1102, 'Springfield Metro Limited Medical', 'limitedmed', 'Prairie Health'),
  plan(1103, 'Prairie Limited Medical (2024)', 'limitedmed', 'Prairie Health'),
  plan(1201, 'Heartland Cancer Care', 'supplemental', 'Heartland Life'),
  plan(1202, 'Harbor Employer Supplemental', 'supplemental', 'Heartland Life'),
  plan(1301, 'RxSaver Prescription', 'rx', 'RxSaver'),
  plan(1401, 'Everyday Lifestyle Perks', 'lifestyle', 'Benefit Store Association'),
  plan(1501, 'Prairie Term Life 100k', 'term_life', 'Heartland Life'),
  plan(1502, 'Prairie Senior Term Life 50k', 'term_life', 'Heartland Life'),
  plan(1601, 'Steady Paycheck Disability', 'di', 'Midwest Mutual'),
  plan(1701, 'Guardian Critical Illness', 'critical', 'Heartland Life'),
  plan(1801, 'Everyday Accident Plan', 'accident', 'Midwest Mutual'),
  plan(1901, 'Harbor Hospital Indemnity', 'hospital', 'Midwest Mutual'),
  plan(2001, 'Paws Pet Care', 'pet', 'Paws Mutual'),
];

/** Tiers of enrollment.md section 9; a price row with tier null applies to every tier. */
export type Tier = TierCode;

/** [pricing id, plan id, tier (null: any), monthly price] */
export const DEMO_PRICES: ReadonlyArray<readonly [id: number, planId: number, tier: Tier | null, monthly: string]> = [
  [3011, 301, 'IS', '412.50'], [3012, 301, 'IF', '698.00'],
  [3021, 302, 'IS', '640.00'], [3022, 302, 'IF', '780.00'],
  [3031, 303, 'IO', '356.10'],
  [3041, 304, 'IO', '289.00'],
  [3101, 310, 'IC', '618.00'], [3102, 310, 'IF', '985.00'],
  [4011, 401, 'IS', '38.20'], [4012, 401, 'IO', '21.40'],
  [4021, 402, 'IF', '92.40'],
  [5011, 501, 'IO', '12.50'],
  [9011, 901, null, '5.00'],
];

/** A price row of the storefront's plans with its band (migration 016): null or absent = any. */
export interface DemoPriceBand {
  id: number;
  plan_id: number;
  tier: Tier | null;
  monthly_price: string;
  /** Inclusive, whole 365.25-day years. */
  min_age?: number;
  max_age?: number;
  state?: string;
  /** 1 smoker, 0 non-smoker. */
  smoker?: 0 | 1;
  /** Annual income band in dollars, inclusive. */
  min_income?: number;
  max_income?: number;
}

const TIERS: readonly Tier[] = TIER_CODES;

/** Rows for the four tiers (ids first, first + 1, ...) at these prices, in one band. */
const byTier = (planId: number, firstId: number, prices: readonly [string, string, string, string], band: Partial<DemoPriceBand> = {}): DemoPriceBand[] =>
  TIERS.map((tier, index) => ({ id: firstId + index, plan_id: planId, tier, monthly_price: prices[index] ?? '0.00', ...band }));

/** The storefront plans' prices: by tier, age band (limited medical, term life), state (Illinois rates of the limited medical), smoker (critical illness) and annual income (disability). */
export const DEMO_PRICE_BANDS: DemoPriceBand[] = [
  ...byTier(305, 3051, ['301.00', '562.00', '498.00', '744.00']),
  ...byTier(1101, 11011, ['89.00', '171.00', '152.00', '236.00'], { min_age: 18, max_age: 29 }),
  ...byTier(1101, 11015, ['119.00', '226.00', '201.00', '309.00'], { min_age: 30, max_age: 49 }),
  ...byTier(1101, 11021, ['184.00', '348.00', '299.00', '462.00'], { min_age: 50, max_age: 64 }),
  ...byTier(1101, 11025, ['112.00', '214.00', '190.00', '292.00'], { min_age: 30, max_age: 49, state: 'IL' }),
  ...byTier(1102, 11031, ['74.00', '140.00', '126.00', '198.00']),
  ...byTier(1103, 11041, ['95.00', '180.00', '160.00', '248.00']),
  ...byTier(1201, 12011, ['24.00', '41.00', '37.00', '55.00']),
  ...byTier(1202, 12021, ['19.50', '33.00', '30.00', '45.00']),
  ...byTier(1301, 13011, ['9.99', '17.99', '15.99', '24.99']),
  ...byTier(1401, 14011, ['7.00', '12.00', '12.00', '16.00']),
  { id: 15011, plan_id: 1501, tier: 'IO', monthly_price: '11.40', min_age: 18, max_age: 39 },
  { id: 15012, plan_id: 1501, tier: 'IO', monthly_price: '23.80', min_age: 40, max_age: 54 },
  { id: 15013, plan_id: 1501, tier: 'IO', monthly_price: '61.20', min_age: 55, max_age: 70 },
  { id: 15021, plan_id: 1502, tier: 'IO', monthly_price: '48.00', min_age: 50, max_age: 75 },
  ...byTier(1601, 16011, ['42.00', '42.00', '42.00', '42.00'], { min_income: 24000, max_income: 49999.99 }),
  ...byTier(1601, 16015, ['68.00', '68.00', '68.00', '68.00'], { min_income: 50000 }),
  ...byTier(1701, 17011, ['18.00', '33.00', '29.00', '44.00'], { smoker: 0 }),
  ...byTier(1701, 17015, ['31.00', '57.00', '50.00', '76.00'], { smoker: 1 }),
  ...byTier(1801, 18011, ['14.00', '24.00', '22.00', '32.00']),
  ...byTier(1901, 19011, ['27.00', '49.00', '44.00', '66.00']),
  ...byTier(2001, 20011, ['21.00', '21.00', '21.00', '21.00']),
];

/** A plan's pricing rules (plan_rules, migration 016); absent fields = no limit. */
export interface DemoPlanRule {
  plan_id: number;
  excluded_states?: string[];
  allowed_tiers?: Tier[];
  min_age?: number;
  max_age?: number;
  needs_tobacco?: boolean;
  min_annual_income?: number;
  min_weekly_hours?: number;
  needs_dependents?: boolean;
  portal_ids?: number[];
  met_zip_prefixes?: string[];
  replaced_by?: number;
  replace_tiers?: Tier[];
  replace_states?: string[];
  has_questions?: boolean;
}

/** Which plan reaches which pricing error code (docs/demo-world.md has the table). */
export const DEMO_PLAN_RULES: DemoPlanRule[] = [
  { plan_id: 301, excluded_states: ['NY'] }, // stateError at zip 10001
  { plan_id: 1201, excluded_states: ['NY'] }, // stateError at zip 10001
  { plan_id: 305, has_questions: true }, // newQuestionsError until its health questions are answered
  { plan_id: 1102, met_zip_prefixes: ['627'] }, // metError outside Springfield, IL (627xx)
  { plan_id: 1103, replaced_by: 1101 }, // changePid -> 1101
  { plan_id: 1202, portal_ids: [12] }, // portalError on portal 11
  { plan_id: 1501, allowed_tiers: ['IO'] }, // tierError unless IO (term life)
  { plan_id: 1502, allowed_tiers: ['IO'], min_age: 50, max_age: 75 }, // planAgeError outside 50-75
  { plan_id: 1601, min_annual_income: 24000, min_weekly_hours: 30 }, // salaryError below $24,000 a year, hourError below 30 hours a week
  { plan_id: 1701, needs_tobacco: true }, // smokerError until is_smoker is given
  { plan_id: 1901, needs_dependents: true }, // enrollmentIdError until spouse DOB / number of children are given
];

// Plan detail and add to cart (issue 8 point 5): the blackout plan and the accident-plan offer.

/** 'Harbor Hospital Indemnity Plus': priced like any hospital plan, but its add-to-cart is in a blackout window. */
export const DEMO_BLACKOUT_PLAN: DemoPlan = plan(2101, 'Harbor Hospital Indemnity Plus', 'hospital', 'Midwest Mutual');
export const DEMO_BLACKOUT_PRICES: DemoPriceBand[] = byTier(2101, 21011, ['31.00', '56.00', '50.00', '74.00']);

/** A window (inclusive ISO dates) in which the plan cannot be added, and the text the visitor reads in red. */
export interface DemoBlackout { plan_id: number; starts_on: string; ends_on: string; message: string }

/** The demo's blackout spans every date the demo will be tried on, so the refusal is always reachable. */
export const DEMO_BLACKOUTS: DemoBlackout[] = [{
  plan_id: 2101, starts_on: '2020-01-01', ends_on: '2099-12-31',
  message: 'Harbor Hospital Indemnity Plus is in its enrollment blackout period and cannot be added to the cart now. Please choose another hospital plan.',
}];

/** After an add of a plan of this category, the plan offered in the accident-plan popup. */
export const DEMO_ADD_OFFERS: ReadonlyArray<readonly [category: string, offeredPlanId: number]> = [['medical', 1801], ['limitedmed', 1801]];

/**
 * The face amount of the demo's life plans in dollars (plans.coverage_amount, migration 024): the
 * personalised quote adds the evidence-of-insurability note for optional life from $100,000 to $300,000.
 */
export const DEMO_PLAN_COVERAGE: ReadonlyArray<readonly [planId: number, coverageAmount: number]> = [[1501, 100000], [1502, 50000]];

// Cart upsells (issue 8 point 7): what an applicant is offered at checkout.

/** ClearView Vision for the tiers beyond Member Only, so the vision/dental bundle is offered to every tier. */
export const DEMO_UPSELL_PRICES: DemoPriceBand[] = [
  { id: 5012, plan_id: 501, tier: 'IS', monthly_price: '21.00' },
  { id: 5013, plan_id: 501, tier: 'IC', monthly_price: '19.50' },
  { id: 5014, plan_id: 501, tier: 'IF', monthly_price: '29.00' },
];

/** An upsell popup: the plan offered, in checkout order, with the plan sold with it (a bundle) and its texts. */
export interface DemoUpsellOffer { plan_id: number; position: number; bundle_plan_id: number | null; pop_up_title: string; pop_up_header: string }

/** Term life first (IO only, as term life is), then the vision/dental bundle (vision 501 with dental 401). */
export const DEMO_UPSELL_OFFERS: DemoUpsellOffer[] = [
  {
    plan_id: 1501, position: 1, bundle_plan_id: null, pop_up_title: 'Add term life before you check out',
    pop_up_header: 'Prairie Term Life 100k gives your family $100,000 of cover. Added now, it is issued without medical questions.',
  },
  {
    plan_id: 501, position: 2, bundle_plan_id: 401, pop_up_title: 'Complete your cover with vision and dental',
    pop_up_header: 'Take ClearView Vision with BrightSmile Dental Plus and skip the waiting periods on basic services.',
  },
];

// Cart riders (issue 8 point 6; migration 025): optional add-ons sold only with their parent plan.

/** A rider: a plan of type 'rider' sold only with its parent (plans.rider_of). */
export interface DemoRider extends Omit<DemoPlan, 'plan_type'> { plan_type: 'rider'; rider_of: number }

const rider = (id: number, name: string, parent: number, category: string, carrier: string): DemoRider =>
  ({ ...plan(id, name, category, carrier), plan_type: 'rider', rider_of: parent });

/** Orthodontia with the dental plan 401 (priced by tier); accidental death with term life 1501 (IO only, as term life is). */
export const DEMO_RIDERS: DemoRider[] = [
  rider(2201, 'BrightSmile Orthodontia Rider', 401, 'dental', 'BrightSmile'),
  rider(2202, 'Accidental Death Rider', 1501, 'term_life', 'Heartland Life'),
];

/** The riders' prices: priced like any plan. */
export const DEMO_RIDER_PRICES: DemoPriceBand[] = [
  ...byTier(2201, 22011, ['9.50', '17.00', '15.50', '24.00']),
  { id: 22021, plan_id: 2202, tier: 'IO', monthly_price: '3.50' },
];

/** The riders' pricing rules: the accidental death rider is for Member Only, as its term life parent is. */
export const DEMO_RIDER_RULES: DemoPlanRule[] = [{ plan_id: 2202, allowed_tiers: ['IO'] }];
