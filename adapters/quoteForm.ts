/**
 * The storefront's quote form as an engine form (issue 16 item 1): its field definitions from
 * the catalog (schemas/catalog/storefront/quote.ts), the TabForm both sides build from them, and
 * its field errors. The server serves the definitions with their validator (get-form-fields-quote),
 * the browser's engine renders and checks them, and add-filter-for-new-user / change-filter-info
 * check the body with quoteFieldErrors: one schema, one set of messages.
 */
import type { FieldError } from '../schemas/api/types';
import type { Choice, FieldDefinition } from '../schemas/catalog';
import { quoteCatalog } from '../schemas/catalog/storefront/quote';
import { buildForm } from './buildTabForm';
import { withFormMessages } from './messageOverrides';
import type { LayeredDefinitions, TabForm } from './types';
import { bodyErrors } from './validate';

/** The form's name (TabForm.name, the engine's ids). */
export const QUOTE_FORM = 'quote';

/** Which variant of the form shows (storefront.md section 2 "Home", section 5). */
export interface QuoteFormVariant {
  /** A premier plan is chosen or in the cart: Category shows and is required. */
  premier?: boolean;
  /** The Category select's choices (get-plan-category), when `premier`. */
  categories?: readonly Choice[];
  /** A referred visitor: 'Referred By' shows, read-only. */
  referred?: boolean;
}

const field = (field_name: string, required: boolean, extra: Partial<FieldDefinition> = {}): FieldDefinition =>
  ({ field_name, value: null, required, read_only: false, ...extra });

/**
 * The quote form's definitions: Zip Code, Gender and DOB required, Choose Tier optional (a
 * missing tier means IO), Category only for a premier plan (required, its choices in the hint),
 * Referred By only for a referred visitor (read-only).
 */
export function quoteDefinitions(variant: QuoteFormVariant = {}): FieldDefinition[] {
  return [
    field('zip', true), field('gender', true), field('tier', false), field('dob', true),
    ...(variant.premier ? [field('category', true, { schema: { choices: [...(variant.categories ?? [])] } })] : []),
    ...(variant.referred ? [field('referred_by', false, { read_only: true })] : []),
  ];
}

/**
 * A variant of the quote form's layered definitions (every field its layers show: the server's
 * services/storefrontForms.ts): Category only for a premier plan, with the premier categories as
 * its choices, Referred By only for a referred visitor. The layers decide each field's label,
 * flags and rules; the variant only which of these two a visitor sees.
 */
export function quoteVariant(defs: readonly FieldDefinition[], variant: QuoteFormVariant = {}): FieldDefinition[] {
  return defs
    .filter((def) => (def.field_name !== 'category' || variant.premier === true) && (def.field_name !== 'referred_by' || variant.referred === true))
    .map((def) => (def.field_name === 'category' ? { ...def, schema: { ...def.schema, choices: [...(variant.categories ?? [])] } } : def));
}

/** The quote form of some definitions (the server's answer, or quoteDefinitions). */
export function quoteForm(defs: FieldDefinition[]): TabForm {
  return buildForm(QUOTE_FORM, quoteCatalog, defs);
}

/**
 * The field errors of a quote's values, in form order, with the catalog's messages ([] when it
 * may be saved). `partial` checks only what is there (change-filter-info sends what changed);
 * `layered` are the visitor's portal's definitions (quoteVariant) and message overrides, else the catalog's.
 */
export function quoteFieldErrors(
  values: Readonly<Record<string, unknown>>, variant: QuoteFormVariant = {}, opts: { partial?: boolean; layered?: LayeredDefinitions } = {},
): FieldError[] {
  const defs = opts.layered ? quoteVariant(opts.layered.defs, variant) : quoteDefinitions(variant);
  return bodyErrors(withFormMessages(quoteForm(defs), opts.layered?.messages), values, opts);
}
