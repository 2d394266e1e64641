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
  accessCodeDialog: {
    accessCode: 'Access Code',
  },
  accessCodeView: {
    no: 'No',
    yes: 'Yes',
    cancel: 'Cancel',
    confirm: 'Confirm',
    repAccessCode: 'Rep Access Code',
  },
  accessPage: {
    repAccess: 'Rep access',
    enrollWithYourRepresentative: 'Enroll with your representative',
    enterTheRepAccessCode: 'Enter the rep access code your representative gave you: 8 letters and digits.',
    accessCode: 'Access Code',
    whatYourRepsCardLooks: 'What your rep\'s card looks like',
    aSampleCardYourOwn: 'A sample card: your own rep\'s card carries the code to enter here.',
  },
  codeEntryForm: {
    continue: 'Continue',
  },
  dashboardMenu: {
    dashboards: 'Dashboards',
  },
  employeeEnrollmentDialog: {
    employeeEnrollment: 'Employee Enrollment',
  },
  employeeEnrollmentView: {
    reEnterTheGroupEnrollment: 'Re-enter the group enrollment code',
    no: 'No',
    yes: 'Yes',
    groupEnrollmentCode: 'Group Enrollment Code',
  },
  helpConversation: {
    conversation: 'Conversation',
    editYourAnswerTo: 'Edit your answer to: {question}',
    edit: 'Edit',
    loading: 'Loading…',
    theConversationCouldNotBe: 'The conversation could not be loaded.',
    tryAgain: 'Try again',
    editingYourAnswerTo: 'Editing your answer to: {question}',
    cancelEdit: 'Cancel edit',
    sending: 'Sending…',
    send: 'Send',
    back: 'Back',
  },
  helpMenu: {
    createTicket: 'Create Ticket',
    opensInANewTab: '(opens in a new tab)',
    feedback: 'Feedback',
    contactRep: 'Contact Rep',
  },
  helpToggle: {
    help: 'Help',
  },
  helpWidgetView: {
    help: 'Help',
    contactRep: 'Contact Rep',
    closeHelp: 'Close help',
  },
  landingConfigErrorPage: {
    landingNotConfigured: 'Landing not configured',
    backToHomepage: 'Back to Homepage',
    groupNotSetUp: 'This employer has no landing page set up yet. Please contact them, or start again from the home page.',
    repNotSetUp: 'This representative has no landing page set up yet. Please contact them, or start again from the home page.',
  },
  locationBanner: {
    locationPermission: 'Location Permission',
    allow: 'Allow',
    dontAllow: 'Don\'t Allow',
    closeTheLocationRequest: 'Close the location request',
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
  networkSection: {
    inNumbers: '{network} in numbers',
    careNearYou: 'Care near you',
    aboutUs: 'About us',
  },
  portalLinks: {
    portals: 'Portals',
    opensThePortalInA: '(opens the portal in a new tab)',
  },
  repCard: {
    name: 'Name',
    repAccessCode: 'Rep Access Code',
    eMail: 'E-mail',
    phone: 'Phone',
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
  siteWelcome: {
    shopPlans: 'Shop plans',
    continueASavedEnrollment: 'Continue a saved enrollment',
    phone: 'Phone',
    eMail: 'E-mail',
    benefitsForEmployees: 'Benefits for {name} employees',
    welcomeToBenefitStore: 'Welcome to {name}\'s benefit store',
  },
} as const;

/** The shape a translation of these texts fills in. */
export type StorefrontText = { readonly [G in keyof typeof STOREFRONT_TEXT]: { readonly [K in keyof (typeof STOREFRONT_TEXT)[G]]: string } };
