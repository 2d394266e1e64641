/** GET get-dynamic-tabs and check-tab-required: the wizard's tab list from the database and the form definitions. */
import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes';
import type { DynamicTab } from '../../../schemas/api/types';
import type { Enrollment } from '../../db/queries/enrollments';
import { ok } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { wizardTabs } from '../../services/formDefinitions/tabPlaces';
import { typed } from '../typed';

/** The tab list with the form definitions' tab properties and the tabs staff added (services/formDefinitions/tabPlaces). */
const tabsOf = (app: FastifyInstance, enrollment: Enrollment): Promise<DynamicTab[]> => wizardTabs(app.db, enrollment);

export async function tabRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { dynamicTabs, tabRequired } = API_ROUTES;
  api.get(dynamicTabs.url, { ...bound, schema: dynamicTabs.schema }, async (request) => ok({ result: await tabsOf(app, boundEnrollment(request)) }));

  api.get(tabRequired.url, { ...bound, schema: tabRequired.schema }, async (request) => {
    const tabs = await tabsOf(app, boundEnrollment(request));
    const tab = tabs.find((candidate) => candidate.tab_name === request.query.tab_name);
    return ok({ result: { required: tab?.required ?? false } });
  });
}
