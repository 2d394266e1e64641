/**
 * Storefront texts: the English texts of src/storefront's screens (issue 16 item 3), one group per screen
 * file, so a second language (issue 18) is a second object of the same shape. Spec texts are
 * spelled exactly as spec/storefront.md and spec/enrollment.md write them; `{name}` marks a value
 * filled in by fill() (schemas/uiText/fill.ts), so a sentence is never assembled in JSX.
 * Messages the server also sends live in schemas/messages.ts.
 */
export const STOREFRONT_TEXT = {
  aboutPopup: {
    about: 'About {name}',
    loading: 'Loading…',
    theAboutTextCouldNot: 'The About text could not be loaded. Please try again later.',
    hasNotWrittenAnAbout: '{name} has not written an About text yet.',
    close: 'Close',
  },
  dashboardMenu: {
    dashboards: 'Dashboards',
  },
  siteFooter: {
    reps: 'Reps',
    repRegistration: 'Rep registration',
    repDashboard: 'Rep dashboard',
    notMySite: 'NOT MY SITE',
    members: 'Members',
    employeeEnroll: 'EMPLOYEE ENROLL',
    memberLogin: 'Member login',
    memberDashboard: 'Member dashboard',
    groups: 'Groups',
    groupApplication: 'Group application',
    groupLogin: 'Group login',
    getTheMemberApp: 'Get the member app',
    appStore: 'App Store',
    opensInANewTab: '(opens in a new tab)',
    googlePlay: 'Google Play',
    submitATicket: 'Submit a ticket',
    allRightsReserved: '© {year} {siteName}. All rights reserved.',
    yourInformationIsSentOver: 'Your information is sent over a secure connection and used only for your enrollment.',
  },
  siteHeader: {
    cart: 'Cart',
    cartAmount: '${amount} a month',
    menu: 'Menu',
    site: 'Site',
    viewYourRecommendedProducts: 'View Your Recommended Products',
    continueASavedEnrollment: 'Continue a saved enrollment',
    cartOnePlan: '{count} plan',
    cartPlans: '{count} plans',
  },
  siteIdentity: {
    homeLink: '{siteName} home',
    enrollingWithYourEmployer: 'Enrolling with your employer',
  },
} as const;

/** The shape a translation of these texts fills in. */
export type StorefrontText = { readonly [G in keyof typeof STOREFRONT_TEXT]: { readonly [K in keyof (typeof STOREFRONT_TEXT)[G]]: string } };
