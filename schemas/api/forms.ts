/**
 * Schemas of the form tabs' routes: get-form-fields-* responses and save-* bodies. The save body
 * is built from the catalog, so the wire types (strings, with_validation 0/1, holiday_policy
 * object) are checked before the adapters validate values, and unknown server-defined fields
 * are accepted as strings (never dropped).
 */
import { CATALOG, LOOKUP_NAMES, WIDGET_NAMES, type FieldSpec, type FormName } from '../catalog';
import { MESSAGES } from '../messages';
import { MAX_LIST_LIMIT } from '../rules';
import { FORM_TABS, SAVED_TABS, WIZARD_TABS, type FormTab } from '../tabs';
import { answer, answerWith, enrollmentIdSchema, type Schema } from './common';

const MAX_TEXT = 500;

/** The saved_tab key of each form tab (the spelling save-enrollment's `tab` uses). */
const SAVED_TAB_OF = Object.fromEntries(WIZARD_TABS.map((t) => [t.tab_name, t.saved_tab])) as Record<FormTab, string>;

function wireProperty(spec: FieldSpec): Schema {
  // A group's and a list's own fields are checked by the adapters (payloadToValues + validateValues).
  if (spec.widget === 'group') return { type: 'object', maxProperties: 100, 'x-message': MESSAGES.text };
  if (spec.widget === 'list') return { type: 'array', maxItems: 50, items: { type: 'object', maxProperties: 100 }, 'x-message': MESSAGES.text };
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

/**
 * The static type of an object schema the catalog builds at run time: FromSchema can only read
 * it as an open object ({[x: string]: unknown}); its properties are known when the server starts.
 */
export type CatalogObjectSchema = Schema & { readonly type: 'object' };

/** The payload fields of a form as the wire carries them (what save-*, save-enrollment's data and a list's items hold). */
export function tabPayloadSchema(tab: FormName): CatalogObjectSchema {
  const properties: Record<string, Schema> = {};
  for (const [name, spec] of Object.entries(CATALOG[tab])) properties[name] = wireProperty(spec);
  return {
    type: 'object', properties, maxProperties: 100,
    additionalProperties: { type: 'string', maxLength: MAX_TEXT, 'x-message': MESSAGES.text },
  };
}

/**
 * The static type of a save body's schema: enrollment_id, which every form tab's body has, and
 * the tab's payload fields, which the catalog decides at run time, so a precise static type is
 * impossible: FromSchema reads it as {enrollment_id: string; [x: string]: unknown}.
 */
export type SaveTabBodySchema = CatalogObjectSchema & {
  readonly required: readonly ['enrollment_id'];
  readonly properties: { readonly enrollment_id: typeof enrollmentIdSchema };
};

/** Body of save-{personal,contact,employer}-info (and validate-single-beneficiary): enrollment_id plus the form's payload fields. */
export function saveTabBodySchema(tab: FormName): SaveTabBodySchema {
  const payload = tabPayloadSchema(tab);
  return { ...payload, required: ['enrollment_id'], properties: { enrollment_id: enrollmentIdSchema, ...(payload.properties as Record<string, Schema>) } };
}

/**
 * save-enrollment's `data`: any JSON object for tabs this slice does not build yet, and for a
 * form tab the same wire types as its save route (as an if/then per tab, so a wrong type gets a
 * 422 at data.<field> instead of being dropped). A value is what a payload holds: a string, a
 * 0/1, a group's or checkbox group's object, or a list's rows.
 */
export const tabDataSchema = {
  type: 'object', maxProperties: 100,
  additionalProperties: { type: ['string', 'integer', 'object', 'array'], 'x-message': MESSAGES.text },
} as const;

/** Built from the catalog at run time, so typed as open schemas: FromSchema reads save-enrollment's body without them. */
export const tabDataRules: readonly Schema[] = FORM_TABS.map((tab) => ({
  if: { properties: { tab: { const: SAVED_TAB_OF[tab] } }, required: ['tab'] },
  then: { properties: { data: tabPayloadSchema(tab) } },
}));

/** Bounds of a hint's texts and lists (data from staff, so every one is bounded). */
const HINT_TEXT = 500;
const HINT_OPTIONS = 200;
const CONDITION_DEPTH = 4;
const CONDITION_PARTS = 20;

/**
 * A visibleWhen condition (schemas/catalog Condition) nested at most `depth` levels: one object
 * of a field and its test (equals, in, notEquals) or of all / any / not over conditions one
 * level down. Which combinations make sense the adapters check (isCondition); the wire bounds size.
 */
function conditionWireSchema(depth: number): Schema {
  const inner = depth > 1 ? conditionWireSchema(depth - 1) : undefined;
  const text = { type: 'string', maxLength: 200 };
  return {
    type: 'object', additionalProperties: false, minProperties: 1, maxProperties: 2,
    properties: {
      field: { type: 'string', maxLength: 64 }, equals: text, notEquals: text, in: { type: 'array', maxItems: 50, items: text },
      ...(inner && { all: { type: 'array', maxItems: CONDITION_PARTS, items: inner }, any: { type: 'array', maxItems: CONDITION_PARTS, items: inner }, not: inner }),
    },
  };
}

/**
 * A field definition's hint (FieldDefinition.schema, schemas/catalog FieldHint): closed and
 * bounded, since its content is data product staff wrote.
 */
export const fieldHintSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: ['string'] },
    title: { type: 'string', maxLength: 200 },
    help: { type: 'string', maxLength: HINT_TEXT },
    placeholder: { type: 'string', maxLength: 100 },
    widget: { type: 'string', enum: WIDGET_NAMES },
    choices: {
      type: 'array', maxItems: HINT_OPTIONS,
      items: {
        type: 'object', required: ['value', 'label'], additionalProperties: false,
        properties: { value: { type: 'string', maxLength: 100 }, label: { type: 'string', maxLength: 200 } },
      },
    },
    lookup: { type: 'string', enum: LOOKUP_NAMES },
    pattern: { type: 'string', maxLength: 200 },
    message: { type: 'string', maxLength: HINT_TEXT },
    minLength: { type: 'integer', minimum: 0, maximum: 10000 },
    maxLength: { type: 'integer', minimum: 0, maximum: 10000 },
    lengthMessage: { type: 'string', maxLength: HINT_TEXT },
    minimum: { type: 'integer', minimum: -999_999_999_999_999, maximum: 999_999_999_999_999 },
    maximum: { type: 'integer', minimum: -999_999_999_999_999, maximum: 999_999_999_999_999 },
    rangeMessage: { type: 'string', maxLength: HINT_TEXT },
    section: { type: 'string', maxLength: 100 },
    // Built at run time (nested levels), so typed as an open object for FromSchema.
    visibleWhen: conditionWireSchema(CONDITION_DEPTH) as { readonly type: 'object' },
    // The texts above in other languages (issue 18: the form definition's translations).
    translations: {
      type: 'object', additionalProperties: false,
      properties: {
        es: {
          type: 'object', additionalProperties: false,
          properties: {
            title: { type: 'string', maxLength: 200 }, help: { type: 'string', maxLength: HINT_TEXT }, placeholder: { type: 'string', maxLength: 100 },
            section: { type: 'string', maxLength: 100 }, message: { type: 'string', maxLength: HINT_TEXT },
            lengthMessage: { type: 'string', maxLength: HINT_TEXT }, rangeMessage: { type: 'string', maxLength: HINT_TEXT },
            choices: { type: 'object', maxProperties: HINT_OPTIONS, additionalProperties: { type: 'string', maxLength: 200 } },
          },
        },
      },
    },
  },
} as const;

