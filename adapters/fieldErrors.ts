import type { FieldError } from '../schemas/api/types';
import { overriddenMessage } from './messageOverrides';
import { FORMAT_ORDER } from './formats';
import { fieldAt, messageFor } from './messages';
import { integerRangePattern } from './range';
import { rowFields } from './rows';
import type { FormField, TabForm } from './types';

/**
 * One failed check of the form's schema: where (dotted path), which keyword and, for a pattern,
 * which one (a field's range is a pattern of its own: adapters/range.ts), for a format, which one
 * (a field may check several: the quote's DOB).
 */
export interface SchemaFailure { path: string; keyword: string; pattern?: string; format?: string }

/** Which error of a field the user sees first: missing, then the value's rule, then the rest. */
const KEYWORD_RANK: Record<string, number> = {
  required: 0, not: 0, minLength: 0, minItems: 0,
  pattern: 1, format: 1,
  maxLength: 2, maxItems: 2, range: 2,
  oneOf: 3, const: 3, enum: 3, anyOf: 3, uniqueItems: 3,
  type: 4,
};
const LOWEST_RANK = 5;
/** An if/then's own failure only repeats the failures of its branch. */
const IGNORED = new Set(['if']);

/**
 * The field a failure belongs to: a checkbox group's item ('holiday_policy.0') is the group's
 * own; list row indexes stay ('medications.1.dosage'). Paths the form does not know stay as they are.
 */
function fieldPathOf(form: TabForm, path: string): string {
  const kept: string[] = [];
  let fields: readonly FormField[] = form.fields;
  let current: FormField | undefined;
  for (const step of path.split('.')) {
    if (/^\d+$/.test(step)) {
      if (current?.kind === 'choices') break;
      if (current?.kind === 'list') fields = rowFields(current, Number(step));
      kept.push(step);
      continue;
    }
    current = fields.find((f) => f.name === step);
    kept.push(step);
    if (!current) return path;
    fields = current.fields;
  }
  return kept.join('.');
}

/** The failure's keyword, 'range' for the pattern of the field's whole-number range. */
function keywordOf(form: TabForm, path: string, failure: SchemaFailure): string {
  if (failure.keyword !== 'pattern' || failure.pattern === undefined) return failure.keyword;
  const schema = fieldAt(form, path)?.spec.schema;
  const range = schema && integerRangePattern(schema.minimum as number | undefined, schema.maximum as number | undefined);
  return range === failure.pattern ? 'range' : 'pattern';
}

/** A failed format's place in FORMAT_ORDER (an unknown one last). */
function formatRank(format: string | undefined): number {
  const index = (FORMAT_ORDER as readonly string[]).indexOf(format ?? '');
  return index === -1 ? FORMAT_ORDER.length : index;
}

interface Picked { keyword: string; format?: string }

/** Whether a failure explains its field better than the one picked so far: a lower keyword rank, or an earlier format. */
function explainsBetter(next: Picked, current: Picked | undefined): boolean {
  if (current === undefined) return true;
  const [rank, currentRank] = [KEYWORD_RANK[next.keyword] ?? LOWEST_RANK, KEYWORD_RANK[current.keyword] ?? LOWEST_RANK];
  if (rank !== currentRank) return rank < currentRank;
  return next.keyword === 'format' && current.keyword === 'format' && formatRank(next.format) < formatRank(current.format);
}

/** Display order of every field path prefix: top-level index, then nested indexes. */
function orderKey(form: TabForm, path: string): number[] {
  const key: number[] = [];
  let fields: readonly FormField[] = form.fields;
  let current: FormField | undefined;
  for (const step of path.split('.')) {
    if (/^\d+$/.test(step)) {
      key.push(Number(step));
      if (current?.kind === 'list') fields = rowFields(current, Number(step));
      continue;
    }
    const index = fields.findIndex((f) => f.name === step);
    key.push(index === -1 ? Number.MAX_SAFE_INTEGER : index);
    current = index === -1 ? undefined : fields[index];
    fields = current?.fields ?? [];
  }
  return key;
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/**
 * The field errors of a failed validation: one per path (its most relevant keyword), with the
 * catalog's message (or the scope's override of it: form.messages), in display order. The
 * server answers with them and the client shows the same, from the same schema, so both say
 * exactly the same thing.
 */
export function pickFieldErrors(form: TabForm, failures: readonly SchemaFailure[]): FieldError[] {
  const best = new Map<string, Picked>();
  for (const failure of failures) {
    if (IGNORED.has(failure.keyword) || failure.path === '') continue;
    const path = fieldPathOf(form, failure.path);
    const next: Picked = { keyword: keywordOf(form, path, failure), ...(failure.format !== undefined && { format: failure.format }) };
    if (explainsBetter(next, best.get(path))) best.set(path, next);
  }
  return [...best]
    .map(([path, picked]) => ({ path, picked, order: orderKey(form, path) }))
    .sort((a, b) => compareKeys(a.order, b.order))
    .map(({ path, picked }) => ({
      target_element: path, error_message: overriddenMessage(form.messages, messageFor(form, path, picked.keyword, picked.format)),
    }));
}

/** A field path known to the form (errors at unknown paths stay with the screen's message area). */
export function isFieldPath(form: TabForm, path: string): boolean {
  return fieldAt(form, path) !== undefined;
}
