import type { DraftPreviewData } from '../../schemas/api/adminTypes';
import { adminFormPath, type FormScope } from './adminPath';
import { apiGet } from './client';

/** GET …/draft/preview: the saved draft's definitions and its validator module's hash. */
export function adminPreviewDraft(target: FormScope): Promise<DraftPreviewData> {
  return apiGet<DraftPreviewData>(adminFormPath(target, '/draft/preview'));
}
