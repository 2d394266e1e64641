/**
 * POST save-{personal,contact,employer}-info: validated with the shared adapters, stored in the
 * tab's own column. Contact and employer refuse to save while a required enroller code is missing.
 */
import type { FastifyInstance } from 'fastify';
import { responses } from '../../../schemas/api/common';
import { saveTabBodySchema, saveTabData } from '../../../schemas/api/forms';
import type { SaveTabData } from '../../../schemas/api/types';
import { updateTabColumn } from '../../db/queries/enrollments';
import { ok } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { preparePayload } from '../../services/saveTab';
import { assertEnrollerCodeSaved } from '../../services/tabRules';
import { FORM_ROUTES } from './formRoutes';

export async function saveTabRoutes(app: FastifyInstance): Promise<void> {
  for (const { tab, slug } of FORM_ROUTES) {
    app.post<{ Body: Record<string, unknown> & { enrollment_id: string } }>(`/save-${slug}`, {
      ...bound, schema: { tags: ['forms'], body: saveTabBodySchema(tab), response: responses(saveTabData) },
    }, async (request) => {
      const enrollment = boundEnrollment(request);
      if (tab !== 'primary_info') assertEnrollerCodeSaved(enrollment);
      const { enrollment_id: _id, ...body } = request.body;
      const payload = await preparePayload(app.db, app.services, enrollment, tab, body);
      await updateTabColumn(app.db, enrollment.id, tab, payload);
      return ok<SaveTabData>({ saved_tab: tab });
    });
  }
}
