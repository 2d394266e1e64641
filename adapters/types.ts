/**
 * Shapes the adapters translate between. Plain data types only: no RJSF import, so
 * schemas/ and server/ can use them without pulling a UI library in.
 */
import type { Choice, FieldDefinition, FieldSpec, JsonSchema, LookupName } from '../schemas/catalog';
import type { DefinitionLanguage } from '../schemas/forms/translations';

/**
 * Form shape: what the form engine edits. Scalars are strings ('' when empty), checkbox
 * groups string[], a group an object of values, a list an array of such objects.
 */
export type FormValue = string | string[] | FormValues | FormValues[];
export interface FormValues { [name: string]: FormValue }
/** Wire shape: what save-* send and what field definitions' `value` hold. */
export type Payload = Record<string, unknown>;
/** Options of each lookup that has loaded; a missing entry means "not loaded yet". */
export type LookupOptions = Partial<Record<LookupName, Choice[]>>;

/** How a field's value is shaped. */
export type FieldKind = 'scalar' | 'choices' | 'group' | 'list';

/** One field of a form as the engine renders it: catalog look + the server's flags. */
export interface FormField {
  name: string;
  spec: FieldSpec;
  kind: FieldKind;
  required: boolean;
  readOnly: boolean;
  /** false when the catalog does not know the field and it renders from the server's hint (or as text). */
  known: boolean;
  /** A group's fields, or one list row's fields (empty for scalars and fixed lists). */
  fields: FormField[];
  /** A fixed list's rows (ListSpec.fixed), each with its own fields; absent for every other field. */
  rows?: FormField[][];
}

/** A form ready to render: its fields in the server's order and the lookup options loaded so far. */
export interface TabForm {
  /** The catalog the form was built from (a tab name, or a list item's form). */
  name: string;
  fields: FormField[];
  lookups: LookupOptions;
  /** The scope's overrides of catalog messages by key (a form layer's `messages`): errors show these texts. */
  messages?: MessageOverrides;
  /** A list item form's list limit when the form's layers set one (`tab.maxItems`; the rule table's otherwise). */
  maxItems?: number;
}

/** A scope's overrides of catalog messages: message key of schemas/messages.ts -> the text shown instead. */
export type MessageOverrides = Readonly<Record<string, string>>;

/**
 * A scope's overrides with their translations, as a messages form's answer carries them
 * (get-form-fields-messages, get-form-fields-wizard-messages): the English texts by message key,
 * and per other language the texts its definition translates (issue 18).
 */
export interface TranslatedOverrides {
  messages?: MessageOverrides;
  message_translations?: Partial<Record<DefinitionLanguage, MessageOverrides>>;
}

/**
 * A storefront form's definitions at a portal and, when its layers set any, their overrides of
 * catalog messages (the server's services/storefrontForms.ts): the checks of the calls that
 * receive the form build it with both, so their 422 says what its engine form says.
 */
export interface LayeredDefinitions { defs: FieldDefinition[]; messages?: MessageOverrides }

/** uiSchema as plain data ('ui:order', per-field 'ui:widget', 'ui:readonly', ...). */
export type UiSchema = { [key: string]: unknown };

/** RJSF-compatible error tree: `{field: {__errors: [msg]}}`, nested along dotted paths. */
export interface ErrorSchema {
  __errors?: string[];
  [key: string]: ErrorSchema | string[] | undefined;
}

export type { JsonSchema };
