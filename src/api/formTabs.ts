/**
 * GET get-form-fields-{slug}?enrollment_id and POST save-{slug}: the field definitions (with the
 * form's validator hash) and the save of each form tab, for the slugs of schemas/tabs.ts that
 * the server registers its routes from too.
 */
import type { FormFieldsData, SaveTabBody, SaveTabData } from '../../schemas/api/types';
import { FORM_TAB_SLUGS, type FormTab } from '../../schemas/tabs';
import { apiGet, apiPost } from './client';

/** The definitions of a form tab for an enrollment. */
export function getFormFields(tab: FormTab, enrollmentId: string): Promise<FormFieldsData> {
  return apiGet<FormFieldsData>(`get-form-fields-${FORM_TAB_SLUGS[tab]}`, { enrollment_id: enrollmentId });
}

/** Saves a form tab ({enrollment_id, ...payload}); answers data.saved_tab. */
export function saveFormTab(tab: FormTab, body: SaveTabBody): Promise<SaveTabData> {
  return apiPost<SaveTabData>(`save-${FORM_TAB_SLUGS[tab]}`, body);
}
