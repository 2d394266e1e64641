/** A JSON Schema fragment (draft-07 subset) as plain data. */
export type JsonSchema = { [keyword: string]: unknown };

/**
 * The widgets of our form engine's registry; a catalog entry names one of them. `group` is a
 * nested object of fields (a fieldset), `list` an array of such objects (rows with add/remove).
 */
export type WidgetName =
  | 'name' | 'text' | 'textarea' | 'email' | 'phone' | 'ssn' | 'zip' | 'state' | 'date'
  | 'heightFeet' | 'heightInch' | 'weight' | 'number' | 'select' | 'radio' | 'checkbox' | 'checkboxGroup'
  | 'percentage'
  | 'paymentType' | 'billDate' | 'existingAccount' | 'routingNumber' | 'accountNumber' | 'cardNumber' | 'securityCode'
  | 'expiryMonth' | 'expiryYear' | 'yesNoCheckbox'
  | 'hidden' | 'group' | 'list';

/** Lookup endpoints that feed select, radio and checkbox-group options. */
export type LookupName =
  | 'ethnic-category' | 'states' | 'average-work-week' | 'employment-status' | 'compensation-types'
  | 'vacation-policy' | 'bargaining-unit' | 'holiday-policy'
  | 'beneficiary-relationships';

/** Validation keywords we attach messages to. */
export type MessageKeyword =
  | 'required' | 'pattern' | 'format' | 'minLength' | 'maxLength' | 'minItems' | 'maxItems' | 'enum' | 'const' | 'type'
  /** A whole-number range (schema minimum/maximum on a text value: adapters/range.ts checks it as a pattern). */
  | 'range';

/**
 * One option of a select, radio or checkbox group. `group` titles the options that share it (a
 * plan question's 'A. Prior to age 60'): a checkbox group shows each group as a fieldset of its own.
 */
export interface Choice { value: string; label: string; group?: string }

/**
 * When a field shows, from the values of the fields beside it (the same object: the tab, one
 * list row or one group). A field whose controller is hidden is hidden too.
 */
export type Condition =
  | { field: string; equals: string }
  | { field: string; in: readonly string[] }
  | { field: string; notEquals: string }
  | { all: readonly Condition[] }
  | { any: readonly Condition[] }
  | { not: Condition };

/** The rows of a `list` field: their fields and how many there may be. */
export interface ListSpec {
  fields: TabCatalog;
  /** Most rows a user may add (e.g. 3 medications). */
  maxItems?: number;
  /**
   * Rows the list always holds (e.g. the first medication row while the question is answered
   * Yes): they show even when empty and cannot be removed; a required field of theirs is required.
   */
  minItems?: number;
  /** Label of one row, numbered from 1 ('Medication' -> 'Medication 1'); '' for a row with no title of its own. */
  itemTitle: string;
  /** A field of the row whose value titles the row (e.g. the question's text) instead of the numbered label. */
  itemTitleField?: string;
  /** Label of the add button. */
  addLabel: string;
  /**
   * The rows are given by the server's definitions (the definition's `rows`: one entry per row,
   * each with its own field definitions, e.g. one per health question): no add, no remove.
   */
  fixed?: boolean;
}

/**
 * How a scalar's form value (a string) travels on the wire when it is not plain text: `flag`
 * is the number 1 or 0 (a yes/no answer), `integer` a whole number (an id).
 */
export type WireType = 'flag' | 'integer';

/**
 * What the catalog knows of one field. The server's field definition decides whether it
 * shows, whether it is required or read-only, and its saved value; the catalog decides
 * how it looks and what makes it valid.
 */
