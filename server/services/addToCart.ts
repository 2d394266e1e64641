/**
 * Add to cart (storefront.md sections 4 "Add to cart" and 8; issue 8 point 5). A line is checked
 * in this order, the first failure answering:
 *  1. the plan exists and this visitor may see it (a group-only plan is its group's), else 422 at plan_id;
 *     a rider (migration 025) needs its parent plan in the cart, else 422 at plan_id;
 *  2. a plan sold with the wellness membership comes through the premier add (or the cart or the
 *     member holds the membership), else 422 at plan_id;
 *  3. the member holds it as an ACTIVE policy: refusal 'alreadyActive' with the server's text;
 *  4. today is inside one of its blackout windows: refusal 'blackout' with the window's text (the
 *     store's content: in the caller's language when translated, content_lang says);
 *  4b. its carrier takes no new applications now (its text, likewise), or asks the dependents' dates
 *     of birth the quote lacks (the premier-carrier check, server/services/premierCarrier.ts): 422 at plan_id with the text;
 *  5. it prices for this visitor now (the pricing function), else 422 at plan_id with the pricing
 *     message, and plan_pricing_id is one of those prices, else 422 at plan_pricing_id;
 *  6. its health and carrier questions are answered and accepted, else 422 at plan_id.
 * Nothing is written unless every line passes; the premier add writes both lines in one transaction.
 */
import type { Kysely } from 'kysely';
import type { AddedData, AddRefusalCode } from '../../schemas/api/planDetail';
import type { Language } from '../../schemas/i18n/language';
import { MESSAGES } from '../../schemas/messages';
import type { Enrollment } from '../db/queries/enrollments';
import {
  addOfferOf, blackoutOn, cartPlanIds, findPlanDetail, holdsActivePolicy, putInCart, type PlanRow,
} from '../db/queries/planDetail';
import type { Database } from '../db/types';
import { fieldError, unprocessable } from '../http';
import { catalogRowsOf } from '../db/queries/catalogRows';
import { riderParentOf } from '../db/queries/riders';
import { oneInLanguage } from './contentLanguage';
import { questionsSettled } from './planQuestions';
import { premierRefusal } from './premierCarrier';
import { pricingFilterOf } from './pricing/filter';
import { priceOf } from './pricing/priceOf';
import type { PriceRow } from './pricing/types';

/** A cart line to add and the names of its fields in the request (for field errors). */
export interface LineRequest { planId: number; pricingId: number; planField: string; pricingField: string }

/** A refused add: its code and text; content_lang when the text is the store's content (a blackout's). */
export type Refusal = { refused: AddRefusalCode; message: string; content_lang?: Language };

/** Enrollment types of a member who holds the membership already (the premier add omits it for them). */
const EXISTING_TYPES: readonly string[] = ['existing-member', 'existing-user'];

/** Today as YYYY-MM-DD (UTC), the day blackout windows are read on. */
export const isoDay = (today: Date): string => today.toISOString().slice(0, 10);

/** Whether a visitor of this enrollment may see the plan (group-only plans are their group's). */
export const visibleTo = (plan: Pick<PlanRow, 'group_id'>, enrollment: Pick<Enrollment, 'group_id'>): boolean =>
  plan.group_id === null || plan.group_id === enrollment.group_id;

/** The plan's prices for this visitor today, or the pricing message of why there is none. */
export async function pricesFor(db: Kysely<Database>, enrollment: Enrollment, planId: number, today: Date): Promise<PriceRow[] | string> {
  const catalog = await catalogRowsOf(db, planId);
  if (!catalog) return MESSAGES.pricingPlanUnknown;
  const result = priceOf(catalog, pricingFilterOf(enrollment.filter_info, enrollment.portal_id, planId), today);
  return 'ok' in result ? result.ok : result.message;
}

