/**
 * The marketing landing's health network (storefront.md section 9's figures). The network, its
 * name and its story are ours and fictional; only the figures are the spec's.
 */
import { fill } from '../../../schemas/uiText/fill';
import { STOREFRONT_LANDING_TEXT } from '../../../schemas/uiText/storefront/landing';

/** This screen's texts (schemas/uiText/storefront/landing.ts). */
const TEXT = STOREFRONT_LANDING_TEXT.network;

/** The network's name on the default site. */
export const NETWORK_NAME = 'Meadowbrook Health Network';

/** The figures' values, in the spec's order, keyed by the catalog text that says what each counts. */
const FIGURE_VALUES = {
  hospitals: '54', primaryCareProviders: '7,500+', urgentCareCenters: '152', providers: '27,000+',
  employees: '85k', patientsYearly: '2 million+', ambulatoryFacilities: '700', budget: '$12 billion',
} as const;

/** The figures, in the spec's order: value as shown, and what it counts. */
export const NETWORK_FIGURES: ReadonlyArray<{ value: string; label: string }> = (Object.keys(FIGURE_VALUES) as (keyof typeof FIGURE_VALUES)[])
  .map((key) => ({ value: FIGURE_VALUES[key], label: TEXT[key] }));

/** Where members find care (the spec's "hospital and urgent-care directory"), as kinds of place. */
export const CARE_DIRECTORY: ReadonlyArray<{ title: string; text: string }> = [
  { title: TEXT.hospitalsTitle, text: TEXT.hospitalsText },
  { title: TEXT.urgentCareTitle, text: TEXT.urgentCareText },
  { title: TEXT.primaryCareTitle, text: TEXT.primaryCareText },
];

/** The about-us text. */
export const ABOUT_NETWORK = [fill(TEXT.aboutBeginnings, { network: NETWORK_NAME }), TEXT.aboutPlans];
