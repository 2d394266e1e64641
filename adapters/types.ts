/**
 * Shapes the adapters translate between. Plain data types only: no RJSF import, so
 * schemas/ and server/ can use them without pulling a UI library in.
 */
import type { Choice, FieldSpec, JsonSchema, LookupName } from '../schemas/catalog';
import type { FormTab } from '../schemas/tabs';

/** Form shape: what the form engine edits. Scalars are strings ('' when empty), checkbox groups string[]. */
export type FormValues = Record<string, string | string[]>;
/** Wire shape: what save-* send and what field definitions' `value` hold. */
export type Payload = Record<string, unknown>;
/** Options of each lookup that has loaded; a missing entry means "not loaded yet". */
export type LookupOptions = Partial<Record<LookupName, Choice[]>>;

/** One field of a tab as the engine renders it: catalog look + the server's flags. */
export interface FormField {
  name: string;
  spec: FieldSpec;
  required: boolean;
  readOnly: boolean;
  /** false when the catalog does not know the field and it renders from the server's hint (or as text). */
  known: boolean;
}

/** A tab ready to render: its fields in the server's order and the lookup options loaded so far. */
export interface TabForm {
  tab: FormTab;
  fields: FormField[];
  lookups: LookupOptions;
}

/** uiSchema as plain data ('ui:order', per-field 'ui:widget', 'ui:readonly', ...). */
export type UiSchema = { [key: string]: unknown };

/** RJSF-compatible error tree: `{field: {__errors: [msg]}}`, nested along dotted paths. */
export interface ErrorSchema {
  __errors?: string[];
  [key: string]: ErrorSchema | string[] | undefined;
}

export type { JsonSchema };
