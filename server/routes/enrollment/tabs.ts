/** GET get-dynamic-tabs and check-tab-required: the wizard's tab list from the database. */
import type { FastifyInstance } from 'fastify';
import { dynamicTabsData, tabRequiredData, tabRequiredQuery } from '../../../schemas/api/enrollment';
import { enrollmentQuery, responses } from '../../../schemas/api/common';
import type { DynamicTab, DynamicTabsData, TabRequiredData } from '../../../schemas/api/types';
import type { TabName } from '../../../schemas/tabs';
import type { Enrollment } from '../../db/queries/enrollments';
import { resolveTabs } from '../../db/queries/forms';
import { ok } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';

async function tabsOf(app: FastifyInstance, enrollment: Enrollment): Promise<DynamicTab[]> {
  const rows = await resolveTabs(app.db, { portalId: enrollment.portal_id, groupId: enrollment.group_id });
  return rows.map((row) => ({ tab_name: row.tab_name as TabName, order: row.position, required: row.required }));
}

export async function tabRoutes(app: FastifyInstance): Promise<void> {
  app.get('/get-dynamic-tabs', {
    ...bound, schema: { tags: ['enrollment'], querystring: enrollmentQuery, response: responses(dynamicTabsData) },
  }, async (request) => ok<DynamicTabsData>({ result: await tabsOf(app, boundEnrollment(request)) }));

  app.get<{ Querystring: { enrollment_id: string; tab_name: TabName } }>('/check-tab-required', {
    ...bound, schema: { tags: ['enrollment'], querystring: tabRequiredQuery, response: responses(tabRequiredData) },
  }, async (request) => {
    const tabs = await tabsOf(app, boundEnrollment(request));
    const tab = tabs.find((candidate) => candidate.tab_name === request.query.tab_name);
    return ok<TabRequiredData>({ result: { required: tab?.required ?? false } });
  });
}
