/**
 * Schemas of the form tabs' routes: get-form-fields-* responses and save-* bodies. The save body
 * is built from the catalog, so the wire types (strings, with_validation 0/1, holiday_policy
 * object) are checked before the adapters validate values, and unknown server-defined fields
 * are accepted as strings (never dropped).
 */
import { CATALOG, type FieldSpec } from '../catalog';
import { MESSAGES } from '../messages';
import type { FormTab } from '../tabs';
import { enrollmentIdSchema, resultList, type Schema } from './common';

const MAX_TEXT = 500;

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

/** Body of save-{personal,contact,employer}-info: enrollment_id plus the tab's payload fields. */
export function saveTabBodySchema(tab: FormTab): Schema {
  const properties: Record<string, Schema> = { enrollment_id: enrollmentIdSchema };
  for (const [name, spec] of Object.entries(CATALOG[tab])) properties[name] = wireProperty(spec);
  return {
    type: 'object', required: ['enrollment_id'], properties, maxProperties: 100,
    additionalProperties: { type: 'string', maxLength: MAX_TEXT, 'x-message': MESSAGES.text },
  };
}

/** Body of save-enrollment's `data` for a form tab: the same payload fields, no enrollment_id. */
export const tabDataSchema = {
  type: 'object', maxProperties: 100,
  additionalProperties: { type: ['string', 'integer', 'object'], 'x-message': MESSAGES.text },
} as const;

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
