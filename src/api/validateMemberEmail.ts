import type { ValidatorData } from '../../schemas/api/types';
import { apiPost } from './client';

/** POST validate-member-email {email}: valid for any well-formed e-mail, a member's or not (it must not tell who is a member). */
export function validateMemberEmail(email: string): Promise<ValidatorData> {
  return apiPost<ValidatorData>('validate-member-email', { email });
}
