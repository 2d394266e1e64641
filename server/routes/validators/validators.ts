/**
 * The external validators: validate-member-email (is the e-mail free among members; needs a
 * bound session, as it tells whether someone is a member), validate-phone-numverify and
 * validate-email-neverbounce (format and deliverability, public). Invalid -> 422 on the field.
 */
import type { FastifyInstance } from 'fastify';
import { responses } from '../../../schemas/api/common';
import { emailBody, phoneQuery, validatorData } from '../../../schemas/api/validators';
import type { ValidatorData } from '../../../schemas/api/types';
import { MESSAGES } from '../../../schemas/messages';
import { memberEmailTaken } from '../../db/queries/reference';
import { fieldError, ok, unprocessable } from '../../http';
import { sessionBound } from '../../plugins/session';

export async function validatorRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { email: string } }>('/validate-member-email', {
    ...sessionBound,
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