/** Checks one line (steps 1, 3, 4, 5); `membershipHeld` settles step 2; content texts in `language`. Answers the plan or a refusal; throws 422. */
export async function checkLine(
  db: Kysely<Database>, enrollment: Enrollment, line: LineRequest, membershipHeld: boolean, today: Date, language: Language,
): Promise<PlanRow | Refusal> {
  const found = await findPlanDetail(db, line.planId);
  if (!found || !visibleTo(found.plan, enrollment)) unprocessable([fieldError(line.planField, MESSAGES.pricingPlanUnknown)]);
  const { plan } = found;
  const parent = await riderParentOf(db, plan.plan_id);
  if (parent && !(await cartPlanIds(db, enrollment.id)).includes(parent.id)) {
    unprocessable([fieldError(line.planField, MESSAGES.riderNeedsParent.replaceAll('{plan}', parent.name))]);
  }
  if (plan.requires_membership && !membershipHeld) unprocessable([fieldError(line.planField, MESSAGES.membershipRequired)]);
  if (enrollment.member_id !== null && await holdsActivePolicy(db, enrollment.member_id, plan.plan_id)) {
    return { refused: 'alreadyActive', message: MESSAGES.planAlreadyActive.replace('{plan}', plan.plan_name) };
  }
  const blackout = await blackoutOn(db, plan.plan_id, isoDay(today));
  if (blackout) {
    const { message, content_lang } = await oneInLanguage(db, language, blackout, ['message']);
    return { refused: 'blackout', message, content_lang };
  }
  const carrierRule = await premierRefusal(db, enrollment, plan.plan_id, today, language);
  if (carrierRule !== null) unprocessable([fieldError(line.planField, carrierRule)]);
  const prices = await pricesFor(db, enrollment, plan.plan_id, today);
  if (typeof prices === 'string') unprocessable([fieldError(line.planField, prices)]);
  if (!prices.some((row) => row.id === line.pricingId)) unprocessable([fieldError(line.pricingField, MESSAGES.planPriceChanged)]);
  if (!(await questionsSettled(db, enrollment.id, plan.plan_id))) unprocessable([fieldError(line.planField, MESSAGES.planDetailAnswerFirst)]);
  return plan;
}

/** Whether the member or the cart already holds a membership plan. */
export async function holdsMembership(db: Kysely<Database>, enrollment: Enrollment): Promise<boolean> {
  if (EXISTING_TYPES.includes(enrollment.type)) return true;
  const inCart = await cartPlanIds(db, enrollment.id);
  if (inCart.length === 0) return false;
  const memberships = await db.selectFrom('plans').select('id').where('plan_type', '=', 'membership').where('id', 'in', inCart).execute();
  return memberships.length > 0;
}

/** Whether the enrollment may leave the membership out of the premier add (an existing member). */
export const isExistingMember = (enrollment: Pick<Enrollment, 'type'>): boolean => EXISTING_TYPES.includes(enrollment.type);

/** The plan offered after adding a plan of this category, priced for the visitor; null when none applies. */
async function offerAfter(db: Kysely<Database>, enrollment: Enrollment, plan: PlanRow, inCart: readonly number[], today: Date): Promise<AddedData['suggested_plan']> {
  const offer = await addOfferOf(db, plan.plan_category);
  if (!offer || inCart.includes(offer.id)) return null;
  const prices = await pricesFor(db, enrollment, offer.id, today);
  const first = typeof prices === 'string' ? undefined : prices[0];
  return first ? { plan_id: offer.id, plan_name: offer.name, plan_pricing_id: first.id, price: first.monthly_price } : null;
}

/** Writes checked lines in one transaction and answers the cart's count and the plan to offer after the first line. */
export async function addLines(db: Kysely<Database>, enrollment: Enrollment, lines: ReadonlyArray<{ plan: PlanRow; pricingId: number }>, today: Date): Promise<AddedData> {
  await db.transaction().execute(async (trx) => {
    for (const line of lines) await putInCart(trx, enrollment.id, line.plan.plan_id, line.pricingId);
  });
  const inCart = await cartPlanIds(db, enrollment.id);
  const first = lines[0];
  const suggested = first ? await offerAfter(db, enrollment, first.plan, inCart, today) : null;
  return { cart_count: inCart.length, suggested_plan: suggested };
}
