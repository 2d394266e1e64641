/**
 * The storefront's forms whose fields never vary by visitor (issue 16 item 1), by name: the server
 * serves each as get-form-fields-{slug} (its definitions and validator) and checks the calls that
 * receive it with the same schema (adapters/storefrontForms.ts). A field is required when its
 * catalog entry says so. The quote form varies (premier, referred): adapters/quoteForm.ts.
 */
import type { TabCatalog } from '../types';
import { accessCodeCatalog } from './accessCode';
import { groupCodeCatalog } from './groupCode';
import { sendQuoteCatalog } from './sendQuote';

export const FIXED_STOREFRONT_FORMS = {
  send_quote: sendQuoteCatalog,
  access_code: accessCodeCatalog,
  group_code: groupCodeCatalog,
} satisfies Record<string, TabCatalog>;

/** A fixed storefront form's name. */
export type FixedStorefrontForm = keyof typeof FIXED_STOREFRONT_FORMS;

/** The names, in a stable order. */
export const FIXED_STOREFRONT_FORM_NAMES = Object.keys(FIXED_STOREFRONT_FORMS) as FixedStorefrontForm[];

/** The form's route slug: get-form-fields-{slug} ('send_quote' -> 'send-quote'). */
export const storefrontFormSlug = (form: FixedStorefrontForm): string => form.replace('_', '-');
