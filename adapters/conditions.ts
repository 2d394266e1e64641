/**
 * Visibility conditions (schemas/catalog Condition) in their two readings: against the values
 * of one object (which fields show now) and as JSON Schema (which fields the schema requires
 * when), so the client's rendering, its validator and the server's validation agree.
 */
import type { Condition } from '../schemas/catalog';
import type { FormValue, FormValues, JsonSchema } from './types';

/** An answer as conditions read it: '' is no answer (absent, as in schema data), so it equals nothing. */
const text = (value: FormValue | undefined): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** Whether `condition` holds for the values of the object it is evaluated in. */
export function conditionHolds(condition: Condition, values: FormValues): boolean {
  if ('all' in condition) return condition.all.every((c) => conditionHolds(c, values));
  if ('any' in condition) return condition.any.some((c) => conditionHolds(c, values));
  if ('not' in condition) return !conditionHolds(condition.not, values);
  const value = text(values[condition.field]);
  if ('equals' in condition) return value === condition.equals;
  if ('in' in condition) return value !== undefined && condition.in.includes(value);
  return value !== condition.notEquals;
}

/** The fields a condition reads. */
export function conditionFields(condition: Condition): string[] {
  if ('all' in condition) return condition.all.flatMap(conditionFields);
  if ('any' in condition) return condition.any.flatMap(conditionFields);
  if ('not' in condition) return conditionFields(condition.not);
  return [condition.field];
}

/** `field` holds one of `values` (an absent or empty field holds none). */
function holdsOneOf(field: string, values: readonly string[]): JsonSchema {
  const value: JsonSchema = values.length === 1 ? { const: values[0] } : { enum: [...values] };
  return { properties: { [field]: value }, required: [field] };
}

/**
 * The condition as a JSON Schema the object's data must match. Empty answers are absent from
 * the data the schema sees, so `equals` needs the field present, and `notEquals` holds for an
 * absent field, exactly as conditionHolds reads ''.
 */
export function conditionSchema(condition: Condition): JsonSchema {
  if ('all' in condition) return { allOf: condition.all.map(conditionSchema) };
  if ('any' in condition) return { anyOf: condition.any.map(conditionSchema) };
  if ('not' in condition) return { not: conditionSchema(condition.not) };
  if ('equals' in condition) return holdsOneOf(condition.field, [condition.equals]);
  if ('in' in condition) return holdsOneOf(condition.field, condition.in);
  return { not: holdsOneOf(condition.field, [condition.notEquals]) };
}
