import type { FormViewData } from '../../schemas/api/adminTypes';
import { adminFormPath, type FormScope } from './adminPath';
import { apiGet } from './client';

/** GET admin/forms/{form}/{scope}/{scope_id}: resolved with provenance, what is below, own changes, draft, versions. */
export function adminReadForm(target: FormScope): Promise<FormViewData> {
  return apiGet<FormViewData>(adminFormPath(target));
}
