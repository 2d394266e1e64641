import type { SaveAgreementBody, SaveAgreementData } from '../../schemas/api/types';
import { apiPost } from './client';

/** POST save-agreement-info: the checked agreements, the verification fields and the signature; field errors on refusal. */
export function saveAgreementInfo(body: SaveAgreementBody): Promise<SaveAgreementData> {
  return apiPost<SaveAgreementData>('save-agreement-info', body);
}
