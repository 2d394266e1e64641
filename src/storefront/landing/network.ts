/**
 * The marketing landing's health network (storefront.md section 9's figures). The network, its
 * name and its story are ours and fictional; only the figures are the spec's.
 */

/** The network's name on the default site. */
export const NETWORK_NAME = 'Meadowbrook Health Network';

/** The figures, in the spec's order: value as shown, and what it counts. */
export const NETWORK_FIGURES: ReadonlyArray<{ value: string; label: string }> = [
  { value: '54', label: 'hospitals' },
  { value: '7,500+', label: 'primary care providers' },
  { value: '152', label: 'urgent care centers' },
  { value: '27,000+', label: 'providers' },
  { value: '85k', label: 'employees' },
  { value: '2 million+', label: 'patients yearly' },
  { value: '700', label: 'ambulatory facilities' },
  { value: '$12 billion', label: 'budget' },
];

/** Where members find care (the spec's "hospital and urgent-care directory"), as kinds of place. */
export const CARE_DIRECTORY: ReadonlyArray<{ title: string; text: string }> = [
  { title: 'Hospitals', text: 'Full-service and community hospitals with emergency departments open around the clock.' },
  { title: 'Urgent care', text: 'Walk-in centers for the illnesses and injuries that cannot wait for an appointment.' },
  { title: 'Primary care', text: 'Family doctors, pediatricians and internists who know you and your history.' },
];

/** The about-us text. */
export const ABOUT_NETWORK = [
  `${NETWORK_NAME} began as three neighborhood clinics run by nurses who wanted care to be close to home. Today it is a not-for-profit system of hospitals, clinics and specialists across the region.`,
  'The plans in this store were chosen to work with the network: your doctors, your pharmacy and your hospital, under one set of benefits you can understand.',
];
