/** GET get-form-fields-{personal,contact,employer}-info: the tab's definitions with saved values (an SSN as services/disclosure.ts lets the caller see it) or prefills, and its validator's id. */
import type { FastifyInstance } from 'fastify';
import { formTabRoutes } from '../../../schemas/api/routes';
import { FORM_TABS } from '../../../schemas/tabs';
import { ok } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { viewerOf } from '../../services/disclosure';
import { formFieldsAnswer } from '../../services/tabForms';
import { typed } from '../typed';

export async function formFieldRoutes(app: FastifyInstance): Promise<void> {
  for (const tab of FORM_TABS) {
    const { url, schema } = formTabRoutes(tab).fields;
    typed(app).get(url, { ...bound, schema }, async (request) => {
      const enrollment = boundEnrollment(request);
      return ok(await formFieldsAnswer(app.db, app.services, enrollment, tab, await viewerOf(request, enrollment), request.language));
    });
  }
}
