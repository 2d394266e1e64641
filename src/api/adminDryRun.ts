import type { DryRunData } from '../../schemas/api/adminTypes';
import { adminFormPath, type FormScope } from './adminPath';
import { apiPost } from './client';

/** POST …/draft/dry-run: how many saved enrollments in flight the draft would break, by field. */
export function adminDryRun(target: FormScope): Promise<DryRunData> {
  return apiPost<DryRunData>(adminFormPath(target, '/draft/dry-run'), {});
}
