/**
 * POST save-{personal,contact,employer}-info: validated with the shared adapters, stored in the
 * tab's own column. Contact and employer refuse to save while a required enroller code is missing.
 */
import type { FastifyInstance } from 'fastify';
import { formTabRoutes } from '../../../schemas/api/routes';
import { FORM_TABS } from '../../../schemas/tabs';
import { updateTabColumn } from '../../db/queries/enrollments';
import { ok } from '../../http';
import { bound, boundEnrollment, formStateWith } from '../../plugins/session';
import { keepFormPins } from '../../services/formDefinitions/enrollmentForm';
import { preparePayload } from '../../services/saveTab';
import { assertEnrollerCodeSaved } from '../../services/tabRules';
import { typed } from '../typed';

export async function saveTabRoutes(app: FastifyInstance): Promise<void> {
  for (const tab of FORM_TABS) {
    // The body's payload fields come from the catalog at run time: typed as {enrollment_id; [x]: unknown} (schemas/api/forms.ts).
    const { url, schema } = formTabRoutes(tab).save;
    typed(app).post(url, { ...bound, ...formStateWith(tab), schema }, async (request) => {
      const enrollment = boundEnrollment(request);
      if (tab !== 'primary_info') await assertEnrollerCodeSaved(app.db, enrollment);
      const { enrollment_id: _id, ...body } = request.body;
      const payload = await preparePayload(app.db, app.services, enrollment, tab, body, { language: request.language });
      await updateTabColumn(app.db, enrollment.id, tab, payload);
      // Saved with these versions: the enrollment keeps them (services/formDefinitions).
      await keepFormPins(app.db, enrollment, tab);
      return ok({ saved_tab: tab });
    });
  }
}
