import type { FormFieldsData } from '../../schemas/api/types';
import { enrollmentEndpoint } from './query';

/** GET get-form-fields-contact-info?enrollment_id: the Contact Information field definitions (data.result). */
export const formFieldsContactInfo = enrollmentEndpoint<FormFieldsData>('get-form-fields-contact-info');
export const getFormFieldsContactInfo = formFieldsContactInfo.fetch;
export const useFormFieldsContactInfo = formFieldsContactInfo.use;
