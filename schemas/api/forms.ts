/**
 * Schemas of the form tabs' routes: get-form-fields-* responses and save-* bodies. The save body
 * is built from the catalog, so the wire types (strings, with_validation 0/1, holiday_policy
 * object) are checked before the adapters validate values, and unknown server-defined fields
 * are accepted as strings (never dropped).
 */
import { CATALOG, type FieldSpec } from '../catalog';
import { MESSAGES } from '../messages';
import { FORM_TABS, WIZARD_TABS, type FormTab } from '../tabs';
import { enrollmentIdSchema, resultList, type Schema } from './common';

const MAX_TEXT = 500;

/** The saved_tab key of each form tab (the spelling save-enrollment's `tab` uses). */
const SAVED_TAB_OF = Object.fromEntries(WIZARD_TABS.map((t) => [t.tab_name, t.saved_tab])) as Record<FormTab, string>;

function wireProperty(spec: FieldSpec): Schema {
  if (spec.widget === 'checkboxGroup') {
    return {
      type: 'object', maxProperties: 50, 'x-message': spec.messages?.minItems ?? MESSAGES.choice,
      additionalProperties: { type: 'integer', enum: [0, 1], 'x-message': MESSAGES.choice },
    };
  }
  if (spec.widget === 'checkbox') return { type: 'integer', enum: [0, 1], 'x-message': MESSAGES.choice };
  const message = spec.messages?.pattern ?? spec.messages?.format ?? (spec.choices || spec.lookup ? MESSAGES.choice : MESSAGES.text);
  return { type: 'string', maxLength: MAX_TEXT, 'x-message': message };
}

/** The payload fields of a form tab as the wire carries them (what save-* and save-enrollment's data hold). */
function tabPayloadSchema(tab: FormTab): Schema {
  const properties: Record<string, Schema> = {};
  for (const [name, spec] of Object.entries(CATALOG[tab])) properties[name] = wireProperty(spec);
  return {
    type: 'object', properties, maxProperties: 100,
    additionalProperties: { type: 'string', maxLength: MAX_TEXT, 'x-message': MESSAGES.text },
  };
}

/** Body of save-{personal,contact,employer}-info: enrollment_id plus the tab's payload fields. */
export function saveTabBodySchema(tab: FormTab): Schema {
  const payload = tabPayloadSchema(tab);
  return { ...payload, required: ['enrollment_id'], properties: { enrollment_id: enrollmentIdSchema, ...(payload.properties as Record<string, Schema>) } };
}

/**
 * save-enrollment's `data`: any JSON object for tabs this slice does not build yet, and for a
 * form tab the same wire types as its save route (as an if/then per tab, so a wrong type gets a
 * 422 at data.<field> instead of being dropped).
 */
export const tabDataSchema = {
  type: 'object', maxProperties: 100,
  additionalProperties: { type: ['string', 'integer', 'object'], 'x-message': MESSAGES.text },
} as const;

export const tabDataRules: Schema[] = FORM_TABS.map((tab) => ({
  if: { properties: { tab: { const: SAVED_TAB_OF[tab] } }, required: ['tab'] },
  then: { properties: { data: tabPayloadSchema(tab) } },
}));

/** One field definition as get-form-fields-* sends it (`value` in payload shape, any JSON). */
export const fieldDefinitionSchema = {
  type: 'object',
  required: ['field_name', 'value', 'required', 'read_only'],
  properties: {
    field_name: { type: 'string' },
    value: {},
    required: { type: 'boolean' },
    read_only: { type: 'boolean' },
    schema: { type: 'object', additionalProperties: true },
  },
} as const;

export const formFieldsData = resultList(fieldDefinitionSchema);

/** data.saved_tab */
export const saveTabData = { type: 'object', required: ['saved_tab'], properties: { saved_tab: { type: 'string' } } } as const;
