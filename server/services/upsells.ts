/**
 * The applicant's checkout upsells (storefront.md sections 4 "Cart" and 6; issue 8 point 7): the
 * offers of upsell_offers in order (term life, then the vision/dental bundle), each priced for the
 * visitor now with the pricing function. An offer is suggested while the cart does not hold its
 * plan and the plan prices for the visitor (term life only for tier IO); a bundle's second plan
 * joins the popup when it prices and the cart does not hold it yet. Reps and groups get none.
 */
import type { Kysely } from 'kysely';
import type { Enrollment } from '../db/queries/enrollments';
import { upsellOffers, type UpsellOffer } from '../db/queries/cart';
import type { Database } from '../db/types';
import { catalogRowsOf } from '../db/queries/catalogRows';
import { cartOf, fromCents, toCents } from './cart';
import { pricingFilterOf } from './pricing/filter';
import { priceOf } from './pricing/priceOf';
import type { PriceRow } from './pricing/types';
import { shoppingProcess } from './shoppingProcess';

/** The plan's first price row for this visitor today, or null when it does not price. */
export async function visitorPrice(db: Kysely<Database>, enrollment: Enrollment, planId: number, today: Date): Promise<PriceRow | null> {
  const catalog = await catalogRowsOf(db, planId);
  if (!catalog) return null;
  const result = priceOf(catalog, pricingFilterOf(enrollment.filter_info, enrollment.portal_id, planId), today);
  return 'ok' in result ? (result.ok[0] ?? null) : null;
}

/** An offer as the visitor would get it now: its plan's price and the bundle plan's (null when it is not added). */
export interface PricedOffer { offer: UpsellOffer; price: PriceRow | null; bundle: PriceRow | null; shown: boolean }

/** Prices one offer for the enrollment, given the plans its cart holds. */
async function priceOffer(db: Kysely<Database>, enrollment: Enrollment, offer: UpsellOffer, inCart: ReadonlySet<number>, today: Date): Promise<PricedOffer> {
  const price = inCart.has(offer.plan_id) ? null : await visitorPrice(db, enrollment, offer.plan_id, today);
  const bundle = price && offer.bundle_plan_id !== null && !inCart.has(offer.bundle_plan_id)
    ? await visitorPrice(db, enrollment, offer.bundle_plan_id, today)
    : null;
  return { offer, price, bundle, shown: price !== null };
}

/** Whether the enrollment gets upsells: applicants only (reps and groups see the cart confirmation directly). */
export const getsUpsells = (enrollment: Pick<Enrollment, 'eprocess' | 'shop_eprocess'>): boolean =>
  shoppingProcess(enrollment) === 'applicant';

/** Every offer priced for the enrollment now (none for reps and groups). */
export async function pricedOffers(db: Kysely<Database>, enrollment: Enrollment, today: Date): Promise<PricedOffer[]> {
  if (!getsUpsells(enrollment)) return [];
  const [offers, cart] = await Promise.all([upsellOffers(db), cartOf(db, enrollment.id)]);
  const inCart = new Set(cart.lines.map((line) => line.plan_id));
  return Promise.all(offers.map((offer) => priceOffer(db, enrollment, offer, inCart, today)));
}

/** get-suggested-plan-list's items: the offers that show, priced. */
export async function suggestedPlans(db: Kysely<Database>, enrollment: Enrollment, today: Date) {
  return (await pricedOffers(db, enrollment, today)).flatMap(({ offer, price, shown }) => (shown && price ? [{
    plan_id: offer.plan_id, plan_pricing_id: price.id, plan_name: offer.plan_name, price: price.monthly_price, plan_logo: offer.plan_logo,
  }] : []));
}

/** get-suggested-plan-list-new's popup of one offered plan; undefined when the plan is not an offer. */
export async function upsellPopup(db: Kysely<Database>, enrollment: Enrollment, planId: number, today: Date) {
  const offers = await pricedOffers(db, enrollment, today);
  const found = offers.find(({ offer }) => offer.plan_id === planId);
  if (!found) {
    // Reps and groups get no offers at all; an unknown plan is no offer either.
    return undefined;
  }
  const { offer, price, bundle, shown } = found;
  const cents = (price ? toCents(price.monthly_price) : 0) + (bundle ? toCents(bundle.monthly_price) : 0);
  return {
    plan_category: offer.category, pop_up_display: shown, pop_up_title: offer.pop_up_title, pop_up_header: offer.pop_up_header,
    pop_up_link: offer.pop_up_link, pop_up_link_description: offer.pop_up_link_description, plan_price: fromCents(cents),
    plan_id: offer.plan_id, ppid: price?.id ?? null, plan_id_1: bundle ? offer.bundle_plan_id : null, plan_pricing_id_1: bundle?.id ?? null,
  };
}
