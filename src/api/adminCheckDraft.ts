import type { FieldError } from '../../schemas/api/types';
import { adminFormPath, type FormScope } from './adminPath';
import { apiPost } from './client';

/** POST …/draft/check: the saved draft's problems (field-level: fields.<name>.<property>). */
export async function adminCheckDraft(target: FormScope): Promise<FieldError[]> {
  return (await apiPost<{ problems: FieldError[] }>(adminFormPath(target, '/draft/check'), {})).problems;
}
