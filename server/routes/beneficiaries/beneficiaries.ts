/**
 * Beneficiary Information: GET get-form-fields-beneficiary-info (the item form's definitions and
 * validator, and the saved list), GET get-beneficiaries-existing-user-enrollment (the member's
 * beneficiaries on file; both lists' SSNs as services/disclosure.ts lets the caller see them, a
 * masked one sent back keeping its SSN), POST validate-single-beneficiary (one item, 422 at its fields) and POST
 * save-beneficiary-info (every item and the list rules, stored with SSNs sealed). It registers the
 * tab's Save & Continue Later draft (formats only) and its completion check.
 * get-beneficiary-relationships is a lookup list (server/routes/lookups).
 */
import type { FastifyInstance } from 'fastify';
import { BENEFICIARY_COLUMN, BENEFICIARY_FORM, BENEFICIARY_ROUTES } from '../../../schemas/api/beneficiaries';
import { updateTabColumn } from '../../db/queries/enrollments';
import { ok, unprocessable } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import {
  beneficiaryForm, checkBeneficiary, existingBeneficiaries, prepareBeneficiaries, savedBeneficiaries, withKeptSsns,
} from '../../services/beneficiaries';
import { disclose, viewerOf } from '../../services/disclosure';
import type { DraftPreparer } from '../../services/drafts';
import { emptyFormAnswer } from '../../services/tabForms';
import { saveCheck } from '../../services/tabChecks';
import { assertEnrollerCodeSaved } from '../../services/tabRules';
import { typed } from '../typed';

const TAB = 'beneficiary_info';
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

// A draft's items are checked for formats only (errors at data.beneficiaries.N.field); the list rules wait for Next.
const beneficiariesDraft: DraftPreparer = ({ db, services, enrollment }, data) =>
  prepareBeneficiaries(db, services, enrollment, listOf(data.beneficiaries), { partial: true, prefix: 'data.' });

// Complete when what is saved passes a full save against the enrollment's current item form.
const beneficiariesCheck = saveCheck(TAB, (enrollment) => Boolean(enrollment.benificiary_info), ({ db, services, enrollment }) =>
  prepareBeneficiaries(db, services, enrollment, savedBeneficiaries(enrollment, services.cipher)));

export async function beneficiaryRoutes(app: FastifyInstance): Promise<void> {
  app.services.drafts.register(BENEFICIARY_COLUMN, beneficiariesDraft);
  app.services.tabChecks.register(TAB, beneficiariesCheck);
  const api = typed(app);
  const { fields, existing, validateSingle, save } = BENEFICIARY_ROUTES;

  api.get(fields.url, { ...bound, schema: fields.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    const [answer, viewer] = await Promise.all([emptyFormAnswer(app.db, app.services, enrollment, BENEFICIARY_FORM, request.language), viewerOf(request, enrollment)]);
    return ok({ ...answer, beneficiaries: disclose(viewer, 'othersSsn', savedBeneficiaries(enrollment, app.services.cipher)) });
  });

  api.get(existing.url, { ...bound, schema: existing.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    const [beneficiaries, viewer] = await Promise.all([existingBeneficiaries(app.db, enrollment, app.services.cipher), viewerOf(request, enrollment)]);
    return ok({ result: { beneficiaries: disclose(viewer, 'othersSsn', beneficiaries) } });
  });

  api.post(validateSingle.url, { ...bound, schema: validateSingle.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    const { enrollment_id: _id, ...sent } = request.body;
    const [item] = (await withKeptSsns(app.db, app.services.cipher, enrollment, [sent])) as [typeof sent];
    const { errors } = checkBeneficiary(await beneficiaryForm(app.db, enrollment), item);
    if (errors.length > 0) unprocessable(errors);
    return ok({});
  });

  api.post(save.url, { ...bound, schema: save.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    await assertEnrollerCodeSaved(app.db, enrollment);
    const payload = await prepareBeneficiaries(app.db, app.services, enrollment, request.body.beneficiaries);
    await updateTabColumn(app.db, enrollment.id, BENEFICIARY_COLUMN, payload);
    return ok({ saved_tab: BENEFICIARY_COLUMN } as const);
  });
}
