import type { FormFieldsData } from '../../schemas/api/types';
import { enrollmentEndpoint } from './query';

/** GET get-form-fields-employer-info?enrollment_id: the Employer Information field definitions (data.result). */
export const formFieldsEmployerInfo = enrollmentEndpoint<FormFieldsData>('get-form-fields-employer-info');
export const getFormFieldsEmployerInfo = formFieldsEmployerInfo.fetch;
export const useFormFieldsEmployerInfo = formFieldsEmployerInfo.use;
