/** GET get-dynamic-tabs and check-tab-required: the wizard's tab list from the database. */
import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes';
import type { DynamicTab } from '../../../schemas/api/types';
import type { TabName } from '../../../schemas/tabs';
import type { Enrollment } from '../../db/queries/enrollments';
import { resolveTabs } from '../../db/queries/forms';
import { ok } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { typed } from '../typed';

async function tabsOf(app: FastifyInstance, enrollment: Enrollment): Promise<DynamicTab[]> {
  const rows = await resolveTabs(app.db, { portalId: enrollment.portal_id, groupId: enrollment.group_id });
  return rows.map((row) => ({ tab_name: row.tab_name as TabName, order: row.position, required: row.required }));
}

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
