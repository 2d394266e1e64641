/**
 * Dependent Information: GET get-form-fields-dependent-primary-info (the item form's definitions,
 * validator and disclaimer, plus the saved list, tier and premier flag), GET
 * get-health-questions-dependent-info (the dependents' health questions, through the health
 * service), GET get-dependents-existing-user-enrollment (the member's dependents on file, filtered
 * by tier; both lists' SSNs as services/disclosure.ts lets the caller see them, a masked one sent
 * back keeping its SSN), POST validate-single-dependent (one item, 422 at its fields), POST save-dependent-info
 * (every item and the tier rules), POST save-dependent-info-to-temp (after each change: formats
 * only) and POST delete-dependent-in-IO (tier IO keeps no dependents). It registers the tab's Save
 * & Continue Later draft (formats only) and its completion check.
 */
import type { FastifyInstance } from 'fastify';
import { DEPENDENT_COLUMN, DEPENDENT_FORM, DEPENDENT_ROUTES } from '../../../schemas/api/dependents';
import { findDisclaimer } from '../../db/queries/dependents';
import { updateTabColumn } from '../../db/queries/enrollments';
import { ok, unprocessable } from '../../http';
import { bound, boundEnrollment, formStateWith } from '../../plugins/session';
import {
  checkDependent, dependentForms, dependentSetting, existingDependents, prepareDependents, savedDependents, withKeptSsns,
} from '../../services/dependents';
import { disclose, viewerOf } from '../../services/disclosure';
import type { DraftPreparer } from '../../services/drafts';
import { healthQuestionsAnswer } from '../../services/health';
import { emptyFormAnswer } from '../../services/tabForms';
import { oneInLanguage } from '../../services/contentLanguage';
import { saveCheck } from '../../services/tabChecks';
import { assertEnrollerCodeSaved } from '../../services/tabRules';
import { typed } from '../typed';

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

// A draft's items are checked for formats only (errors at data.dependents.N.field); the tier rules wait for Next.
const dependentsDraft: DraftPreparer = ({ db, services, enrollment }, data) =>
  prepareDependents(db, services, enrollment, listOf(data.dependents), { partial: true, prefix: 'data.' });

// Complete when what is saved (empty fields stripped) passes a full save against the current item form and tier rules.
const dependentsCheck = saveCheck(DEPENDENT_FORM, (enrollment) => Boolean(enrollment.dependent_info), ({ db, services, enrollment }) =>
  prepareDependents(db, services, enrollment, savedDependents(enrollment, services.cipher)));

export async function dependentRoutes(app: FastifyInstance): Promise<void> {
  app.services.drafts.register(DEPENDENT_COLUMN, dependentsDraft);
  app.services.tabChecks.register(DEPENDENT_FORM, dependentsCheck);
  const api = typed(app);
  const { fields, healthQuestions, existing, validateSingle, save, saveTemp, deleteInIO } = DEPENDENT_ROUTES;

  api.get(fields.url, { ...bound, schema: fields.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    const [answer, disclaimer, setting, viewer] = await Promise.all([
      emptyFormAnswer(app.db, app.services, enrollment, DEPENDENT_FORM, request.language),
      // The disclaimer is content: in the caller's language when the store has it (content_lang says which).
      findDisclaimer(app.db, DEPENDENT_FORM, { portalId: enrollment.portal_id, groupId: enrollment.group_id })
        .then((text) => oneInLanguage(app.db, request.language, { disclaimer: text }, ['disclaimer'])),
      dependentSetting(app.db, enrollment),
      viewerOf(request, enrollment),
    ]);
    const dependents = disclose(viewer, 'othersSsn', savedDependents(enrollment, app.services.cipher));
    return ok({ ...answer, ...disclaimer, dependents, tier: setting.tier, premier: setting.premier });
  });

  api.get(healthQuestions.url, { ...bound, schema: healthQuestions.schema }, async (request) =>
    ok(await healthQuestionsAnswer(app.db, app.services, boundEnrollment(request), 'dependent', request.language)));

  api.get(existing.url, { ...bound, schema: existing.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    const [dependents, viewer] = await Promise.all([existingDependents(app.db, enrollment, app.services.cipher), viewerOf(request, enrollment)]);
    return ok({ result: { dependents: disclose(viewer, 'othersSsn', dependents) } });
  });

  api.post(validateSingle.url, { ...bound, schema: validateSingle.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    const { enrollment_id: _id, ...sent } = request.body;
    const [item] = (await withKeptSsns(app.db, app.services.cipher, enrollment, [sent])) as [typeof sent];
    const { errors } = await checkDependent(await dependentForms(app.db, enrollment), item);
    if (errors.length > 0) unprocessable(errors);
    return ok({});
  });

  api.post(save.url, { ...bound, ...formStateWith(DEPENDENT_FORM, { cart: true }), schema: save.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    await assertEnrollerCodeSaved(app.db, enrollment);
    const payload = await prepareDependents(app.db, app.services, enrollment, request.body.dependents);
    await updateTabColumn(app.db, enrollment.id, DEPENDENT_COLUMN, payload);
    return ok({ saved_tab: DEPENDENT_COLUMN } as const);
  });

  api.post(saveTemp.url, { ...bound, schema: saveTemp.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    const payload = await prepareDependents(app.db, app.services, enrollment, request.body.dependents, { partial: true });
    await updateTabColumn(app.db, enrollment.id, DEPENDENT_COLUMN, payload);
    return ok({ saved_tab: DEPENDENT_COLUMN } as const);
  });

  api.post(deleteInIO.url, { ...bound, schema: deleteInIO.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    await updateTabColumn(app.db, enrollment.id, DEPENDENT_COLUMN, { dependents: [] });
    return ok({});
  });
}
