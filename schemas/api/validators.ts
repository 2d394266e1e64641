/** Schemas of the enroller-code routes and the external validators. */
import { MESSAGES } from '../messages';
import { answer, emailSchema, enrollmentIdSchema } from './common';

export const saveEnrollerCodeBody = {
  type: 'object',
  required: ['enrollment_id', 'enrollerCode'],
  properties: {
    enrollment_id: enrollmentIdSchema,
    enrollerCode: { type: 'string', maxLength: 50, 'x-message': MESSAGES.enrollerCodeInvalid, 'x-required-message': MESSAGES.enrollerCodeEmpty },
  },
} as const;

export const enrollCodeData = answer({ show_enroll_code: { type: 'boolean' }, required: { type: 'boolean' }, saved: { type: 'boolean' } });

export const emailBody = { type: 'object', required: ['email'], properties: { email: emailSchema(MESSAGES.email) } } as const;

export const phoneQuery = {
  type: 'object', required: ['phone'],
  properties: { phone: { type: 'string', pattern: '^[0-9]{10}$', 'x-message': MESSAGES.phone } },
} as const;

export const validatorData = answer({ valid: { type: 'boolean' } });
