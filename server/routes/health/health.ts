/**
 * The Health Questions tab: GET get-health-questions-primary-health-info (the questions and their
 * form's validator), GET get-existing-primary-health-info (the member's health info on file, to the
 * member's own session only: services/disclosure.ts), POST
 * save-primary-health-info (checked with the shared adapters, stored with health_track set). It
 * also registers the tab's Save & Continue Later draft (formats only) and its completion check.
 */
import type { FastifyInstance } from 'fastify';
import { HEALTH_COLUMN, HEALTH_ROUTES } from '../../../schemas/api/health';
import type { HealthInfo } from '../../../schemas/api/types';
import { findMemberHealthInfo, saveHealthInfo } from '../../db/queries/health';
import { ok } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { disclose, disclosureOf, viewerOf } from '../../services/disclosure';
import type { DraftPreparer } from '../../services/drafts';
import { keepFormPins } from '../../services/formDefinitions/enrollmentForm';
import { HEALTH_FORM } from '../../../schemas/forms/healthForm';
import { healthQuestionsAnswer, healthQuestionsOf, prepareHealthInfo } from '../../services/health';
import { saveCheck } from '../../services/tabChecks';
import { typed } from '../typed';

const TAB = 'primary_health_info';

// A draft is checked for formats only; what it stores is what a save would, minus the required answers.
const healthDraft: DraftPreparer = async ({ db, enrollment }, data) => prepareHealthInfo(await healthQuestionsOf(db, enrollment), data as HealthInfo, { partial: true });

// Complete when what is saved passes a full save against the enrollment's current questions.
const healthCheck = saveCheck(TAB, (enrollment) => Boolean(enrollment.health_info), async ({ db, enrollment }) =>
  prepareHealthInfo(await healthQuestionsOf(db, enrollment), enrollment.health_info as HealthInfo));

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.services.drafts.register(HEALTH_COLUMN, healthDraft);
  app.services.tabChecks.register(TAB, healthCheck);
  const api = typed(app);
  const { questions, existing, save } = HEALTH_ROUTES;

  api.get(questions.url, { ...bound, schema: questions.schema }, async (request) => ok(await healthQuestionsAnswer(app.db, app.services, boundEnrollment(request), 'primary', request.language)));

  // Only the member's own session gets the answers on file (services/disclosure.ts); anyone else starts empty.
  api.get(existing.url, { ...bound, schema: existing.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    const viewer = await viewerOf(request, enrollment);
    if (enrollment.member_id === null || disclosureOf(viewer, 'healthOnFile') === 'none') return ok({ result: null });
    const info = (await findMemberHealthInfo(app.db, enrollment.member_id)) as HealthInfo | undefined;
    return ok({ result: disclose(viewer, 'healthOnFile', info ?? null) });
  });

  api.post(save.url, { ...bound, schema: save.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    const { enrollment_id: _id, ...info } = request.body;
    const payload = prepareHealthInfo(await healthQuestionsOf(app.db, enrollment), info);
    await saveHealthInfo(app.db, enrollment.id, payload);
    // The health definition this save was checked with stays the enrollment's (as a form tab's save pins its form).
    await keepFormPins(app.db, enrollment, HEALTH_FORM);
    return ok({ saved_tab: HEALTH_COLUMN });
  });
}
