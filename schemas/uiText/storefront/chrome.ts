/**
 * The English texts of src/storefront/chrome's screens (issue 16 item 3), one group per screen file,
 * so a second language (issue 18) is a second object of the same shape. A module per folder, so a
 * route's chunk carries only its own texts. Spec texts are spelled exactly as spec/storefront.md
 * writes them; `{name}` marks a value filled in by fill() (schemas/uiText/fill.ts) or FilledText.
 */
import { localizable } from '../../i18n/localizable';
export const STOREFRONT_CHROME_TEXT = localizable('storefront/chrome', {
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
} as const);

/** The shape a translation of these texts fills in. */
export type StorefrontChromeText = { readonly [G in keyof typeof STOREFRONT_CHROME_TEXT]: { readonly [K in keyof (typeof STOREFRONT_CHROME_TEXT)[G]]: string } };
