/**
 * The premier-carrier check on the server (storefront.md sections 4 "Add to cart" and 7; issue 17
 * point 6): a carrier's status by its key (GET /{hash}) and what an add of a plan refuses before
 * its price is checked: a carrier that takes no new applications now (its text), and a plan whose
 * carrier asks the dependents' dates of birth while the quote lacks them (check-prudential-plan's
 * depdob). The client asks the same first (machines/storefront/addToCart.ts), so a visitor meets
 * these only when the page was out of date.
 */
import type { Kysely } from 'kysely';
import { CARRIER_HASH_PATTERN, type CarrierStatusData } from '../../schemas/api/carrierStatus';
import { MESSAGES } from '../../schemas/messages';
import type { Enrollment } from '../db/queries/enrollments';
import type { Database } from '../db/types';
import { hasDependentInfo } from './planQuestions';

const HASH = new RegExp(CARRIER_HASH_PATTERN);

/** The text of a carrier that takes no new applications ('' in its row: ours). */
const closedText = (message: string): string => message.trim() || MESSAGES.carrierClosed;

/** GET /{hash}: the carrier's status, or null when `hash` is no carrier's key (malformed keys are never looked up). */
export async function carrierStatusOf(db: Kysely<Database>, hash: string): Promise<CarrierStatusData | null> {
  if (!HASH.test(hash)) return null;
  const row = await db.selectFrom('carrier_statuses').select(['accepting', 'message']).where('hash', '=', hash).executeTakeFirst();
  if (!row) return null;
  return row.accepting ? { status: true, message: '' } : { status: false, message: closedText(row.message) };
}

/** Why the plan cannot be added now by this carrier's rules (null: nothing refuses). */
export async function premierRefusal(db: Kysely<Database>, enrollment: Pick<Enrollment, 'filter_info'>, planId: number, now: Date): Promise<string | null> {
  const plan = await db.selectFrom('plans').leftJoin('carrier_statuses', 'carrier_statuses.carrier', 'plans.carrier')
    .select(['plans.asks_dependent_dob', 'carrier_statuses.accepting', 'carrier_statuses.message'])
    .where('plans.id', '=', planId).executeTakeFirst();
  if (!plan) return null;
  if (plan.accepting === false) return closedText(plan.message ?? '');
  if (plan.asks_dependent_dob && !hasDependentInfo(enrollment.filter_info, now)) return MESSAGES.premierDependentsFirst;
  return null;
}
