/**
 * The product's rule data (issue 14 item 9): the values the wizard's and the server's rules
 * compare against, in one typed table instead of literals spread through machines and screens.
 * Machines, the server, the catalog's defaults and the API schemas read them from here. A fact
 * that differs per group lives in the database instead: whether a group's enrollments must save
 * an enroller code is `groups.requires_enroller_code` (migration 032), which the server reads for
 * the enrollment's group and hands to the wizard in check-enroll-code's `required`.
 */

/** The shape of the rule table. */
export interface RuleTable {
  /** The employment status that blocks progress on Employer Information (enrollment.md section 4). */
  retiredStatus: string;
  /** The ethnic group id whose choice shows the free-text 'Other Ethnic Group' box. */
  otherEthnicGroupId: string;
  /** The plans.plan_type that marks the premier plan (storefront.md "Premier"). */
  premierPlanType: string;
  /** Most rows of each list (enrollment.md sections 4, 5 and 9). */
  listLimits: { beneficiaries: number; dependents: number; medications: number };
}

/**
 * The forms whose list a scope's version may limit (its layer's `tab.maxItems`), and the rule
 * each one's limit replaces (health's list is the medication question's rows).
 */
export const LIST_LIMIT_FORMS = {
  beneficiary_info: 'beneficiaries', dependent_info: 'dependents', primary_health_info: 'medications',
} as const satisfies Record<string, keyof RuleTable['listLimits']>;

/** The rule table's limit of a list form's rows (the spec's), or undefined for a form without a list a layer may limit. */
export function defaultListLimit(form: string): number | undefined {
  return Object.hasOwn(LIST_LIMIT_FORMS, form) ? RULES.listLimits[LIST_LIMIT_FORMS[form as keyof typeof LIST_LIMIT_FORMS]] : undefined;
}

/** The most a layer may set a list's limit to: the list saves' own cap on rows (schemas/api/beneficiaries.ts, dependents.ts). */
export const MAX_LIST_LIMIT = 20;

/** The rule table, with the spec's values. */
export const RULES: RuleTable = {
  retiredStatus: 'R',
  otherEthnicGroupId: '12',
  premierPlanType: 'MM',
  listLimits: { beneficiaries: 3, dependents: 9, medications: 3 },
};
