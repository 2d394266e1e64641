/**
 * The plan detail's pricing dialogs as engine forms (issue 16 item 1): Annual Income and Working
 * Hours, Tobacco Usage, Choose Tier and the dependent info, each from its catalog
 * (schemas/catalog/storefront/). The server serves their definitions with their validator
 * (get-form-fields-pricing/{form}), the browser's engine renders and checks them, and
 * change-filter-info / store-temp-dependent-info check the body with pricingFieldErrors: one
 * schema, one set of messages on both sides.
 */
import type { FieldError } from '../schemas/api/types';
import type { Choice, FieldDefinition, FieldHint } from '../schemas/catalog';
import { FILTER_FORM_NAMES, PRICING_CATALOGS, PRICING_FORM_NAMES, type PricingFormName } from '../schemas/catalog/storefront/pricingForms';
import { MESSAGES } from '../schemas/messages';
import { maxChildren, tierCovers } from '../schemas/plans';
import { buildForm } from './buildTabForm';
import { payloadToValues } from './payload';
import { withFormMessages } from './messageOverrides';
import type { LayeredDefinitions, Payload, TabForm } from './types';
import { validateValues } from './validate';

export { FILTER_FORM_NAMES, PRICING_FORM_NAMES, type PricingFormName };

/**
 * The portals, and a signed-in rep's groups (null: no group question), the caller may choose in the
 * select-portal dialog: the server gives them from the session (server/services/portalChoices.ts).
 */
export interface PortalChoices { portals: Choice[]; groups: Choice[] | null }

/** What a form's definitions depend on: the quote's tier (the dependent info asks by it), the caller's portal choices. */
export interface PricingFormVariant { tier?: string | null; portal?: PortalChoices }

const required = (field_name: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({ field_name, value: null, required: true, read_only: false, ...extra });

/** The dependent info's fields as every portal asks them before any layer: both, required, in the catalog's order. */
const DEPENDENT_FIELDS: readonly FieldDefinition[] = [required('dep_dob'), required('no_of_children')];

/**
 * The dependent info's definitions for a tier, of its fields as the layers left them (each
 * portal's label, help, placeholder, flags, order and hidden ones; services/storefrontForms.ts on
 * the server): the tier decides who is asked, the spouse's DOB for IS and IF, the number of
 * children for IC and IF, and the children's choices 1..max, range and 'Please choose from 1 to
 * {max} children' for anything else (a field's own layered message stays its own). A field
 * a layer hid stays hidden for every tier.
 */
export function dependentVariant(defs: readonly FieldDefinition[], tier: string | null | undefined): FieldDefinition[] {
  const asks = tierCovers(tier);
  const max = maxChildren(tier);
  const outOfRange = MESSAGES.childrenRange.replace('{max}', String(max));
  const choices = Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
  return defs
    .filter((def) => (def.field_name !== 'dep_dob' || asks.spouse) && (def.field_name !== 'no_of_children' || asks.children))
    .map((def) => (def.field_name === 'no_of_children'
      ? { ...def, schema: { ...def.schema, choices, minimum: 1, maximum: max, rangeMessage: def.schema?.rangeMessage ?? outOfRange, message: def.schema?.message ?? outOfRange } }
      : def));
}

/** A layered pricing form's definitions for the visitor (the dependent info's by tier: dependentVariant); the other dialogs' are the layers' as they are. */
export function pricingVariant(name: PricingFormName, defs: readonly FieldDefinition[], variant: PricingFormVariant = {}): FieldDefinition[] {
  return name === 'dependentInfo' ? dependentVariant(defs, variant.tier) : [...defs];
}

/**
 * The select-portal dialog's definitions: the portal, required, among the caller's portals; the
 * group, optional, among a rep's groups, only when the caller has that question. Without choices
 * (none given) nothing can be chosen: the form refuses any portal.
 */
function portalDefinitions(choices: PortalChoices = { portals: [], groups: null }): FieldDefinition[] {
  return [
    required('platform_group_id', { schema: among(choices.portals, MESSAGES.choosePlatform) }),
    ...(choices.groups === null ? [] : [{ field_name: 'group_id', value: null, required: false, read_only: false, schema: among(choices.groups, MESSAGES.chooseGroup) }]),
  ];
}

/** A pattern no value matches: an empty choice list offers nothing (the engine sets no rule for an empty list). */
const NOTHING = '(?!)';

/** The hint of a choice among `choices`; with none, any value is refused with `message`. */
function among(choices: Choice[], message: string): FieldHint {
  return choices.length > 0 ? { choices } : { choices, pattern: NOTHING, message };
}

/** A form's definitions: the dependent info's by tier, the portal's by the caller's choices, every other form's catalog fields, each required (these dialogs ask each of their fields). */
export function pricingDefinitions(name: PricingFormName, variant: PricingFormVariant = {}): FieldDefinition[] {
  if (name === 'dependentInfo') return dependentVariant(DEPENDENT_FIELDS, variant.tier);
  if (name === 'portal') return portalDefinitions(variant.portal);
  return Object.keys(PRICING_CATALOGS[name]).map((field_name) => required(field_name));
}

/** The form of some definitions (the server's answer, or pricingDefinitions). */
export function pricingForm(name: PricingFormName, defs: FieldDefinition[] = pricingDefinitions(name)): TabForm {
  return buildForm(name, PRICING_CATALOGS[name], defs);
}

/**
 * The field errors of a body (wire shape: numbers, a 1/0 flag) for the form, in form order, with
 * the catalog's messages ([] when it may be saved). `partial` checks only what is there
 * (change-filter-info's body holds the fields of whichever dialog sent it); `layered` are the
 * visitor's portal's definitions and message overrides (the dependent info's then filtered by `tier`), else the catalog's.
 */
export function pricingFieldErrors(
  name: PricingFormName, body: Payload, opts: PricingFormVariant & { partial?: boolean; layered?: LayeredDefinitions } = {},
): FieldError[] {
  const defs = opts.layered ? pricingVariant(name, opts.layered.defs, opts) : pricingDefinitions(name, opts);
  const form = withFormMessages(pricingForm(name, defs), opts.layered?.messages);
  return validateValues(form, payloadToValues(form, body), opts);
}

/** The pricing dialogs' definitions and message overrides of a portal (their layers: the server's services/storefrontForms.ts), by form; a form not named keeps the catalog's. */
export type LayeredPricing = Partial<Record<PricingFormName, LayeredDefinitions>>;

/**
 * The field errors of a change-filter-info body for every pricing dialog's fields it holds: each
 * form (the portal's, `layered`) checks what is there (partial), so a dialog's answer is judged exactly as its engine form judged it.
 */
export function pricingChangeErrors(body: Payload, layered: LayeredPricing = {}): FieldError[] {
  return FILTER_FORM_NAMES.flatMap((name) => pricingFieldErrors(name, body, { partial: true, layered: layered[name] }));
}
