import type { AgreementFieldsData } from '../../schemas/api/types';
import { enrollmentEndpoint } from './query';

/** GET get-form-fields-agreement-info?enrollment_id: data.result, the agreement form's field definitions. */
export const agreementFields = enrollmentEndpoint<AgreementFieldsData>('get-form-fields-agreement-info');
export const getAgreementFields = agreementFields.fetch;
