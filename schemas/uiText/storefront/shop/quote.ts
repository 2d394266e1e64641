/**
 * The English texts of src/storefront/shop/quote's screens (issue 16 item 3), one group per screen file,
 * so a second language (issue 18) is a second object of the same shape. A module per folder, so a
 * route's chunk carries only its own texts. Spec texts are spelled exactly as spec/storefront.md
 * writes them; `{name}` marks a value filled in by fill() (schemas/uiText/fill.ts) or FilledText.
 */
import { localizable } from '../../../i18n/localizable';
export const STOREFRONT_SHOP_QUOTE_TEXT = localizable('storefront/shop/quote', {
  quoteForm: {
    getAQuote: 'Get a quote',
    zipCode: 'Zip Code',
    gender: 'Gender',
    selectGender: 'Select gender',
    chooseTier: 'Choose Tier',
    selectATier: 'Select a tier',
    dob: 'DOB',
    mmDdYyyy: 'MM/DD/YYYY',
    category: 'Category',
    selectACategory: 'Select a category',
    referredBy: 'Referred By',
    submit: 'Submit',
    loadingYourQuote: 'Loading your quote…',
    male: 'Male',
    female: 'Female',
  },
} as const);

/** The shape a translation of these texts fills in. */
export type StorefrontShopQuoteText = { readonly [G in keyof typeof STOREFRONT_SHOP_QUOTE_TEXT]: { readonly [K in keyof (typeof STOREFRONT_SHOP_QUOTE_TEXT)[G]]: string } };
