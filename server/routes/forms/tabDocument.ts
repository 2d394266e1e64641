/**
 * GET get-tab-document and POST save-tab-document: a tab staff added, for the bound enrollment
 * (the session's, checked by `bound`): its definitions with the saved values, and the save of
 * its one generic document (services/tabDocuments.ts). Thin: the service checks and writes.
 */
import type { FastifyInstance } from 'fastify';
import { TAB_DOCUMENT_ROUTES } from '../../../schemas/api/tabDocuments';
import type { Payload } from '../../../adapters';
import { ok } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { saveTabDocument, tabDocumentAnswer } from '../../services/tabDocuments';
import { typed } from '../typed';

export async function tabDocumentRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { fields, save } = TAB_DOCUMENT_ROUTES;
  api.get(fields.url, { ...bound, schema: fields.schema }, async (request) => (
    ok(await tabDocumentAnswer(app.db, app.services, boundEnrollment(request), request.query.tab_name, request.language))
  ));
  api.post(save.url, { ...bound, schema: save.schema }, async (request) => {
    const { tab_name, values } = request.body;
    await saveTabDocument(app.db, app.services, boundEnrollment(request), tab_name, values as Payload);
    return ok({ saved_tab: tab_name });
  });
}
