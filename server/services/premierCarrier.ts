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
import type { Language } from '../../schemas/i18n/language';
import { MESSAGES } from '../../schemas/messages';
import type { Enrollment } from '../db/queries/enrollments';
import type { Database } from '../db/types';
import { oneInLanguage } from './contentLanguage';
import { hasDependentInfo } from './planQuestions';

const HASH = new RegExp(CARRIER_HASH_PATTERN);

/** The text of a carrier that takes no new applications ('' in its row: ours). */
const closedText = (message: string): string => message.trim() || MESSAGES.carrierClosed;

/**
 * GET /{hash}: the carrier's status, its text in `language` when translated (our text, when the
 * carrier wrote none, is the catalog's: the answer's hook says it in the caller's language), or
 * null when `hash` is no carrier's key (malformed keys are never looked up).
 */
export async function carrierStatusOf(db: Kysely<Database>, hash: string, language: Language): Promise<CarrierStatusData | null> {
  if (!HASH.test(hash)) return null;
  const row = await db.selectFrom('carrier_statuses').select(['accepting', 'message']).where('hash', '=', hash).executeTakeFirst();
  if (!row) return null;
  const { message, content_lang } = await oneInLanguage(db, language, { message: row.accepting ? '' : row.message }, ['message']);
  return row.accepting ? { status: true, message: '', content_lang } : { status: false, message: closedText(message), content_lang };
}

/** Why the plan cannot be added now by this carrier's rules, in `language` when translated (null: nothing refuses). */
export async function premierRefusal(
  db: Kysely<Database>, enrollment: Pick<Enrollment, 'filter_info'>, planId: number, now: Date, language: Language,
): Promise<string | null> {
  const plan = await db.selectFrom('plans').leftJoin('carrier_statuses', 'carrier_statuses.carrier', 'plans.carrier')
    .select(['plans.asks_dependent_dob', 'carrier_statuses.accepting', 'carrier_statuses.message'])
    .where('plans.id', '=', planId).executeTakeFirst();
  if (!plan) return null;
  if (plan.accepting === false) return closedText((await oneInLanguage(db, language, { message: plan.message ?? '' }, ['message'])).message);
  if (plan.asks_dependent_dob && !hasDependentInfo(enrollment.filter_info, now)) return MESSAGES.premierDependentsFirst;
  return null;
}
