/**
 * GET get-form-fields-messages (issue 14 item 1): the storefront's message overrides for the
 * caller's portal (services/siteMessages.ts). Anonymous: a form definition holds nothing of anyone's.
 */
import type { FastifyInstance } from 'fastify';
import { overridesAnswer } from '../../../adapters';
import { SITE_MESSAGES_ROUTE } from '../../../schemas/api/storefrontForms';
import { ok } from '../../http';
import { visitorSiteMessages } from '../../services/siteMessages';
import { typed } from '../typed';

export async function siteMessagesRoutes(app: FastifyInstance): Promise<void> {
  typed(app).get(SITE_MESSAGES_ROUTE.url, { schema: SITE_MESSAGES_ROUTE.schema }, async (request) => {
    return ok(overridesAnswer(await visitorSiteMessages(request)));
  });
}
