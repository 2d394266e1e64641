/**
 * The English texts of src/storefront/shop/home's screens (issue 16 item 3), one group per screen file,
 * so a second language (issue 18) is a second object of the same shape. A module per folder, so a
 * route's chunk carries only its own texts. Spec texts are spelled exactly as spec/storefront.md
 * writes them; `{name}` marks a value filled in by fill() (schemas/uiText/fill.ts) or FilledText.
 */
import { localizable } from '../../../i18n/localizable';
export const STOREFRONT_SHOP_HOME_TEXT = localizable('storefront/shop/home', {
  homePage: {
    home: 'Home',
    findThePlanThatFits: 'Find the plan that fits you',
    enterYourZipCodeGender: 'Enter your zip code, gender, tier and date of birth to see the plans and prices available to you.',
    featuredPlans: 'Featured Plans',
    loading: 'Loading…',
    browsePlans: 'Browse Plans',
  },
} as const);

/** The shape a translation of these texts fills in. */
export type StorefrontShopHomeText = { readonly [G in keyof typeof STOREFRONT_SHOP_HOME_TEXT]: { readonly [K in keyof (typeof STOREFRONT_SHOP_HOME_TEXT)[G]]: string } };
