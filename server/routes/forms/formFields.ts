/** GET get-form-fields-{personal,contact,employer}-info: the tab's definitions with saved values or prefills. */
import type { FastifyInstance } from 'fastify';
import { enrollmentQuery, responses } from '../../../schemas/api/common';
import { formFieldsData } from '../../../schemas/api/forms';
import type { FormFieldsData } from '../../../schemas/api/types';
import { ok } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { fieldDefinitions } from '../../services/tabForms';
import { FORM_ROUTES } from './formRoutes';

export async function formFieldRoutes(app: FastifyInstance): Promise<void> {
  for (const { tab, slug } of FORM_ROUTES) {
    app.get(`/get-form-fields-${slug}`, {
      ...bound, schema: { tags: ['forms'], querystring: enrollmentQuery, response: responses(formFieldsData) },
    }, async (request) => ok<FormFieldsData>({
      result: await fieldDefinitions(app.db, app.services.cipher, boundEnrollment(request), tab),
    }));
  }
}
