import type { Condition } from '../../schemas/catalog';

/** How deep conditions may nest (all/any/not), how many parts one may have, how long its texts may be. */
export const CONDITION_LIMITS = { depth: 4, parts: 20, values: 50, text: 200 } as const;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= CONDITION_LIMITS.text;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a value from staff is a Condition of the expression language, within its limits. */
export function isCondition(value: unknown, depth = 1): value is Condition {
  if (!isObject(value) || depth > CONDITION_LIMITS.depth) return false;
  const keys = Object.keys(value).sort().join(',');
  const parts = (list: unknown) => Array.isArray(list) && list.length <= CONDITION_LIMITS.parts && list.every((c) => isCondition(c, depth + 1));
  if (keys === 'all') return parts(value.all);
  if (keys === 'any') return parts(value.any);
  if (keys === 'not') return isCondition(value.not, depth + 1);
  if (!isText(value.field) || value.field === '') return false;
  if (keys === 'equals,field') return isText(value.equals);
  if (keys === 'field,notEquals') return isText(value.notEquals);
  if (keys === 'field,in') return Array.isArray(value.in) && value.in.length <= CONDITION_LIMITS.values && value.in.every(isText);
  return false;
}