export interface FieldSpec {
  title: string;
  widget: WidgetName;
  /** JSON Schema of a scalar value in form shape (strings, string[] for checkbox groups); {} for group and list. */
  schema: JsonSchema;
  /** Message per failed keyword; 'Field is required' is the default for required. */
  messages?: Partial<Record<MessageKeyword, string>>;
  /** HTML autocomplete token for personal data (WCAG 1.3.5). */
  autocomplete?: string;
  /** Fixed options, when no lookup feeds them. */
  choices?: Choice[];
  /** Lookup that feeds the options at run time. */
  lookup?: LookupName;
  /** Shown only while the condition holds for the fields beside it. */
  visibleWhen?: Condition;
  /** Short help shown under the input. */
  help?: string;
  /** Example text shown in an empty input (never a label: the label always shows). */
  placeholder?: string;
  /** The heading the field is shown under (a form's sections follow its field order). */
  section?: string;
  /**
   * Inside a group or a list row: whether the field must be filled (the server flags top-level
   * fields); in a fixed storefront form (schemas/catalog/storefront/fixedForms.ts), the top-level flag too.
   */
  required?: boolean;
  /** A `group` field's own fields, in display order. */
  fields?: TabCatalog;
  /** A `list` field's rows. */
  items?: ListSpec;
  /** A `group`'s field whose value titles the group (e.g. the question's text) instead of `title`. */
  titleField?: string;
  /** The label is read by screen readers only (the fieldset around the field already shows it). */
  labelHidden?: boolean;
  /**
   * The field's message is the form's own (a plan question's 'Please answer all questions'): the
   * screen shows it once, above the form, and the field says it to screen readers only, so an
   * empty submit does not print it once per question (storefront.md section 9).
   */
  errorAtForm?: boolean;
  /** The value's wire type when it is not text (see WireType). */
  wire?: WireType;
  /**
   * Pattern of the masked value the server shows instead of a secret (an SSN not the viewer's
   * own): the browser's form accepts it unchanged, and the server keeps the sealed value it
   * stands for (server/services/keptSecrets.ts) before checking `schema` strictly.
   */
  masked?: string;
}

/** Every known field of one form, in display order. */
export type TabCatalog = Record<string, FieldSpec>;

/**
 * The server's hint for one field (FieldDefinition.schema): for a field the catalog does not know,
 * how it looks and what makes it valid; for a known field, only what a form definition changes
 * of its catalog spec. `message` is the pattern's message (for an unknown field without
 * `lengthMessage`, its length and choice message too). An empty `pattern` removes the catalog's;
 * `minimum`/`maximum` bound a whole number typed as text. Wire schema: schemas/api/forms.ts.
 */
export type FieldHint = {
  type?: 'string';
  title?: string;
  help?: string;
  placeholder?: string;
  widget?: WidgetName;
  choices?: Choice[];
  lookup?: LookupName;
  pattern?: string;
  message?: string;
  minLength?: number;
  maxLength?: number;
  lengthMessage?: string;
  minimum?: number;
  maximum?: number;
  rangeMessage?: string;
  section?: string;
  visibleWhen?: Condition;
  /** The hint's texts in other languages, from the form definition (issue 18): adapters/formLayers/hintLanguage.ts picks one. */
  translations?: Partial<Record<'es', HintTexts>>;
};

/** A hint's texts in one other language: options' labels by their value. */
export type HintTexts = Partial<Record<'title' | 'help' | 'placeholder' | 'section' | 'message' | 'lengthMessage' | 'rangeMessage', string>> & {
  choices?: Record<string, string>;
};

/**
 * A field definition as the server sends it (get-form-fields-*). `schema` is our extension:
 * a hint that lets a field the catalog does not know render and validate. `fields` (also ours)
 * overrides the definitions of a group's or a list row's fields; without it the catalog's apply.
 * A type alias, not an interface, so it fits the open objects ({[x: string]: unknown}) the wire
 * schema (schemas/api/forms.ts) gives `fields`, and the server's answer is checked against it.
 */
export type FieldDefinition = {
  field_name: string;
  value: unknown;
  required: boolean;
  read_only: boolean;
  schema?: FieldHint;
  fields?: FieldDefinition[];
  /** A fixed list's rows (ListSpec.fixed): each row's own field definitions, one entry per row. */
  rows?: FieldDefinition[][];
};
