import type { PublishOptionsData, VersionData } from '../../schemas/api/adminTypes';
import { adminFormPath, type FormScope } from './adminPath';
import { apiPost } from './client';

/** POST …/draft/publish {reason, effective_at?, applies_in_flight?}: the new version. */
export function adminPublishDraft(target: FormScope, options: PublishOptionsData): Promise<VersionData> {
  return apiPost<VersionData>(adminFormPath(target, '/draft/publish'), options);
}
