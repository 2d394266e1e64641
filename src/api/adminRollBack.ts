import type { PublishOptionsData, VersionData } from '../../schemas/api/adminTypes';
import { adminFormPath, type FormScope } from './adminPath';
import { apiPost } from './client';

/** POST …/versions/{n}/rollback {reason, effective_at?}: publishes version n's content as a new version. */
export function adminRollBack(target: FormScope, version: number, options: PublishOptionsData): Promise<VersionData> {
  return apiPost<VersionData>(adminFormPath(target, `/versions/${version}/rollback`), options);
}
