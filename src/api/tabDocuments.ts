/**
 * GET get-tab-document and POST save-tab-document: a tab staff added (its definitions with the
 * saved values, validator hash, title and slug) and the save of its values.
 */
import type { FormFieldsData } from '../../schemas/api/types';
import type { CustomTabName } from '../../schemas/forms/customTabs';
import { apiGet, apiPost } from './client';

/** A new tab's definitions with the enrollment's saved values, its validator, title and slug. */
export type TabDocumentData = FormFieldsData & { title: string; slug: string };

/** The definitions of a new tab for an enrollment. */
export function getTabDocument(tab: CustomTabName, enrollmentId: string): Promise<TabDocumentData> {
  return apiGet<TabDocumentData>('get-tab-document', { enrollment_id: enrollmentId, tab_name: tab });
}

/** Saves a new tab's values (payload shape); answers data.saved_tab. */
export function saveTabDocument(tab: CustomTabName, enrollmentId: string, values: Record<string, unknown>): Promise<{ saved_tab: string }> {
  return apiPost<{ saved_tab: string }>('save-tab-document', { enrollment_id: enrollmentId, tab_name: tab, values });
}
