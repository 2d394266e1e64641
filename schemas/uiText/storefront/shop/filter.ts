/**
 * The English texts of src/storefront/shop/filter's screens (issue 16 item 3), one group per screen file,
 * so a second language (issue 18) is a second object of the same shape. A module per folder, so a
 * route's chunk carries only its own texts. Spec texts are spelled exactly as spec/storefront.md
 * writes them; `{name}` marks a value filled in by fill() (schemas/uiText/fill.ts) or FilledText.
 */
import { localizable } from '../../../i18n/localizable';
export const STOREFRONT_SHOP_FILTER_TEXT = localizable('storefront/shop/filter', {
  basicDetailsDialog: {
    basicDetails: 'Basic Details',
    loading: 'Loading…',
    cancel: 'Cancel',
  },
  filterSummary: {
    yourBasicDetails: 'Your basic details',
    editBasicDetails: 'Edit basic details',
    edit: 'Edit',
    enterDetails: 'Enter details',
  },
  filterSummaryItems: {
    zip: 'Zip',
    gender: 'Gender',
    smoker: 'Smoker',
    tier: 'Tier',
    dob: 'DOB',
    yes: 'Yes',
    no: 'No',
  },
} as const);

/** The shape a translation of these texts fills in. */
export type StorefrontShopFilterText = { readonly [G in keyof typeof STOREFRONT_SHOP_FILTER_TEXT]: { readonly [K in keyof (typeof STOREFRONT_SHOP_FILTER_TEXT)[G]]: string } };
