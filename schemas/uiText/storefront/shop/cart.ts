/**
 * The English texts of src/storefront/shop/cart's screens (issue 16 item 3), one group per screen file,
 * so a second language (issue 18) is a second object of the same shape. A module per folder, so a
 * route's chunk carries only its own texts. Spec texts are spelled exactly as spec/storefront.md
 * writes them; `{name}` marks a value filled in by fill() (schemas/uiText/fill.ts) or FilledText.
 */
import { localizable } from '../../../i18n/localizable';
export const STOREFRONT_SHOP_CART_TEXT = localizable('storefront/shop/cart', {
  cartDialogs: {
    removePlan: 'Remove plan',
    no: 'No',
    yes: 'Yes',
    seeThePlanDetails: 'See the plan details',
    whoCompletesThisEnrollment: 'Who completes this enrollment?',
    fillInTheEnrollmentYourself: 'Fill in the enrollment yourself with Rep Enrollment, or let the member complete and sign it with Member Enrollment.',
    onlyPerMonth: 'Only {price} per month.',
    thisPlan: 'this plan',
    noThankYou: 'No thank you',
  },
  cartLines: {
    perMonth: 'per month',
    removeNamed: 'Remove {planName}',
    remove: 'Remove',
  },
  cartPage: {
    tryAgain: 'Try again',
    loadingYourCart: 'Loading your cart…',
    plansInYourCart: 'Plans in your cart',
  },
  cartRiders: {
    perMonth: 'per month',
  },
  orderInfo: {
    orderInfo: 'Order Info',
    initialMonth: 'Initial month',
    recurringMonthly: 'Recurring monthly',
    effectiveDate: 'Effective Date',
    chooseADate: 'Choose a date',
    checkingOut: 'Checking out…',
    checkout: 'Checkout',
  },
  planDetailsDialog: {
    loadingThePlan: 'Loading the plan…',
    thisPlansDetailsCouldNot: 'This plan\'s details could not be loaded.',
    openThePlansPage: 'Open the plan\'s page',
    close: 'Close',
  },
} as const);

/** The shape a translation of these texts fills in. */
export type StorefrontShopCartText = { readonly [G in keyof typeof STOREFRONT_SHOP_CART_TEXT]: { readonly [K in keyof (typeof STOREFRONT_SHOP_CART_TEXT)[G]]: string } };
