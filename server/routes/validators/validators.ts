/**
 * The external validators: validate-member-email (is the e-mail free among members; needs a
 * bound session, as it tells whether someone is a member), validate-phone-numverify and
 * validate-email-neverbounce (format and deliverability, public). Invalid -> 422 on the field.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { responses } from '../../../schemas/api/common';
import { emailBody, phoneQuery, validatorData } from '../../../schemas/api/validators';
import type { ValidatorData } from '../../../schemas/api/types';
import { MESSAGES } from '../../../schemas/messages';
import { sessionIsBound } from '../../db/queries/enrollments';
import { memberEmailTaken } from '../../db/queries/reference';
import { ApiError, fieldError, ok, unprocessable } from '../../http';
import { requireSession, sessionHashOf } from '../../plugins/session';

async function requireBoundSession(request: FastifyRequest): Promise<void> {
  const hash = sessionHashOf(request);
  if (!hash || !(await sessionIsBound(request.server.db, hash))) {
    throw new ApiError(403, [fieldError('enrollment_id', MESSAGES.sessionForbidden)]);
  }
}

export async function validatorRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { email: string } }>('/validate-member-email', {
    preValidation: requireSession, preHandler: requireBoundSession,
    schema: { tags: ['validators'], body: emailBody, response: responses(validatorData) },
  }, async (request) => {
    if (await memberEmailTaken(app.db, request.body.email)) unprocessable([fieldError('email', MESSAGES.emailExists)]);
    return ok<ValidatorData>({ valid: true });
  });

  app.get<{ Querystring: { phone: string } }>('/validate-phone-numverify', {
    schema: { tags: ['validators'], querystring: phoneQuery, response: responses(validatorData) },
  }, async (request) => {
    if (!(await app.services.validators.phone(request.query.phone))) unprocessable([fieldError('phone', MESSAGES.phone)]);
    return ok<ValidatorData>({ valid: true });
  });

  app.post<{ Body: { email: string } }>('/validate-email-neverbounce', {
    schema: { tags: ['validators'], body: emailBody, response: responses(validatorData) },
  }, async (request) => {
    if (!(await app.services.validators.email(request.body.email))) unprocessable([fieldError('email', MESSAGES.email)]);
    return ok<ValidatorData>({ valid: true });
  });
}
