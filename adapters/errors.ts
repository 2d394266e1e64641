import type { FieldError } from '../schemas/api/types';
import type { ErrorSchema } from './types';

/** Path steps that would reach Object.prototype instead of a field. */
const UNSAFE = new Set(['__proto__', 'prototype', 'constructor']);
/** RJSF's key for the messages of one node. */
const ERRORS = '__errors';

/**
 * Server field errors -> RJSF error tree: 'a.b.2.c' becomes {a: {b: {2: {c: {__errors: [msg]}}}}}.
 * Repeated messages on one path are kept once.
 */
export function fieldErrorsToErrorSchema(errors: FieldError[]): ErrorSchema {
  const root: ErrorSchema = {};
  for (const { target_element, error_message } of errors) {
    const steps = target_element.split('.').filter(Boolean);
    if (steps.length === 0 || steps.some((s) => UNSAFE.has(s) || s === ERRORS)) continue;
    let node = root;
    for (const step of steps) {
      const child = Object.hasOwn(node, step) ? (node[step] as ErrorSchema) : undefined;
      node = child ?? (node[step] = {});
    }
    const list = (node[ERRORS] ??= []);
    if (!list.includes(error_message)) list.push(error_message);
  }
  return root;
}
