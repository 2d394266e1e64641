/**
 * GET /get-plan-pricing-detail (issue 8 point 2): prices plan `pid` for the bound temporary
 * enrollment's quote with the pure priceOf (server/services/pricing/priceOf.ts, its file comment
 * lists the order of checks). Answers are described in schemas/api/pricing.ts.
 */
import type { FastifyInstance } from 'fastify';
import { PRICING_ROUTES } from '../../../schemas/api/pricing';
import { MESSAGES } from '../../../schemas/messages';
import { fieldError, GENERAL_TARGET, unprocessable } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { cartOf, hasPremierPlan } from '../../services/cart';
import { pricingFilterOf, tierText } from '../../services/pricing/filter';
import { priceOf } from '../../services/pricing/priceOf';
import type { PricingTier } from '../../services/pricing/types';
import { typed } from '../typed';
import { catalogRowsOf } from '../../db/queries/catalogRows';

export async function pricingRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { planPricing } = PRICING_ROUTES;

  api.get(planPricing.url, { ...bound, schema: planPricing.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    const planId = Number(request.query.pid);
    const catalog = await catalogRowsOf(app.db, planId);
    if (!catalog) unprocessable([fieldError('pid', MESSAGES.pricingPlanUnknown)]);
    const filter = pricingFilterOf(enrollment.filter_info, enrollment.portal_id, planId);
    const result = priceOf(catalog, filter, new Date());
    if ('ok' in result) {
      const premier = catalog.plan.plan_type === 'MM' || hasPremierPlan((await cartOf(app.db, enrollment.id)).lines);
      // priceOf answers rows only for a known tier code, so the filter's tier is one.
      const tier = filter.tier as PricingTier;
      const plans = result.ok.map((row) => ({
        plan_id: catalog.plan.id, plan_pricing_id: row.id, plan_name: catalog.plan.name, plan_type: catalog.plan.plan_type,
        price: row.monthly_price, tier, tier_text: tierText(tier, premier),
      }));
      return { status: 'success' as const, statusCode: 200 as const, data: { plans } };
    }
    if (result.errorCode === 'changePid') return { status: 'success' as const, statusCode: 'changePid' as const, data: { pid: result.pid } };
    return { status: 'error' as const, errorCode: result.errorCode, message: result.message, data: [fieldError(GENERAL_TARGET, result.message)] };
  });
}
