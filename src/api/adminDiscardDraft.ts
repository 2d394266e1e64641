import { adminFormPath, type FormScope } from './adminPath';
import { apiPost } from './client';

/** POST …/draft/discard: discards the scope's draft. */
export function adminDiscardDraft(target: FormScope): Promise<unknown> {
  return apiPost<unknown>(adminFormPath(target, '/draft/discard'), {});
}
