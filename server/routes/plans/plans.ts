/**
 * The plans listing's routes (schemas/api/plans.ts describes them): get-plan-category (the premier
 * categories), get-filtered-plans and get-left-side-filter-fields for the bound temporary
 * enrollment's visitor (its group decides the group-only plans), and get-menu-filtered-plans for a
 * visitor without a quote (the group_id sent decides; an unknown group sees the plans for everyone).
 * Both listings page on request (page / page_size, or after a page's cursor; schemas/api/plans.ts, docs/catalog-paging.md)
 * and answer a browser's If-None-Match with 304 when the listing has not changed (plugins/etag.ts).
 */
import type { FastifyInstance } from 'fastify';
import { PLANS_ROUTES } from '../../../schemas/api/plans';
import { findGroup } from '../../db/queries/reference';
import { countListablePlans, listablePlans, listedCategoryCodes, premierCategories } from '../../db/queries/plans';
import { ok } from '../../http';
import type { Language } from '../../../schemas/i18n/language';
import { inLanguage } from '../../services/contentLanguage';
import { conditionalGet } from '../../plugins/etag';
import { bound, boundEnrollment } from '../../plugins/session';
import { categoriesNamed, categoriesParam, groupPlans, pageOf, pageParam, type PagingQuery } from '../../services/planListing';
import { typed } from '../typed';

export async function plansRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { planCategory, filteredPlans, menuFilteredPlans, leftSideFields } = PLANS_ROUTES;

  /**
   * data of a listing: the groups of plans a visitor of `groupId` sees in `wanted` (null: every
   * category), their short texts in `language` when translated; with paging asked for, only that
   * page and the next page's cursor (two indexed queries: the page and the total, and one for the
   * translations of a language other than English).
   */
  async function listing(groupId: number | null, wanted: string[] | null, query: PagingQuery, language: Language) {
    const page = pageParam(query);
    if (!page) return { result: groupPlans(await inLanguage(app.db, language, await listablePlans(app.db, groupId, wanted), ['short_text']), wanted) };
    const [read, total] = await Promise.all([listablePlans(app.db, groupId, wanted, page), countListablePlans(app.db, groupId, wanted)]);
    const { plans, next } = pageOf(read, page);
    return { result: groupPlans(await inLanguage(app.db, language, plans, ['short_text']), wanted, true), paging: { ...(page.page ? { page: page.page } : {}), page_size: page.pageSize, total, next } };
  }

  api.get(planCategory.url, { schema: planCategory.schema }, async (request) => ok(await inLanguage(app.db, request.language, await premierCategories(app.db), ['name'])));

  api.get(filteredPlans.url, { ...bound, onSend: conditionalGet, schema: filteredPlans.schema }, async (request) =>
    ok(await listing(boundEnrollment(request).group_id, categoriesParam(request.query.categories), request.query, request.language)));

  api.get(menuFilteredPlans.url, { onSend: conditionalGet, schema: menuFilteredPlans.schema }, async (request) => {
    const { group_id, category } = request.query;
    const group = group_id === undefined ? null : await findGroup(app.db, Number(group_id));
    return ok(await listing(group?.id ?? null, category === undefined ? null : [category], request.query, request.language));
  });

  api.get(leftSideFields.url, { ...bound, schema: leftSideFields.schema }, async (request) => {
    return ok({ result: { categories: categoriesNamed(await listedCategoryCodes(app.db, boundEnrollment(request).group_id)) } });
  });
}
