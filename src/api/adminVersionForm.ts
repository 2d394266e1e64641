import type { VersionFormData } from '../../schemas/api/adminTypes';
import { adminFormPath, type FormScope } from './adminPath';
import { apiGet } from './client';

/** GET …/versions/{n}/form: version n resolved at its scope, with the definitions it gives. */
export function adminVersionForm(target: FormScope, version: number | string): Promise<VersionFormData> {
  return apiGet<VersionFormData>(adminFormPath(target, `/versions/${encodeURIComponent(String(version))}/form`));
}
