/**
 * The English texts of src/storefront/shop/detail's screens (issue 16 item 3), one group per screen file,
 * so a second language (issue 18) is a second object of the same shape. A module per folder, so a
 * route's chunk carries only its own texts. Spec texts are spelled exactly as spec/storefront.md
 * writes them; `{name}` marks a value filled in by fill() (schemas/uiText/fill.ts) or FilledText.
 */
import { localizable } from '../../../i18n/localizable';
export const STOREFRONT_SHOP_DETAIL_TEXT = localizable('storefront/shop/detail', {
  accidentOfferDialog: {
    addAccidentProtection: 'Add accident protection?',
    noThankYou: 'No thank you',
    addToCart: 'Add To Cart',
    offer: 'Accidents happen. {plan} pays cash for covered injuries, for {price} per month.',
  },
  alreadyActiveDialog: {
    planAlreadyActive: 'Plan already active',
    ok: 'OK',
  },
  selectionLine: {
    group: 'Group: {name}',
    portal: 'Portal: {name}',
  },
  breadcrumb: {
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    currentMember: 'Current Member',
    plans: 'Plans',
    planDetails: 'Plan Details',
  },
  chooseTierDialog: {
    chooseTier: 'Choose Tier',
  },
  entryPanel: {
    chooseTier: 'Choose Tier',
    chooseTheTierYouWant: 'Choose the tier you want to shop for.',
    basicDetails: 'Basic Details',
    tellUsAboutYouTo: 'Tell us about you to see this plan\'s price.',
  },
  groupCodeDialog: {
    groupCode: 'Group Code',
  },
  incomeHoursDialog: {
    annualIncomeAndWorkingHours: 'Annual Income and Working Hours',
    thisPlansBenefitDependsOn: 'This plan\'s benefit depends on what you earn and how much you work.',
    annualIncome: 'Annual Income ($)',
    workingHoursPerWeek: 'Working Hours (per week)',
  },
  membershipDialog: {
    membershipOptions: 'Membership Options',
    loading: 'Loading…',
    theMembershipCouldNotBe: 'The membership could not be loaded. Please try again.',
    thisPlanRequiresAnAssociation: 'This plan requires an association membership.',
    perMonth: 'per month',
    alreadyAMember: 'Already a member?',
    logInToYourMember: 'Log in to your member dashboard',
    cancel: 'Cancel',
    selectMembership: 'Select Membership',
  },
  planDescription: {
    planDescription: 'Plan description',
  },
  planDetailPage: {
    loading: 'Loading…',
    enrollingThroughYourEmployer: 'Enrolling through your employer?',
    employeeEnrollment: 'Employee Enrollment',
  },
  portalDialog: {
    selectPortalAndGroup: 'Select Portal and Group',
    selectPortal: 'Select Portal',
    continue: 'Continue',
    portal: 'Portal',
    chooseAPortal: 'Choose a portal',
    group: 'Group',
    noGroupAnIndividual: 'No group (an individual)',
  },
  priceCards: {
    prices: 'Prices',
    perMonth: 'per month',
    enrollNow: 'Enroll Now',
    addToCart: 'Add to Cart',
    enrollToGroup: 'Enroll to Group',
  },
  pricingSection: {
    yourPrice: 'Your price',
    loadingPrices: 'Loading prices…',
  },
  relatedPlans: {
    suggestedProducts: 'Suggested Products',
  },
  pricingFormDialog: {
    loading: 'Loading…',
    cancel: 'Cancel',
    submit: 'Submit',
  },
  tobaccoDialog: {
    tobaccoUsage: 'Tobacco Usage',
    yes: 'Yes',
    no: 'No',
  },
} as const);

/** The shape a translation of these texts fills in. */
export type StorefrontShopDetailText = { readonly [G in keyof typeof STOREFRONT_SHOP_DETAIL_TEXT]: { readonly [K in keyof (typeof STOREFRONT_SHOP_DETAIL_TEXT)[G]]: string } };
