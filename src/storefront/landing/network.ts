/**
 * The marketing landing's health network (storefront.md section 9's figures). The network, its
 * name and its story are ours and fictional; only the figures are the spec's.
 */
import { STOREFRONT_LANDING_TEXT } from '../../../schemas/uiText/storefront/landing';

/** This screen's texts (schemas/uiText/storefront/landing.ts). */
const TEXT = STOREFRONT_LANDING_TEXT.network;

/** The network's name on the default site. */
export const NETWORK_NAME = 'Meadowbrook Health Network';

/** The figures, in the spec's order: value as shown, and what it counts. */
export const NETWORK_FIGURES: ReadonlyArray<{ value: string; label: string }> = [
  { value: '54', label: TEXT.hospitals },
  { value: '7,500+', label: TEXT.primaryCareProviders },
  { value: '152', label: TEXT.urgentCareCenters },
  { value: '27,000+', label: TEXT.providers },
  { value: '85k', label: TEXT.employees },
  { value: '2 million+', label: TEXT.patientsYearly },
  { value: '700', label: TEXT.ambulatoryFacilities },
  { value: '$12 billion', label: TEXT.budget },
];

/** Where members find care (the spec's "hospital and urgent-care directory"), as kinds of place. */
export const CARE_DIRECTORY: ReadonlyArray<{ title: string; text: string }> = [
  { title: TEXT.hospitalsTitle, text: TEXT.hospitalsText },
  { title: TEXT.urgentCareTitle, text: TEXT.urgentCareText },
  { title: TEXT.primaryCareTitle, text: TEXT.primaryCareText },
];

/** The about-us text. */
export const ABOUT_NETWORK = [
  `${NETWORK_NAME} began as three neighborhood clinics run by nurses who wanted care to be close to home. Today it is a not-for-profit system of hospitals, clinics and specialists across the region.`,
  'The plans in this store were chosen to work with the network: your doctors, your pharmacy and your hospital, under one set of benefits you can understand.',
];
