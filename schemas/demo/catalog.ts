/**
 * The demo world's plan catalog (data): the thirteen categories, the plans the demo carts hold
 * (the premier MM plan and the wellness membership among them) and their monthly prices by
 * tier. The server seeds the catalog tables from it; the storefront adds plans and price rules
 * to the same tables. A price row's id is the pricing id a cart line names.
 */

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
];

/** Tiers of enrollment.md section 9; a price row with tier null applies to every tier. */
export type Tier = 'IO' | 'IS' | 'IC' | 'IF';

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
