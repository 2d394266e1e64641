import type { VersionData } from '../../schemas/api/adminTypes';
import { adminFormPath, type FormScope } from './adminPath';
import { apiGet } from './client';

/** GET …/versions/{n}: version n with its content (the scope's layer as that version published it). */
export function adminReadVersion(target: FormScope, version: number | string): Promise<VersionData> {
  return apiGet<VersionData>(adminFormPath(target, `/versions/${encodeURIComponent(String(version))}`));
}
