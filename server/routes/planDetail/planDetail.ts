/**
 * Plan detail and add to cart (schemas/api/planDetail.ts; issue 8 point 5). get-plan-detail is
 * public (a plan's texts are the catalog's, no visitor data); the cart calls are bound to the
 * session's temporary enrollment. The add checks are in server/services/addToCart.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PLAN_DETAIL_ROUTES } from '../../../schemas/api/planDetail';
import { MESSAGES } from '../../../schemas/messages';
import { findMembershipPlanId, findPlanDetail, relatedPlans, type PlanRow } from '../../db/queries/planDetail';
import { ApiError, fieldError, GENERAL_TARGET, ok, unprocessable } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { addLines, checkLine, holdsMembership, isExistingMember, visibleTo, type Refusal } from '../../services/addToCart';
import { bothInLanguage, inLanguage } from '../../services/contentLanguage';
import { typed } from '../typed';

type Texts = NonNullable<Awaited<ReturnType<typeof findPlanDetail>>>['texts'];

/** The plan as the storefront shows it (the group column stays on the server; carrier_hash only for a carrier with a status). */
function summary(plan: PlanRow) {
  const { group_id: _group, admin_fee_percent, carrier_hash, ...shown } = plan;
  return { ...shown, admin_fee_percent: Number(admin_fee_percent), ...(carrier_hash === null ? {} : { carrier_hash }) };
}

/** plan_desc from the texts row ('' for a plan without one). */
function descOf(texts: Texts) {
  return {
    header_text: texts?.header_text ?? '', body_text: texts?.body_text ?? '', blueBarText: texts?.blue_bar_text ?? '',
    association_text: texts?.association_text ?? '', exclusions_text_name: texts?.exclusions_text_name ?? '',
    exclusions_text: texts?.exclusions_text ?? '', example_text_name: texts?.example_text_name ?? '', example_text: texts?.example_text ?? '',
    faq_text_name: texts?.faq_text_name ?? '', faq_text: texts?.faq_text ?? '',
  };
}

/** plan_desc's texts: every one is the store's content (plan_texts, server/db/contentColumns.ts). */
const DESC_FIELDS = [
  'header_text', 'body_text', 'blueBarText', 'association_text', 'exclusions_text_name', 'exclusions_text',
  'example_text_name', 'example_text', 'faq_text_name', 'faq_text',
] as const;

const notFound = () => new ApiError(404, [fieldError('id', MESSAGES.pricingPlanUnknown)]);

/** The refused answer of an add (200, like a pricing refusal). */
const refusal = ({ refused, message, content_lang }: Refusal) => ({
  status: 'error' as const, errorCode: refused, message, data: [fieldError(GENERAL_TARGET, message)], ...(content_lang ? { content_lang } : {}),
});

export async function planDetailRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { planDetail, membershipDetail, relatedPlans: related, alreadyInCart, addToCart, addPremierToCart } = PLAN_DETAIL_ROUTES;

  /** A plan and its texts in the caller's language: the plan's short text and its detail texts each wholly translated or wholly English. */
  const detail = async (request: FastifyRequest, planId: number) => {
    const found = await findPlanDetail(app.db, planId);
    if (!found) throw notFound();
    const [plan, desc] = await bothInLanguage(app.db, request.language, summary(found.plan), ['plan_short_text'], descOf(found.texts), DESC_FIELDS);
    return ok({ plan, plan_desc: desc });
  };

  api.get(planDetail.url, { schema: planDetail.schema }, async (request) => detail(request, Number(request.params.id)));

  api.get(membershipDetail.url, { schema: membershipDetail.schema }, async (request) => {
    const membership = await findMembershipPlanId(app.db);
    if (!membership) throw notFound();
    return detail(request, membership.id);
  });

  api.get(related.url, { ...bound, schema: related.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    const found = await findPlanDetail(app.db, Number(request.query.plan_id));
    if (!found || !visibleTo(found.plan, enrollment)) unprocessable([fieldError('plan_id', MESSAGES.pricingPlanUnknown)]);
    const rows = await relatedPlans(app.db, found.plan.plan_category, found.plan.plan_id, enrollment.group_id, 4);
    return ok({ result: await inLanguage(app.db, request.language, rows.map(summary), ['plan_short_text']) });
  });

  api.post(alreadyInCart.url, { ...bound, schema: alreadyInCart.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    const row = await app.db.selectFrom('cart_items').select('plan_id')
      .where('enrollment_id', '=', enrollment.id).where('plan_id', '=', request.body.plan_id).executeTakeFirst();
    return ok({ result: row !== undefined });
  });

  api.post(addToCart.url, { ...bound, schema: addToCart.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    const today = new Date();
    const line = { planId: request.body.plan_id, pricingId: request.body.plan_pricing_id, planField: 'plan_id', pricingField: 'plan_pricing_id' };
    const checked = await checkLine(app.db, enrollment, line, await holdsMembership(app.db, enrollment), today, request.language);
    if ('refused' in checked) return refusal(checked);
    return ok(await addLines(app.db, enrollment, [{ plan: checked, pricingId: line.pricingId }], today));
  });

  api.post(addPremierToCart.url, { ...bound, schema: addPremierToCart.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    const today = new Date();
    const { plan_id1, plan_pricing_id1, plan_id, plan_pricing_id } = request.body;
    const lines: { plan: PlanRow; pricingId: number }[] = [];
    if (plan_id === undefined || plan_pricing_id === undefined) {
      // Alone: a premier-carrier plan sold without the membership, or an existing member's (who holds it).
      const alone = await app.db.selectFrom('plans').select('requires_membership').where('id', '=', plan_id1).executeTakeFirst();
      if (alone?.requires_membership === true && !isExistingMember(enrollment) && !(await holdsMembership(app.db, enrollment))) {
        unprocessable([fieldError('plan_id', MESSAGES.membershipRequired)]);
      }
    } else {
      const membershipLine = { planId: plan_id, pricingId: plan_pricing_id, planField: 'plan_id', pricingField: 'plan_pricing_id' };
      const membership = await checkLine(app.db, enrollment, membershipLine, true, today, request.language);
      if ('refused' in membership) return refusal(membership);
      if (membership.plan_type !== 'membership') unprocessable([fieldError('plan_id', MESSAGES.membershipRequired)]);
      lines.push({ plan: membership, pricingId: plan_pricing_id });
    }
    const premierLine = { planId: plan_id1, pricingId: plan_pricing_id1, planField: 'plan_id1', pricingField: 'plan_pricing_id1' };
    const premier = await checkLine(app.db, enrollment, premierLine, true, today, request.language);
    if ('refused' in premier) return refusal(premier);
    // The premier plan first, so the accident-plan offer follows it; the membership after it.
    return ok(await addLines(app.db, enrollment, [{ plan: premier, pricingId: plan_pricing_id1 }, ...lines], today));
  });
}
