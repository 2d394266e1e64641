/** Queries of an enrollment's cart: its lines with their plan and price rows, removal, the checkout and the upsell offers. */
import { type Expression, type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Eprocess } from '../../../schemas/enrollee';
import type { Language } from '../../../schemas/i18n/language';
import type { Database } from '../types';

/** The cart's lines in order, each with its plan's flags and its monthly price. */
export function cartLines(db: Kysely<Database>, enrollmentId: string) {
  return db.selectFrom('cart_items')
    .innerJoin('plans', 'plans.id', 'cart_items.plan_id')
    .innerJoin('plan_prices', 'plan_prices.id', 'cart_items.pricing_id')
    .select([
      'plans.id as plan_id', 'plans.name as plan_name', 'plans.plan_type', 'plans.premier_carrier', 'plans.requires_membership',
      'plans.admin_fee_percent', 'plans.one_time_fee', 'plans.logo as plan_logo', 'plans.carrier', 'plans.category', 'plan_prices.monthly_price', 'cart_items.pricing_id',
    ])
    .where('cart_items.enrollment_id', '=', enrollmentId)
    .orderBy('cart_items.position')
    .execute();
}

export type CartLine = Awaited<ReturnType<typeof cartLines>>[number];

/**
 * The plan types of an enrollment's cart lines, in order, as a column (`cart_plan_types`: a JSON
 * array of { plan_type }) of a select around it: the lines cartLines reads (the same joins), for a
 * statement that already reads the enrollment (the session's lookup of save-dependent-info).
 */
export function cartPlanTypesColumn<DB extends Database, TB extends keyof DB>(outer: ExpressionBuilder<DB, TB>, enrollmentId: Expression<string | null>) {
  const eb = outer as unknown as ExpressionBuilder<Database, never>;
  return jsonArrayFrom(eb.selectFrom('cart_items')
    .innerJoin('plans', 'plans.id', 'cart_items.plan_id')
    .innerJoin('plan_prices', 'plan_prices.id', 'cart_items.pricing_id')
    .select('plans.plan_type')
    .where('cart_items.enrollment_id', '=', enrollmentId as Expression<string>)
    .orderBy('cart_items.position')).as('cart_plan_types');
}

/**
 * Records a checkout in one statement (a second checkout replaces the first): the effective date,
 * the process the visitor shopped under (kept from the first checkout), the process the wizard
 * runs under (applicant for Member Enrollment, else the shopping process) and the language the
 * visitor checks out in (its mails and PDF follow it). Answers the new eprocess.
 */
export async function recordCheckout(
  db: Kysely<Database>, enrollmentId: string, effectiveDate: string, type: 'rep' | 'applicant', language: Language,
): Promise<Eprocess | undefined> {
  const shopping = sql<Eprocess>`coalesce(shop_eprocess, eprocess)`;
  const row = await db.updateTable('enrollments')
    .set({
      effective_date: effectiveDate,
      shop_eprocess: shopping,
      eprocess: type === 'applicant' ? 'applicant' : shopping,
      language,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', enrollmentId)
    .returning('eprocess')
    .executeTakeFirst();
  return row?.eprocess;
}

/** The upsell offers in checkout order. */
export function upsellOffers(db: Kysely<Database>) {
  return db.selectFrom('upsell_offers')
    .innerJoin('plans', 'plans.id', 'upsell_offers.plan_id')
    .select(['upsell_offers.plan_id', 'upsell_offers.bundle_plan_id', 'upsell_offers.pop_up_title', 'upsell_offers.pop_up_header',
      'upsell_offers.pop_up_link', 'upsell_offers.pop_up_link_description', 'plans.name as plan_name', 'plans.logo as plan_logo', 'plans.category'])
    .orderBy('upsell_offers.position')
    .execute();
}

export type UpsellOffer = Awaited<ReturnType<typeof upsellOffers>>[number];
