import type { AgreementTextsData } from '../../schemas/api/types';
import { enrollmentEndpoint } from './query';

/** GET get-agreement-texts?enrollment_id: data.result (id, text_head, text_body, text_required) and data.hash of them. */
export const agreementTexts = enrollmentEndpoint<AgreementTextsData>('get-agreement-texts');
export const getAgreementTexts = agreementTexts.fetch;
