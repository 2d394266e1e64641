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
/** Every tab_name, in wizard order (the enum of the API schemas that carry one). */
export const TAB_NAMES: readonly TabName[] = WIZARD_TABS.map((tab) => tab.tab_name);

/**
 * The enrollment's own data column of each tab, spelled as the wire's saved_tab and temp-info
 * column (benificiary_info, aggrement_info are the spec's spellings, kept on purpose).
 */
export type TabColumn = WizardTab['saved_tab'];
export const TAB_COLUMNS: readonly TabColumn[] = WIZARD_TABS.map((tab) => tab.saved_tab);

/** Where the wizard shows a new tab (its own route, apart from the spec's paths). */
export const customTabPath = (slug: string): string => `/enrollment/tab/${slug}`;

/** Where Back from the first tab, and a cart_info resume, go. */
export const CART_PATH = '/cart';

/** The receipt: where review's Next goes once the enrollment is completed (a route, not a tab of nav_array). */
export const RECEIPT_PATH = '/enrollment/receipt';

/** saved_tab -> destination (the continue-enrollment route table): each tab's path, and the cart. */
export const SAVED_TAB_DESTINATIONS = {
  ...(Object.fromEntries(WIZARD_TABS.map((tab) => [tab.saved_tab, tab.path])) as { [T in WizardTab as T['saved_tab']]: T['path'] }),
  cart_info: CART_PATH,
} as const;

export type SavedTab = keyof typeof SAVED_TAB_DESTINATIONS;
/** Every saved_tab value (the enum of the API schemas that carry one). */
export const SAVED_TABS = Object.keys(SAVED_TAB_DESTINATIONS) as SavedTab[];

/**
 * The tabs that are one server-defined form, and the slug of their API routes
 * (get-form-fields-{slug}, save-{slug}); the other tab routes show "not available yet".
 */
export const FORM_TAB_SLUGS = {
  primary_info: 'personal-info',
  contact_info: 'contact-info',
  employer_info: 'employer-info',
} as const satisfies Partial<Record<TabName, string>>;
export type FormTab = keyof typeof FORM_TAB_SLUGS;
export const FORM_TABS = Object.keys(FORM_TAB_SLUGS) as FormTab[];
