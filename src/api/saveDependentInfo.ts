/** POST save-dependent-info (Next: every dependent and the tier rules) and save-dependent-info-to-temp (after each change: formats only). */
import type { SaveDependentsBody } from '../../schemas/api/dependents';
import { apiPost } from './client';

/** data.saved_tab */
export interface SaveDependentsData { saved_tab: 'dependent_info' }

/** Saves the list; rejects with ApiFieldErrors at dependents.N.field or dependents. */
export function saveDependentInfo(body: SaveDependentsBody): Promise<SaveDependentsData> {
  return apiPost<SaveDependentsData>('save-dependent-info', body);
}

/** Keeps the list in the temporary store (nothing required yet). */
export function saveDependentInfoToTemp(body: SaveDependentsBody): Promise<SaveDependentsData> {
  return apiPost<SaveDependentsData>('save-dependent-info-to-temp', body);
}
