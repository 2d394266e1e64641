/**
 * GET /get-plan-pricing-detail (issue 8 point 2): prices plan `pid` for the bound temporary
 * enrollment's quote with the pure priceOf (server/services/pricing/priceOf.ts, its file comment
 * lists the order of checks). GET /get-plan-pricing-detail-elevate prices every plan the visitor
 * may buy (the listing's, in its category order) the same way, leaving out the refused ones.
 * Answers are described in schemas/api/pricing.ts.
 */
import type { FastifyInstance } from 'fastify';
import { PRICING_ROUTES } from '../../../schemas/api/pricing';
import { MESSAGES } from '../../../schemas/messages';
import { isPremierPlanType } from '../../../schemas/plans';
import { fieldError, GENERAL_TARGET, unprocessable } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { cartOf, hasPremierPlan } from '../../services/cart';
import { pricingFilterOf, tierText } from '../../services/pricing/filter';
import { priceOf } from '../../services/pricing/priceOf';
import type { PricingTier } from '../../services/pricing/types';
import { typed } from '../typed';
import { catalogOf, catalogRowsOf } from '../../db/queries/catalogRows';
import { listablePlans } from '../../db/queries/plans';
import { ok } from '../../http';
import { groupPlans } from '../../services/planListing';
import { pricingFormRoutes } from './pricingForms';

export async function pricingRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { planPricing, elevatePricing } = PRICING_ROUTES;
  await app.register(pricingFormRoutes);

  api.get(planPricing.url, { ...bound, schema: planPricing.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    const planId = Number(request.query.pid);
    const catalog = await catalogRowsOf(app.db, planId);
    if (!catalog) unprocessable([fieldError('pid', MESSAGES.pricingPlanUnknown)]);
    const filter = pricingFilterOf(enrollment.filter_info, enrollment.portal_id, planId);
    const result = priceOf(catalog, filter, new Date());
    if ('ok' in result) {
      const premier = isPremierPlanType(catalog.plan.plan_type) || hasPremierPlan((await cartOf(app.db, enrollment.id)).lines);
      // priceOf answers rows only for a known tier code, so the filter's tier is one.
      const tier = filter.tier as PricingTier;
      const plans = result.ok.map((row) => ({
        plan_id: catalog.plan.id, plan_pricing_id: row.id, plan_name: catalog.plan.name, plan_type: catalog.plan.plan_type,
        price: row.monthly_price, tier, tier_text: tierText(tier, premier),
      }));
      return { status: 'success' as const, statusCode: 200 as const, data: { plans } };
    }
    if (result.errorCode === 'changePid') return { status: 'success' as const, statusCode: 'changePid' as const, data: { pid: result.pid } };
    return { status: 'error' as const, errorCode: result.errorCode, message: result.message, data: [fieldError(result.target ?? GENERAL_TARGET, result.message)] };
  });

  api.get(elevatePricing.url, { ...bound, schema: elevatePricing.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    // The plans get-filtered-plans lists to this visitor, in its category order.
    const listed = groupPlans(await listablePlans(app.db, enrollment.group_id, null), null).flatMap((group) => group.plans.map((plan) => plan.plan_id));
    const [catalogs, cart] = await Promise.all([catalogOf(app.db, listed), cartOf(app.db, enrollment.id)]);
    const cartPremier = hasPremierPlan(cart.lines);
    const today = new Date();
    const plans = listed.flatMap((planId) => {
      const catalog = catalogs.get(planId);
      if (!catalog) return [];
      const filter = pricingFilterOf(enrollment.filter_info, enrollment.portal_id, planId);
      const result = priceOf(catalog, filter, today);
      if (!('ok' in result)) return []; // a pricing error code or changePid: the plan is left out
      const tier = filter.tier as PricingTier;
      const text = tierText(tier, cartPremier || isPremierPlanType(catalog.plan.plan_type));
      return result.ok.map((row) => ({
        plan_id: catalog.plan.id, plan_pricing_id: row.id, plan_name: catalog.plan.name, plan_type: catalog.plan.plan_type,
        price: row.monthly_price, tier, tier_text: text,
      }));
    });
    return ok({ plans });
  });
}
