import type { FormFieldsData } from '../../schemas/api/types';
import { enrollmentEndpoint } from './query';

/** GET get-form-fields-personal-info?enrollment_id: the Personal Information field definitions (data.result). */
export const formFieldsPersonalInfo = enrollmentEndpoint<FormFieldsData>('get-form-fields-personal-info');
export const getFormFieldsPersonalInfo = formFieldsPersonalInfo.fetch;
export const useFormFieldsPersonalInfo = formFieldsPersonalInfo.use;
