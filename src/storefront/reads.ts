/**
 * Which reads each change touches (issue 19): the ONE table saying, for every call that changes
 * what the storefront shows (the cart's adds, removal and checkout; a portal sign-in or
 * sign-out), which reads must be refreshed, and `useAfterChange`, which every caller of such a
 * call runs once the server has answered. No screen refreshes for itself.
 *
 * SWR reads are dropped, not merely revalidated: the cached answer is cleared and every hook on
 * screen fetches afresh (those with keepPreviousData keep showing the old answer meanwhile), so
 * a screen that mounts later, even within SWR's two-second deduplication, asks the server instead
 * of showing what was true before the change. The header's cart count and amount are session
 * values (cartSummary.ts), refreshed by reading them again.
 *
 * Reads that need no entry, because nothing caches them: the review step's cart panel and every
 * wizard step (beneficiaries, dependents, billing's accounts on file) load afresh on each visit
 * (src/enrollment/useStepLoad.ts); the upsells, check-already-in-cart and the quote preview are
 * asked at the moment they are needed. The member table changes with no call of ours (Enroll Now
 * only starts a quote); its rows leave the cache at sign-out.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { getSession } from '../session/storage';
import { refreshCartSummary } from './shop/cart/cartSummary';

/** The cart page's data: the cart with its riders, and the effective dates (useCart). */
export const cartPageKey = (tempId: string) => ['cart-page', tempId] as const;
/** get-more-requirement: whether the cart holds the premier plan (the quote form then asks its category). */
export const premierInCartKey = (tempId: string) => ['premier-in-cart', tempId] as const;
/** A plan's prices for the quote (their tier text reads 'Member + 1 Child' with a premier plan in the cart). */
export const planPricingKey = (planId: number, tempId: string, filter: string) => ['get-plan-pricing-detail', planId, tempId, filter] as const;
/** Who is signed in (portal-session). */
export const PORTAL_SESSION_KEY = 'portal-session';
/** A rep's or group's member table. */
export const memberRowsKey = (kind: 'agent' | 'group', id: number) => ['member-rows', kind, id] as const;

/** What a change applies to: the enrollment whose cart changed. */
interface Scope { tempId: string | null }

/** A read: an SWR entry (matched by its key) or a value refreshed by a call. */
type Read = { shows: string; matches: (key: unknown, scope: Scope) => boolean } | { shows: string; refresh: () => Promise<void> };

/** Whether an SWR key is `[name, ...]` with the enrollment id at `at`. */
const keyed = (name: string, at?: number) => (key: unknown, { tempId }: Scope) =>
  Array.isArray(key) && key[0] === name && (at === undefined || (tempId !== null && key[at] === tempId));

/** Every read a change may touch, by name. */
export const READS = {
  headerSummary: { shows: "the header's cart count and amount (get-cart-count, get-cart-amount)", refresh: refreshCartSummary },
  cartPage: {
    shows: "the cart page: its lines, totals, riders, effective dates (get-plan-cart, get-cart-effective-dates) and its recommended products (keyed by the cart's plans: never the cart's own, bought-together first)",
    matches: keyed('cart-page', 1),
  },
  premierInCart: { shows: "the quote form's premier category question (get-more-requirement)", matches: keyed('premier-in-cart', 1) },
  planPricing: { shows: "plan detail prices and their tier text (get-plan-pricing-detail: 'Member + 1 Child' with a premier plan in the cart)", matches: keyed('get-plan-pricing-detail', 2) },
  portalSession: { shows: "the member home's signed-in member (portal-session)", matches: (key) => key === PORTAL_SESSION_KEY },
  memberRows: { shows: "the rep's or group's member table (get-agent-members, get-group-users)", matches: keyed('member-rows') },
} satisfies Record<string, Read>;

export type ReadName = keyof typeof READS;

/** What the cart shows anywhere: any line added or removed may change each of these. */
const CART_READS: readonly ReadName[] = ['headerSummary', 'cartPage', 'premierInCart', 'planPricing'];

/** The table: each change and the reads it touches. */
export const CHANGES = {
  /** Plan detail's Add to Cart (add-plan-to-cart). */
  'cart.add': CART_READS,
  /** Select Membership: the premier plan with the wellness membership (add-plan-to-cart-prudentials). */
  'cart.membershipAdd': CART_READS,
  /** A current member's premier plan alone (add-plan-to-cart-prudentials). */
  'cart.premierAdd': CART_READS,
  /** The accident offer's Add To Cart after an add (add-plan-to-cart). */
  'cart.offerAdd': CART_READS,
  /** A checkout popup's Add To Cart: term life, the vision/dental bundle (add-plan-to-cart). */
  'cart.upsellAdd': CART_READS,
  /** The cart page's Additional riders (add-plan-to-cart); a rider is never premier, but the cart's plans key the recommendations. */
  'cart.riderAdd': ['headerSummary', 'cartPage'],
  /** Remove, confirmed (remove-plan-from-cart; a parent takes its riders along). */
  'cart.remove': CART_READS,
  /** Checkout (cart-checkout records the date and process): the cart as the wizard entered it, when the visitor comes back. */
  'cart.checkout': ['headerSummary', 'cartPage'],
  /** portal-sign-in: someone else may now be signed in. */
  'portal.signIn': ['portalSession'],
  /** portal-sign-out: nobody is; the member table of the one who left goes too. */
  'portal.signOut': ['portalSession', 'memberRows'],
} satisfies Record<string, readonly ReadName[]>;

export type Change = keyof typeof CHANGES;

/**
 * What callers run after a change the server accepted: `after(change)` drops the SWR reads the
 * table names (of enrollment `tempId`, by default the stored one) and resolves once the
 * header's summary is read again. It never rejects.
 */
export function useAfterChange(): (change: Change, tempId?: string | null) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async (change, tempId = getSession('tempId')) => {
    const scope: Scope = { tempId: tempId ?? null };
    const reads = CHANGES[change].map((name) => READS[name] as Read);
    const cached = reads.flatMap((read) => ('matches' in read ? [read.matches] : []));
    if (cached.length > 0) {
      // Data given (undefined): the cache is cleared at once, so nothing mounting later can show it.
      void mutate((key) => cached.some((matches) => matches(key, scope)), undefined, { revalidate: true }).catch(() => undefined);
    }
    await Promise.all(reads.flatMap((read) => ('refresh' in read ? [read.refresh().catch(() => undefined)] : [])));
  }, [mutate]);
}
