/**
 * The English texts of src/storefront/landing's screens (issue 16 item 3), one group per screen file,
 * so a second language (issue 18) is a second object of the same shape. A module per folder, so a
 * route's chunk carries only its own texts. Spec texts are spelled exactly as spec/storefront.md
 * writes them; `{name}` marks a value filled in by fill() (schemas/uiText/fill.ts) or FilledText.
 */
import { localizable } from '../../i18n/localizable';
export const STOREFRONT_LANDING_TEXT = localizable('storefront/landing', {
  accessPage: {
    repAccess: 'Rep access',
    enrollWithYourRepresentative: 'Enroll with your representative',
    enterTheRepAccessCode: 'Enter the rep access code your representative gave you: 8 letters and digits.',
    accessCode: 'Access Code',
    whatYourRepsCardLooks: 'What your rep\'s card looks like',
    aSampleCardYourOwn: 'A sample card: your own rep\'s card carries the code to enter here.',
  },
  marketingLanding: {
    welcomeTo: 'Welcome to {siteName}',
    healthDentalVisionAndLife: 'Health, dental, vision and life benefits for you and your family, chosen at your own pace with the representative or employer you trust. Your progress is saved as you go.',
    iHaveARepAccess: 'I have a rep access code',
    employeeEnrollment: 'Employee Enrollment',
    continueASavedEnrollment: 'Continue a saved enrollment',
    notTheSiteYouWere: 'Not the site you were looking for?',
    ifYouOpenedSomeoneElses: 'If you opened someone else\'s benefit store by mistake, start again on ours.',
    notMySite: 'Not My Site',
  },
  /** The network's figures as storefront.md section 9 writes them. */
  networkValues: {
    hospitals: '54', primaryCareProviders: '7,500+', urgentCareCenters: '152', providers: '27,000+',
    employees: '85k', patientsYearly: '2 million+', ambulatoryFacilities: '700', budget: '$12 billion',
  },
  network: {
    hospitals: 'hospitals',
    primaryCareProviders: 'primary care providers',
    urgentCareCenters: 'urgent care centers',
    providers: 'providers',
    employees: 'employees',
    patientsYearly: 'patients yearly',
    ambulatoryFacilities: 'ambulatory facilities',
    budget: 'budget',
    hospitalsTitle: 'Hospitals',
    hospitalsText: 'Full-service and community hospitals with emergency departments open around the clock.',
    urgentCareTitle: 'Urgent care',
    urgentCareText: 'Walk-in centers for the illnesses and injuries that cannot wait for an appointment.',
    primaryCareTitle: 'Primary care',
    primaryCareText: 'Family doctors, pediatricians and internists who know you and your history.',
    aboutBeginnings: '{network} began as three neighborhood clinics run by nurses who wanted care to be close to home. Today it is a not-for-profit system of hospitals, clinics and specialists across the region.',
    aboutPlans: 'The plans in this store were chosen to work with the network: your doctors, your pharmacy and your hospital, under one set of benefits you can understand.',
  },
  networkSection: {
    inNumbers: '{network} in numbers',
    careNearYou: 'Care near you',
    aboutUs: 'About us',
  },
  portalLinks: {
    portals: 'Portals',
    opensThePortalInA: '(opens the portal in a new tab)',
  },
  siteWelcome: {
    shopPlans: 'Shop plans',
    continueASavedEnrollment: 'Continue a saved enrollment',
    phone: 'Phone',
    eMail: 'E-mail',
    benefitsForEmployees: 'Benefits for {name} employees',
    welcomeToBenefitStore: 'Welcome to {name}\'s benefit store',
  },
} as const);

/** The shape a translation of these texts fills in. */
export type StorefrontLandingText = { readonly [G in keyof typeof STOREFRONT_LANDING_TEXT]: { readonly [K in keyof (typeof STOREFRONT_LANDING_TEXT)[G]]: string } };
