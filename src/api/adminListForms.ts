import type { FormsListData } from '../../schemas/api/adminTypes';
import { apiGet } from './client';

/** GET admin/forms: every form by scope with its active version, draft and schedule. */
export function adminListForms(): Promise<FormsListData> {
  return apiGet<FormsListData>('admin/forms');
}
