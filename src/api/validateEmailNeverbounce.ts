import type { ValidatorData } from '../../schemas/api/types';
import { apiPost } from './client';

/** POST validate-email-neverbounce {email}: external e-mail check (422 field error on `email` when invalid). */
export function validateEmailNeverbounce(email: string): Promise<ValidatorData> {
  return apiPost<ValidatorData>('validate-email-neverbounce', { email });
}
