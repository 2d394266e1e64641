import type { FieldError } from '../../schemas/api/types';
import type { FormLayer } from '../../schemas/forms/definition';
import { adminFormPath, type FormScope } from './adminPath';
import { apiPost } from './client';

/**
 * POST …/draft/validate: the field errors a save would answer for `values` (a save's payload) on
 * the form unsaved layer `content` makes at the scope; none: they pass. Nothing is written.
 * A bad layer rejects with ApiFieldErrors (its problems at fields.<name>.<property>).
 */
export async function adminValidatePreview(target: FormScope, content: FormLayer, values: Record<string, unknown>): Promise<FieldError[]> {
  return (await apiPost<{ errors: FieldError[] }>(adminFormPath(target, '/draft/validate'), { content, values })).errors;
}
