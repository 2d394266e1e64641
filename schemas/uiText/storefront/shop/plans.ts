/**
 * The English texts of src/storefront/shop/plans's screens (issue 16 item 3), one group per screen file,
 * so a second language (issue 18) is a second object of the same shape. A module per folder, so a
 * route's chunk carries only its own texts. Spec texts are spelled exactly as spec/storefront.md
 * writes them; `{name}` marks a value filled in by fill() (schemas/uiText/fill.ts) or FilledText.
 */
import { localizable } from '../../../i18n/localizable';
export const STOREFRONT_SHOP_PLANS_TEXT = localizable('storefront/shop/plans', {
  categoryList: {
    planCategories: 'Plan categories',
    categories: 'Categories',
    allPlans: 'All Plans',
  },
  plansPage: {
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    plans: 'Plans',
    tryAgain: 'Try again',
    loadingPlans: 'Loading plans…',
  },
} as const);

/** The shape a translation of these texts fills in. */
export type StorefrontShopPlansText = { readonly [G in keyof typeof STOREFRONT_SHOP_PLANS_TEXT]: { readonly [K in keyof (typeof STOREFRONT_SHOP_PLANS_TEXT)[G]]: string } };
