/**
 * GET get-agreement-texts, GET get-form-fields-agreement-info (with the fields a form definition
 * added to the tab) and POST save-agreement-info (with the evidence record), and the tab's completion check and Save & Continue Later draft.
 */
import type { FastifyInstance } from 'fastify';
import { AGREEMENT_ROUTES } from '../../../schemas/api/agreement';
import { ok } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { agreementFieldsAnswer } from '../../services/agreement/added';
import { agreementTabCheck } from '../../services/agreement/check';
import { prepareAgreementDraft, prepareAgreementDraftDocument } from '../../services/agreement/draft';
import { saveAgreement } from '../../services/agreement/save';
import { agreementTexts } from '../../services/agreement/texts';
import { typed } from '../typed';

/** Room for the JSON around a signature: a bigger body is a 413 before it is parsed. */
const SAVE_BODY_LIMIT = 720 * 1024;

export async function agreementRoutes(app: FastifyInstance): Promise<void> {
  app.services.tabChecks.register('agreement_info', agreementTabCheck);
  app.services.drafts.register('aggrement_info', prepareAgreementDraft, prepareAgreementDraftDocument);
  const api = typed(app);
  const { texts, fields, save } = AGREEMENT_ROUTES;
  api.get(texts.url, { ...bound, schema: texts.schema }, async (request) => ok(await agreementTexts(app.db, boundEnrollment(request))));
  api.get(fields.url, { ...bound, schema: fields.schema }, async (request) => ok(await agreementFieldsAnswer(app.db, app.services, boundEnrollment(request))));
  api.post(save.url, { ...bound, bodyLimit: SAVE_BODY_LIMIT, schema: save.schema }, async (request) => {
    const userAgent = request.headers['user-agent'] ?? '';
    await saveAgreement(app.db, app.services, boundEnrollment(request), request.body, { ip: request.ip, userAgent });
    return ok({ saved_tab: 'aggrement_info' as const });
  });
}
