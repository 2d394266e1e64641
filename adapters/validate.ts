import type { ErrorObject } from 'ajv';
import type { FieldError } from '../schemas/api/types';
import { compileSchema } from './compile';
import { mustFill, propertyFor } from './jsonSchema';
import { messageFor } from './messages';
import type { FormValues, TabForm } from './types';
import { visibleFields } from './visibility';

/** Which error of a field the user sees first: missing, then the value's rule, then the rest. */
const KEYWORD_RANK: Record<string, number> = {
  required: 0, not: 0, minLength: 0, minItems: 0,
  pattern: 1, format: 1,
  maxLength: 2,
  oneOf: 3, const: 3, enum: 3, anyOf: 3, uniqueItems: 3,
  type: 4,
};
const LOWEST_RANK = 5;

/** The most relevant failed keyword of one value (missing first, then the value's rule). */
function worstKeyword(errors: ErrorObject[]): string {
  let best = { rank: Infinity, keyword: 'type' };
  for (const { keyword } of errors) {
    const rank = KEYWORD_RANK[keyword] ?? LOWEST_RANK;
    if (rank < best.rank) best = { rank, keyword };
  }
  return best.keyword;
}

/**
 * Validates form values with real ajv and our formats, field by field against the schema
 * jsonSchemaFor gives each visible field (same rules, same messages), and returns one
 * FieldError per failing field, in the form's order. Per field, so a value turning empty or
 * filled recompiles one small schema, not the whole tab. `partial` skips required checks
 * (Save & Continue Later drafts).
 */
export function validateValues(form: TabForm, values: FormValues, opts: { partial?: boolean } = {}): FieldError[] {
  const partial = opts.partial ?? false;
  const errors: FieldError[] = [];
  for (const field of visibleFields(form, values)) {
    const must = mustFill(field, partial);
    // As typed, like the client's RJSF: the schema itself treats a blank answer as empty.
    const value = values[field.name];
    let keyword: string | undefined;
    if (value === undefined) {
      keyword = must ? 'required' : undefined;
    } else {
      // Titles do not change validity; without them fields with the same rules share a validator.
      const { title: _title, ...rules } = propertyFor(form, field, value, must);
      const validate = compileSchema(rules);
      if (!validate(value)) keyword = worstKeyword(validate.errors ?? []);
    }
    if (keyword) errors.push({ target_element: field.name, error_message: messageFor(form, field.name, keyword) });
  }
  return errors;
}
