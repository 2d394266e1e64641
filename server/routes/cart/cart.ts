/**
 * GET get-plan-cart, get-more-requirement, check-prudential-cart, get-cart-count and
 * get-cart-amount: the enrollment's cart from its rows. The storefront's cart changes and its
 * checkout are in checkout.ts.
 */
import type { FastifyInstance } from 'fastify';
import { CART_ROUTES } from '../../../schemas/api/cart';
import { MESSAGES } from '../../../schemas/messages';
import { isPremierPlanType } from '../../../schemas/plans';
import { planTypeOf } from '../../db/queries/plans';
import { fieldError, ok, unprocessable } from '../../http';
import { bound, boundEnrollment, optionallyBound } from '../../plugins/session';
import { cartOf, hasPremierCarrier, hasPremierPlan } from '../../services/cart';
import { ridersOffered } from '../../services/cartRiders';
import { typed } from '../typed';
import { cartCheckoutRoutes, planCartAnswer } from './checkout';

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { planCart, moreRequirement, prudentialCart, cartCount, cartAmount } = CART_ROUTES;
  const cart = (request: Parameters<typeof boundEnrollment>[0]) => cartOf(app.db, boundEnrollment(request).id);

  // data.riders: the riders of plans in the cart, not in it yet, priced for the visitor now (server/services/cartRiders.ts).
  api.get(planCart.url, { ...bound, schema: planCart.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    const current = await cartOf(app.db, enrollment.id);
    const riders = await ridersOffered(app.db, enrollment, current.lines.map((line) => line.plan_id), new Date());
    return ok({ ...planCartAnswer(current), riders });
  });
  // enrollment_id: a premier plan in the bound enrollment's cart; plan_id alone: whether that plan is the premier (MM) one.
  api.get(moreRequirement.url, { ...optionallyBound, schema: moreRequirement.schema }, async (request) => {
    if (request.query.enrollment_id !== undefined) return ok({ result: hasPremierPlan((await cart(request)).lines) });
    if (request.query.plan_id === undefined) unprocessable([fieldError('enrollment_id', MESSAGES.required)]);
    const planType = await planTypeOf(app.db, Number(request.query.plan_id));
    if (planType === undefined) unprocessable([fieldError('plan_id', MESSAGES.pricingPlanUnknown)]);
    return ok({ result: isPremierPlanType(planType) });
  });
  api.get(cartCount.url, { ...bound, schema: cartCount.schema }, async (request) => ok({ result: (await cart(request)).lines.length }));
  api.get(cartAmount.url, { ...bound, schema: cartAmount.schema }, async (request) => ok({ result: (await cart(request)).recurring_month_cost }));
  api.get(prudentialCart.url, { ...bound, schema: prudentialCart.schema }, async (request) => ok({ status: hasPremierCarrier((await cart(request)).lines) }));
  await cartCheckoutRoutes(app);
}
