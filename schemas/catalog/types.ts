/** A JSON Schema fragment (draft-07 subset) as plain data. */
export type JsonSchema = { [keyword: string]: unknown };

/** The widgets of our form engine's registry; a catalog entry names one of them. */
export type WidgetName =
  | 'name' | 'text' | 'textarea' | 'email' | 'phone' | 'ssn' | 'zip' | 'state' | 'date'
  | 'heightFeet' | 'heightInch' | 'weight' | 'number' | 'select' | 'radio' | 'checkbox' | 'checkboxGroup';

/** Lookup endpoints that feed select, radio and checkbox-group options. */
export type LookupName =
  | 'ethnic-category' | 'states' | 'average-work-week' | 'employment-status' | 'compensation-types'
  | 'vacation-policy' | 'bargaining-unit' | 'holiday-policy';

/** Validation keywords we attach messages to. */
export type MessageKeyword =
  | 'required' | 'pattern' | 'format' | 'minLength' | 'maxLength' | 'minItems' | 'enum' | 'const' | 'type';

/** One option of a select, radio or checkbox group. */
export interface Choice { value: string; label: string }

/**
 * What the catalog knows of one field. The server's field definition decides whether it
 * shows, whether it is required or read-only, and its saved value; the catalog decides
 * how it looks and what makes it valid.
 */
export interface FieldSpec {
  title: string;
  widget: WidgetName;
  /** JSON Schema of the value in form shape (strings for scalars, string[] for checkbox groups). */
  schema: JsonSchema;
  /** Message per failed keyword; 'Field is required' is the default for required. */
  messages?: Partial<Record<MessageKeyword, string>>;
  /** HTML autocomplete token for personal data (WCAG 1.3.5). */
  autocomplete?: string;
  /** Fixed options, when no lookup feeds them. */
  choices?: Choice[];
  /** Lookup that feeds the options at run time. */
  lookup?: LookupName;
  /** Shown only while another field of the same tab holds this value. */
  visibleWhen?: { field: string; equals: string };
  /** Short help shown under the input. */
  help?: string;
}

/** Every known field of one tab, in display order. */
export type TabCatalog = Record<string, FieldSpec>;

/**
 * A field definition as the server sends it (get-form-fields-*). `schema` is our extension:
 * a hint that lets a field the catalog does not know render and validate.
 */
export interface FieldDefinition {
  field_name: string;
  value: unknown;
  required: boolean;
  read_only: boolean;
  schema?: { type?: 'string'; title?: string; widget?: WidgetName; pattern?: string; maxLength?: number; message?: string; choices?: Choice[] };
}
