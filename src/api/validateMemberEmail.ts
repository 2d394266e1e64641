import type { ValidatorData } from '../../schemas/api/types';
import { apiPost } from './client';

/** POST validate-member-email {email}: whether the e-mail is free for a member (422 field error otherwise). */
export function validateMemberEmail(email: string): Promise<ValidatorData> {
  return apiPost<ValidatorData>('validate-member-email', { email });
}
