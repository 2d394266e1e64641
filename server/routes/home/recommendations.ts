/**
 * The second backend's recommendation calls (storefront.md section 7; issue 8 point 1):
 * recommendation/popularity, /filter, /association, /plan-details and decrypt-detail, over the
 * plans the visitor may be shown (schemas/api/recommendations.ts describes each answer; the
 * ranking is server/services/recommendations.ts).
 */
import type { FastifyInstance } from 'fastify';
import { RECOMMENDATION_ROUTES } from '../../../schemas/api/recommendations';
import { MESSAGES } from '../../../schemas/messages';
import { fieldError, ok, unprocessable } from '../../http';
import { boughtWith, decodeId, rankByCount, startingPrice, suitsVisitor } from '../../services/recommendations';
import { typed } from '../typed';
import { catalogOf } from '../../db/queries/catalogRows';
import { basketsWith, monthlyPricesOf, purchaseCounts, shownPlans } from '../../db/queries/storefrontHome';
import { inLanguage } from '../../services/contentLanguage';
import { shownTo } from './visitor';

const DECODED = ['portalId', 'planId', 'userID', 'agentId', 'groupId'] as const;

export async function recommendationRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { popularity, filter, association, planDetails, decryptDetail } = RECOMMENDATION_ROUTES;
  const planOf = (id: string | undefined) => (id === undefined ? [] : [Number(id)]);

  api.get(popularity.url, { schema: popularity.schema }, async (request) => {
    const { groupID, platformID, planID } = request.query;
    const [plans, counts] = await Promise.all([shownPlans(app.db, shownTo(groupID, platformID, app.services.config.defaultPortalId)), purchaseCounts(app.db)]);
    return ok({ recs: rankByCount(counts, plans.map((plan) => plan.plan_id), planOf(planID)) });
  });

  api.get(filter.url, { schema: filter.schema }, async (request) => {
    const { groupID, platformID, planID, state, tier, age } = request.query;
    const to = shownTo(groupID, platformID, app.services.config.defaultPortalId);
    const [plans, counts] = await Promise.all([shownPlans(app.db, to), purchaseCounts(app.db)]);
    const catalogs = await catalogOf(app.db, plans.map((plan) => plan.plan_id));
    const visitor = { state: state?.toUpperCase() ?? null, tier: tier ?? null, age: age === undefined ? null : Number(age), portalId: to.portalId };
    const today = new Date();
    const suited = plans.filter((plan) => {
      const catalog = catalogs.get(plan.plan_id);
      return catalog !== undefined && suitsVisitor(catalog, visitor, today);
    });
    return ok({ recs: rankByCount(counts, suited.map((plan) => plan.plan_id), planOf(planID)) });
  });

  api.get(association.url, { schema: association.schema }, async (request) => {
    const { groupID, platformID, planID } = request.query;
    if (planID === undefined) return ok({ recs: [] });
    const [plans, baskets] = await Promise.all([shownPlans(app.db, shownTo(groupID, platformID, app.services.config.defaultPortalId)), basketsWith(app.db, Number(planID))]);
    const counts = boughtWith(Number(planID), baskets);
    const together = plans.map((plan) => plan.plan_id).filter((id) => (counts.get(id) ?? 0) > 0);
    return ok({ recs: rankByCount(counts, together, [Number(planID)]) });
  });

  api.get(planDetails.url, { schema: planDetails.schema }, async (request) => {
    const { groupID, platformID, plan_list } = request.query;
    const wanted = [...new Set(plan_list.split(',').map(Number))];
    const plans = new Map((await shownPlans(app.db, shownTo(groupID, platformID, app.services.config.defaultPortalId))).map((plan) => [plan.plan_id, plan]));
    const listed = wanted.flatMap((id) => plans.get(id) ?? []);
    const [prices, shown] = await Promise.all([
      monthlyPricesOf(app.db, listed.map((plan) => plan.plan_id)), inLanguage(app.db, request.language, listed, ['plan_short_text']),
    ]);
    return ok(shown.map(({ featured: _featured, ...card }) => ({ ...card, plan_price: startingPrice(prices.get(card.plan_id) ?? []) })));
  });

  api.post(decryptDetail.url, { schema: decryptDetail.schema }, async (request) => {
    const body = request.body;
    const decoded = Object.fromEntries(DECODED.map((name) => {
      const token = body[name];
      return [name, token === null || token === undefined || token === '' ? null : decodeId(token)];
    })) as Record<(typeof DECODED)[number], number | null | undefined>;
    const bad = DECODED.filter((name) => decoded[name] === undefined);
    if (bad.length > 0) unprocessable(bad.map((name) => fieldError(name, MESSAGES.storefrontIdInvalid)));
    return ok([decoded as Record<(typeof DECODED)[number], number | null>]);
  });
}
