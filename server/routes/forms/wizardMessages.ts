/**
 * GET get-form-fields-wizard-messages (issue 14 item 1): the wizard's message overrides for the
 * bound enrollment (services/wizardMessages.ts), as its tab forms' get-form-fields-* are bound.
 */
import type { FastifyInstance } from 'fastify';
import { overridesAnswer } from '../../../adapters';
import { WIZARD_MESSAGES_ROUTE } from '../../../schemas/api/wizardMessages';
import { ok } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { wizardMessages } from '../../services/wizardMessages';
import { typed } from '../typed';

export async function wizardMessagesRoutes(app: FastifyInstance): Promise<void> {
  typed(app).get(WIZARD_MESSAGES_ROUTE.url, { ...bound, schema: WIZARD_MESSAGES_ROUTE.schema }, async (request) => {
    return ok(overridesAnswer(await wizardMessages(app.db, boundEnrollment(request))));
  });
}
