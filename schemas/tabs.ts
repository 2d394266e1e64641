/** The wizard tabs of enrollment.md section 2: server tab key, title, route name and path. */
export const WIZARD_TABS = [
  { tab_name: 'primary_info', title: 'Personal Information', route: 'personal-information', path: '/enrollment/personal-info', saved_tab: 'primary_info' },
  { tab_name: 'contact_info', title: 'Contact Information', route: 'contact-information', path: '/enrollment/contact-info', saved_tab: 'contact_info' },
  { tab_name: 'employer_info', title: 'Employer Information', route: 'employer-information', path: '/enrollment/employer-info', saved_tab: 'employer_info' },
  { tab_name: 'beneficiary_info', title: 'Beneficiary Information', route: 'beneficiary-information', path: '/enrollment/beneficiary-info', saved_tab: 'benificiary_info' },
  { tab_name: 'primary_health_info', title: 'Health Questions', route: 'health-questions', path: '/enrollment/health-questions', saved_tab: 'health_info' },
  { tab_name: 'dependent_info', title: 'Dependent Information', route: 'dependent-information', path: '/enrollment/dependent-information', saved_tab: 'dependent_info' },
  { tab_name: 'review_info', title: 'Review & Confirmation', route: 'review-confirm', path: '/enrollment/review-confirm', saved_tab: 'review_info' },
  { tab_name: 'agreement_info', title: 'Agreement & Signature', route: 'agreement-signature', path: '/enrollment/agreement-signature', saved_tab: 'aggrement_info' },
  { tab_name: 'billing_info', title: 'Billing Information', route: 'billing-information', path: '/enrollment/billing-information', saved_tab: 'payment_info' },
] as const;

export type WizardTab = (typeof WIZARD_TABS)[number];
export type TabName = WizardTab['tab_name'];
export type RouteName = WizardTab['route'];

/**
 * saved_tab -> destination (continue-enrollment route table). The spec's spellings
 * (benificiary_info, aggrement_info) are the wire values and are kept on purpose.
 */
export const SAVED_TAB_DESTINATIONS = {
  primary_info: '/enrollment/personal-info',
  contact_info: '/enrollment/contact-info',
  employer_info: '/enrollment/employer-info',
  benificiary_info: '/enrollment/beneficiary-info',
  health_info: '/enrollment/health-questions',
  dependent_info: '/enrollment/dependent-information',
  review_info: '/enrollment/review-confirm',
  aggrement_info: '/enrollment/agreement-signature',
  payment_info: '/enrollment/billing-information',
  cart_info: '/cart',
} as const;

export type SavedTab = keyof typeof SAVED_TAB_DESTINATIONS;

/** The tabs whose forms this slice builds; the other tab routes show "not available yet". */
export const FORM_TABS = ['primary_info', 'contact_info', 'employer_info'] as const;
export type FormTab = (typeof FORM_TABS)[number];

/** Groups whose enrollments must save an enroller code before leaving personal info. */
export const ENROLLER_CODE_GROUPS = [2556, 2512] as const;
/** Ethnic group id that reveals the free-text "other" box. */
export const OTHER_ETHNIC_GROUP_ID = '12';
/** Employment status that blocks progress. */
export const RETIRED_STATUS = 'R';
