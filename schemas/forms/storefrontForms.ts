/**
 * The storefront's forms as layered forms (issues 14 and 15): the quote form, the fixed forms
 * (send quote, rep access code, group enrollment code) and the plan detail's pricing dialogs
 * (Annual Income and Working Hours, Tobacco Usage, Choose Tier, and the dependent info, whose
 * layered fields the quote's tier then filters: adapters/pricingForms.ts pricingVariant; the
 * select portal stays code, its choices are the caller's) have a default and per-portal layers staff
 * change in the studio, with the drafts, versions, publish and rollback of every other form. No
 * group scope: a storefront visitor has no group until a group code or landing says so, and these
 * forms are shown before that. Their names are reserved words for new tabs (schemas/forms/customTabs.ts).
 */
import { FIXED_STOREFRONT_FORMS } from '../catalog/storefront/fixedForms';
import { PRICING_CATALOGS } from '../catalog/storefront/pricingForms';
import { quoteCatalog } from '../catalog/storefront/quote';
import type { TabCatalog } from '../catalog/types';
import type { FormLayer } from './definition';

/**
 * The storefront's messages form (issue 14 item 1): no fields, only a layer's `messages`. Its
 * resolved overrides are the texts the storefront's pages, dialogs and banners show outside an
 * engine form (the app's one lookup, src/shared/text/messages.ts) and its API's error answers say
 * (server/services/siteMessages.ts); docs/forms-as-data.md lists which messages those are.
 */
export const SITE_MESSAGES_FORM = 'storefront_messages' as const;

/** Each layered storefront form's catalog, by form name (the quote form's is the engine's form id, the fixed ones' their names). */
export const STOREFRONT_CATALOGS = {
  quote: quoteCatalog, ...FIXED_STOREFRONT_FORMS,
  incomeHours: PRICING_CATALOGS.incomeHours, tobacco: PRICING_CATALOGS.tobacco, tier: PRICING_CATALOGS.tier,
  dependentInfo: PRICING_CATALOGS.dependentInfo,
  storefront_messages: {} as TabCatalog,
} as const satisfies Record<string, TabCatalog>;

/** A layered storefront form's name. */
export type StorefrontFormName = keyof typeof STOREFRONT_CATALOGS;

/** The names, in the studio's order. */
export const STOREFRONT_FORM_NAMES = Object.keys(STOREFRONT_CATALOGS) as StorefrontFormName[];

/** Whether a form name is a layered storefront form's. */
export const isStorefrontForm = (name: string): name is StorefrontFormName => Object.hasOwn(STOREFRONT_CATALOGS, name);

/** The studio's list titles of the storefront forms. */
export const STOREFRONT_FORM_TITLES: Record<StorefrontFormName, string> = {
  quote: 'Storefront: Quote',
  send_quote: 'Storefront: Send Quote',
  access_code: 'Storefront: Rep Access Code',
  group_code: 'Storefront: Group Enrollment Code',
  incomeHours: 'Storefront: Annual Income and Working Hours',
  tobacco: 'Storefront: Tobacco Usage',
  tier: 'Storefront: Choose Tier',
  dependentInfo: 'Storefront: Dependents for Pricing',
  storefront_messages: 'Storefront: Messages',
};

/** The pricing dialogs among them: each of their fields is asked (required), as they always were (adapters/pricingForms.ts). */
const PRICING_LAYERED: ReadonlySet<string> = new Set(['incomeHours', 'tobacco', 'tier', 'dependentInfo']);

/** A layered pricing dialog's form name. */
export type LayeredPricingForm = 'incomeHours' | 'tobacco' | 'tier' | 'dependentInfo';

/** Whether a layered storefront form is a pricing dialog's. */
export const isLayeredPricingForm = (name: string): name is LayeredPricingForm => PRICING_LAYERED.has(name);

/** Which fields of the quote form the spec asks for (storefront.md section 2 "Home", 5): Choose Tier may stay empty (IO). */
const QUOTE_REQUIRED = new Set(['zip', 'gender', 'dob', 'category']);

/**
 * What a storefront form's layers stack on besides the catalog: every field shown, as it always
 * showed (these forms never had form_fields rows), the pricing dialogs' required, the quote form's required as the spec says and
 * its Referred By read-only. Which of the quote's Category and Referred By a visitor sees is its
 * variant's (adapters/quoteForm.ts quoteVariant), not a layer's.
 */
export function storefrontShown(form: StorefrontFormName): FormLayer {
  const names = Object.keys(STOREFRONT_CATALOGS[form]);
  if (form !== 'quote') return { fields: Object.fromEntries(names.map((name) => [name, { hidden: false, ...(isLayeredPricingForm(form) && { required: true }) }])) };
  return {
    fields: Object.fromEntries(names.map((name) => [name, {
      hidden: false, ...(QUOTE_REQUIRED.has(name) && { required: true }), ...(name === 'referred_by' && { read_only: true }),
    }])),
  };
}
