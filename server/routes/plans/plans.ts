/**
 * The plans listing's routes (schemas/api/plans.ts describes them): get-plan-category (the premier
 * categories), get-filtered-plans and get-left-side-filter-fields for the bound temporary
 * enrollment's visitor (its group decides the group-only plans), and get-menu-filtered-plans for a
 * visitor without a quote (the group_id sent decides; an unknown group sees the plans for everyone).
 */
import type { FastifyInstance } from 'fastify';
import { PLANS_ROUTES } from '../../../schemas/api/plans';
import { findGroup } from '../../db/queries/reference';
import { listablePlans, premierCategories } from '../../db/queries/plans';
import { ok } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { categoriesParam, categoriesWithPlans, groupPlans } from '../../services/planListing';
import { typed } from '../typed';

export async function plansRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { planCategory, filteredPlans, menuFilteredPlans, leftSideFields } = PLANS_ROUTES;

  /** The groups of plans a visitor of `groupId` sees in `wanted` (null: every category). */
  async function groups(groupId: number | null, wanted: string[] | null) {
    return groupPlans(await listablePlans(app.db, groupId, wanted), wanted);
  }

  api.get(planCategory.url, { schema: planCategory.schema }, async () => ok(await premierCategories(app.db)));

  api.get(filteredPlans.url, { ...bound, schema: filteredPlans.schema }, async (request) =>
    ok({ result: await groups(boundEnrollment(request).group_id, categoriesParam(request.query.categories)) }));

  api.get(menuFilteredPlans.url, { schema: menuFilteredPlans.schema }, async (request) => {
    const { group_id, category } = request.query;
    const group = group_id === undefined ? null : await findGroup(app.db, Number(group_id));
    return ok({ result: await groups(group?.id ?? null, category === undefined ? null : [category]) });
  });

  api.get(leftSideFields.url, { ...bound, schema: leftSideFields.schema }, async (request) => {
    const plans = await listablePlans(app.db, boundEnrollment(request).group_id, null);
    return ok({ result: { categories: categoriesWithPlans(plans) } });
  });
}
