import type { DiffData } from '../../schemas/api/adminTypes';
import { adminFormPath, type FormScope } from './adminPath';
import { apiGet } from './client';

/** GET …/diff?from=&to= (a version number, draft or active): the changes field by field. */
export function adminDiff(target: FormScope, from: string, to: string): Promise<DiffData> {
  return apiGet<DiffData>(adminFormPath(target, '/diff'), { from, to });
}