/**
 * One field definition as get-form-fields-* sends it (`value` in payload shape, any JSON).
 * `schema` (a hint for a field the catalog does not know) and `fields` (a group's or list row's
 * own definitions) are our extensions. `fields` holds definitions again, a recursion FromSchema
 * cannot follow, so its items are open objects here (schemas/api/types.ts says FieldDefinition).
 */
export const fieldDefinitionSchema = {
  type: 'object',
  required: ['field_name', 'value', 'required', 'read_only'],
  additionalProperties: false,
  properties: {
    field_name: { type: 'string' },
    value: {},
    required: { type: 'boolean' },
    read_only: { type: 'boolean' },
    schema: fieldHintSchema,
    fields: { type: 'array', items: { type: 'object', additionalProperties: true } },
  },
} as const;

/**
 * data.messages (our extension, only when the enrollment's portal or group overrides catalog
 * messages: a form layer's `messages`): message key of schemas/messages.ts -> the text this
 * scope's forms show instead; the client's engine shows these texts, as the server's 422 does.
 */
export const formMessagesSchema = { type: 'object', additionalProperties: { type: 'string' } } as const;

/**
 * data.message_translations (our extension, issue 18): the message overrides above in other
 * languages, as the form definition translates them, so the page shows whichever it speaks.
 */
export const formMessageTranslationsSchema = { type: 'object', additionalProperties: false, properties: { es: formMessagesSchema } } as const;

/**
 * data.result: the definitions; data.validator (our extension): the hash of the form's schema,
 * whose precompiled validator module is GET form-validators/{validator}.js; data.messages (our
 * extension): formMessagesSchema.
 */
export const formFieldsData = answerWith({
  result: { type: 'array', items: fieldDefinitionSchema },
  validator: { type: 'string', pattern: '^[0-9a-f]{64}$' },
}, { messages: formMessagesSchema, message_translations: formMessageTranslationsSchema });

/** data.max_items of a list's item form answer: the list's most rows when the form's layers set it (our extension; absent: the spec's). */
export const listLimitSchema = { type: 'integer', minimum: 1, maximum: MAX_LIST_LIMIT } as const;

/** A validator module's file name: the form schema's hash (get-form-fields-* data.validator) and '.js'. */
export const FORM_VALIDATOR_FILE = '^([0-9a-f]{64})\\.js$';

/** form-validators/{file} */
export const formValidatorParams = {
  type: 'object', required: ['file'],
  properties: { file: { type: 'string', pattern: FORM_VALIDATOR_FILE, 'x-message': MESSAGES.choice } },
} as const;

/** data.saved_tab */
export const saveTabData = answer({ saved_tab: { type: 'string', enum: SAVED_TABS } });
