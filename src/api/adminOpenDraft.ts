import type { DraftData } from '../../schemas/api/adminTypes';
import { adminFormPath, type FormScope } from './adminPath';
import { apiPost } from './client';

/** POST …/draft: opens the scope's draft (from its current content when there is none). */
export function adminOpenDraft(target: FormScope): Promise<DraftData> {
  return apiPost<DraftData>(adminFormPath(target, '/draft'), {});
}
