/**
 * GET get-featured-plans and GET get-homepage-plan (storefront.md sections 2 "Home" and 7; issue 8
 * point 3): the featured plans a visitor may be shown, and the category grid (each category that
 * holds such a plan, in the listing's order, with its picture and /plans?type={code}). The
 * visitor's rep, eprocess and open type are accepted as the spec sends them; the catalog is one
 * for every rep, so only the group and portal narrow it (schemas/api/home.ts).
 */
import type { FastifyInstance } from 'fastify';
import { HOME_ROUTES } from '../../../schemas/api/home';
import { MENU_CATEGORY_NAMES, PLAN_CATEGORY_ORDER, type MenuCategory } from '../../../schemas/api/menu';
import { ok } from '../../http';
import { typed } from '../typed';
import { categoryRows, shownPlans } from '../../db/queries/storefrontHome';
import { inLanguage } from '../../services/contentLanguage';
import { shownTo } from './visitor';

const isListed = (code: string): code is MenuCategory => (PLAN_CATEGORY_ORDER as readonly string[]).includes(code);

export async function homeRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { featuredPlans, homepagePlan } = HOME_ROUTES;

  api.get(featuredPlans.url, { schema: featuredPlans.schema }, async (request) => {
    const plans = await shownPlans(app.db, shownTo(request.query.group_id, request.query.portal_id, app.services.config.defaultPortalId));
    const cards = plans.filter((plan) => plan.featured).map(({ featured: _featured, ...card }) => card);
    return ok(await inLanguage(app.db, request.language, cards, ['plan_short_text']));
  });

  api.get(homepagePlan.url, { schema: homepagePlan.schema }, async (request) => {
    const [plans, categories] = await Promise.all([shownPlans(app.db, shownTo(request.query.group_id, request.query.portal_id, app.services.config.defaultPortalId)), categoryRows(app.db)]);
    const held = new Set(plans.map((plan) => plan.plan_category));
    const tiles = categories.flatMap((category) => (isListed(category.code) && held.has(category.code)
      ? [{ code: category.code, image: category.image, plan: { name: MENU_CATEGORY_NAMES[category.code] }, link: `/plans?type=${category.code}` }]
      : []));
    return ok(tiles.sort((a, b) => PLAN_CATEGORY_ORDER.indexOf(a.code as MenuCategory) - PLAN_CATEGORY_ORDER.indexOf(b.code as MenuCategory)));
  });
}
