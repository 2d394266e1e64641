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

/** The figures' values as the spec writes them, in its order (schemas/uiText/storefront/landing.ts). */
const VALUES = STOREFRONT_LANDING_TEXT.networkValues;
const FIGURES = ['hospitals', 'primaryCareProviders', 'urgentCareCenters', 'providers', 'employees', 'patientsYearly', 'ambulatoryFacilities', 'budget'] as const;

// Functions, not constants: each reads its texts when shown, in the language shown (schemas/i18n/localizable.ts).

/** The figures, in the spec's order: value as shown, and what it counts. */
export const networkFigures = (): Array<{ value: string; label: string }> => FIGURES.map((key) => ({ value: VALUES[key], label: TEXT[key] }));

/** Where members find care (the spec's "hospital and urgent-care directory"), as kinds of place. */
export const careDirectory = (): Array<{ title: string; text: string }> => [
  { title: TEXT.hospitalsTitle, text: TEXT.hospitalsText },
  { title: TEXT.urgentCareTitle, text: TEXT.urgentCareText },
  { title: TEXT.primaryCareTitle, text: TEXT.primaryCareText },
];

/** The about-us text. */
export const aboutNetwork = (): string[] => [fill(TEXT.aboutBeginnings, { network: NETWORK_NAME }), TEXT.aboutPlans];
