import { MESSAGES } from '../schemas/messages';
import type { FieldSpec } from '../schemas/catalog';
import { rowFields } from './rows';
import type { FormField, TabForm } from './types';

/** Default message of each of our formats when the catalog names none. */
const FORMAT_MESSAGES: Record<string, string> = {
  'mdy-date': MESSAGES.date,
  'past-date': MESSAGES.pastDate,
  'adult-date': MESSAGES.underAge,
  email: MESSAGES.email,
};

/**
 * Keywords that mean "this value is missing": `not` (blank) / minItems are how required
 * shows on '   ' and [] (the schema uses `not` for nothing else), minLength for older schemas.
 */
const MISSING_KEYWORDS = new Set(['required', 'not', 'minLength', 'minItems']);
/** Keywords that mean "not one of the options". */
const CHOICE_KEYWORDS = new Set(['enum', 'const', 'oneOf', 'anyOf', 'uniqueItems']);

function specMessage(spec: FieldSpec | undefined, keyword: string): string | undefined {
  const messages = spec?.messages as Record<string, string | undefined> | undefined;
  return messages?.[keyword];
}

/**
 * The field at a dotted path ('a', 'group.b', 'list.2.c'): names walk into groups and list
 * rows, a numeric step picks the row (its fields: a fixed list's rows differ). undefined when
 * the path names no field.
 */
export function fieldAt(form: TabForm, path: string): FormField | undefined {
  let fields: readonly FormField[] = form.fields;
  let found: FormField | undefined;
  for (const step of path.split('.').filter(Boolean)) {
    if (/^\d+$/.test(step)) {
      if (found?.kind === 'list') fields = rowFields(found, Number(step));
      continue;
    }
    found = fields.find((f) => f.name === step);
    if (!found) return undefined;
    fields = found.fields;
  }
  return found;
}

/**
 * The user-facing message for a failed keyword of the field at `path`: the catalog's message
 * when it has one, else our defaults ('Field is required' for anything that means "missing").
 * `format` names the failed format when the field checks more than its own (schema.allOf): that
 * format's default message, since the catalog's `format` message is its own format's.
 */
export function messageFor(form: TabForm, path: string, keyword: string, format?: string): string {
  const spec = fieldAt(form, path)?.spec;
  if (keyword === 'format' && format !== undefined && format !== spec?.schema.format && Object.hasOwn(FORMAT_MESSAGES, format)) return FORMAT_MESSAGES[format];
  const own = specMessage(spec, keyword);
  if (own) return own;
  if (MISSING_KEYWORDS.has(keyword)) return specMessage(spec, 'required') ?? MESSAGES.required;
  if (CHOICE_KEYWORDS.has(keyword)) return specMessage(spec, 'enum') ?? specMessage(spec, 'const') ?? MESSAGES.choice;
  if (keyword === 'format') return FORMAT_MESSAGES[String(spec?.schema.format)] ?? MESSAGES.text;
  if (keyword === 'maxItems') return MESSAGES.tooManyItems;
  if (keyword === 'range') return MESSAGES.numberRange;
  // maxLength and type: the field's "invalid" message reads right for them too.
  return specMessage(spec, 'pattern') ?? specMessage(spec, 'format') ?? MESSAGES.text;
}
