/**
 * The storefront's cart changes and checkout (issue 8 points 6 and 7): GET remove-plan-from-cart
 * (a GET as the spec lists it, so the completed-enrollment refusal is checked here), GET
 * get-cart-effective-dates, POST cart-checkout, and the applicant's upsells GET
 * get-suggested-plan-list and get-suggested-plan-list-new. Rules in server/services/cartCheckout.ts
 * and upsells.ts.
 */
import type { FastifyInstance } from 'fastify';
import { CART_ROUTES } from '../../../schemas/api/cart';
import { MESSAGES } from '../../../schemas/messages';
import { recordCheckout } from '../../db/queries/cart';
import { deleteCartLineWithRiders } from '../../db/queries/riders';
import { ApiError, fieldError, ok, unprocessable } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { cartOf } from '../../services/cart';
import { claimErrors } from '../../services/callerEntitlements';
import { checkoutErrors, effectiveDatesFrom, isRemovable } from '../../services/cartCheckout';
import { pinAllForms } from '../../services/formDefinitions/enrollmentForm';
import { callerEntitlements } from '../../services/sessionEntries';
import { shoppingProcess } from '../../services/shoppingProcess';
import { oneInLanguage } from '../../services/contentLanguage';
import { suggestedPlans, upsellPopup } from '../../services/upsells';
import { typed } from '../typed';

/** get-plan-cart's data from a cart (also remove-plan-from-cart's answer: the cart after the removal). */
export function planCartAnswer({ lines, initial_month_cost, recurring_month_cost }: Awaited<ReturnType<typeof cartOf>>) {
  return {
    result: lines.map((line) => ({
      plan_id: line.plan_id, plan_pricing_id: line.pricing_id, plan_name: line.plan_name, plan_logo: line.plan_logo,
      price: line.monthly_price, removable: isRemovable(line, lines), plan_type: line.plan_type, carrier: line.carrier,
    })),
    initial_month_cost, recurring_month_cost,
  };
}

export async function cartCheckoutRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { removePlan, effectiveDates, checkout, suggestedPlans: suggested, upsellPopup: popup } = CART_ROUTES;

  api.get(removePlan.url, { ...bound, schema: removePlan.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    if (enrollment.status === 'completed') throw new ApiError(409, [fieldError('enrollment_id', MESSAGES.enrollmentComplete)]);
    const [planId, pricingId] = [Number(request.query.plan_id), Number(request.query.plan_pricing_id)];
    const { lines } = await cartOf(app.db, enrollment.id);
    const line = lines.find((candidate) => candidate.plan_id === planId && candidate.pricing_id === pricingId);
    if (!line) unprocessable([fieldError('plan_id', MESSAGES.cartPlanNotInCart)]);
    if (!isRemovable(line, lines)) unprocessable([fieldError('plan_id', MESSAGES.cartPlanNotRemovable)]);
    await deleteCartLineWithRiders(app.db, enrollment.id, planId, pricingId);
    return ok(planCartAnswer(await cartOf(app.db, enrollment.id)));
  });

  api.get(effectiveDates.url, { ...bound, schema: effectiveDates.schema }, async () => ok({ result: effectiveDatesFrom(new Date()) }));

  api.post(checkout.url, { ...bound, schema: checkout.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    const { effective_date: effectiveDate, type } = request.body;
    const { lines } = await cartOf(app.db, enrollment.id);
    const shopping = shoppingProcess(enrollment);
    const mayKeepProcess = type === 'rep' && shopping !== 'applicant' && claimErrors(
      await callerEntitlements(request), { eprocess: shopping, agent_id: enrollment.agent_id, group_id: enrollment.group_id }, new Set(['eprocess']),
    ).length === 0;
    const errors = checkoutErrors({ effectiveDate, type, lineCount: lines.length, shopping, mayKeepProcess, today: new Date() });
    if (errors.length > 0) unprocessable(errors);
    const eprocess = await recordCheckout(app.db, enrollment.id, effectiveDate, type, request.language);
    // The wizard starts: the enrollment keeps the forms' versions of now until it completes (services/formDefinitions).
    await pinAllForms(app.db, enrollment);
    return ok({ effective_date: effectiveDate, eprocess: eprocess ?? enrollment.eprocess });
  });

  api.get(suggested.url, { ...bound, schema: suggested.schema }, async (request) => ok({ result: await suggestedPlans(app.db, boundEnrollment(request), new Date()) }));

  api.get(popup.url, { ...bound, schema: popup.schema }, async (request) => {
    const result = await upsellPopup(app.db, boundEnrollment(request), Number(request.query.plan_id), new Date());
    if (!result) unprocessable([fieldError('plan_id', MESSAGES.cartNoOffer)]);
    return ok({ result: await oneInLanguage(app.db, request.language, result, ['pop_up_title', 'pop_up_header', 'pop_up_link_description']) });
  });
}
