/**
 * The English texts of src/storefront/shop/recommend's screens (issue 16 item 3), one group per screen file,
 * so a second language (issue 18) is a second object of the same shape. A module per folder, so a
 * route's chunk carries only its own texts. Spec texts are spelled exactly as spec/storefront.md
 * writes them; `{name}` marks a value filled in by fill() (schemas/uiText/fill.ts) or FilledText.
 */
import { localizable } from '../../../i18n/localizable';
export const STOREFRONT_SHOP_RECOMMEND_TEXT = localizable('storefront/shop/recommend', {
  planCarousel: {
    carousel: 'carousel',
    previousPlans: 'Previous plans (showing {first}-{last} of {total})',
    nextPlans: 'Next plans (showing {first}-{last} of {total})',
  },
  recommendListPage: {
    recommendedProducts: 'Recommended Products',
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    loading: 'Loading…',
  },
  recommendedCarousel: {
    recommendedProducts: 'Recommended Products',
    showLess: 'Show Less',
    viewAll: 'View All',
  },
  recommendedStrip: {
    recommendedProducts: 'Recommended Products',
    viewAll: 'View All',
    viewAllWhat: 'recommended products',
  },
} as const);

/** The shape a translation of these texts fills in. */
export type StorefrontShopRecommendText = { readonly [G in keyof typeof STOREFRONT_SHOP_RECOMMEND_TEXT]: { readonly [K in keyof (typeof STOREFRONT_SHOP_RECOMMEND_TEXT)[G]]: string } };
