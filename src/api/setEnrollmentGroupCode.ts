/** POST set-enrollment-group-code {group_code, enrollment_id} (storefront.md section 7): the enrollment joins the code's group and portal. */
import type { FromSchema } from 'json-schema-to-ts';
import type { setGroupCodeData } from '../../schemas/api/storefrontSite';
import { apiPost } from './client';

export type SetGroupCodeData = FromSchema<typeof setGroupCodeData>;

export const setEnrollmentGroupCode = (body: { group_code: string; enrollment_id: string }): Promise<SetGroupCodeData> =>
  apiPost<SetGroupCodeData>('set-enrollment-group-code', body);
