import type { VersionSummary } from '../../schemas/api/adminTypes';
import { adminFormPath, type FormScope } from './adminPath';
import { apiGet } from './client';

/** GET …/versions: the versions of a form at a scope. */
export async function adminListVersions(target: FormScope): Promise<VersionSummary[]> {
  return (await apiGet<{ versions: VersionSummary[] }>(adminFormPath(target, '/versions'))).versions;
}
