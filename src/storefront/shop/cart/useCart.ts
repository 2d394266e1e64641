/**
 * The cart page's data: the stored quote's cart with the riders it offers (get-plan-cart) and the
 * effective dates (get-cart-effective-dates), read on every visit (a cart changes under other
 * pages); every change of the cart drops it (src/storefront/reads.ts), so it is read afresh.
 * Without a quote there is no cart: an empty one, no call.
 */
import useSWR from 'swr';
import { embeddedAnswer, seedWith } from '../../../api/firstPaintSeed';
import { getCartEffectiveDates, type EffectiveDatesData } from '../../../api/getCartEffectiveDates';
import { getCartWithRiders, type CartPageData, type CartRider, type PlanCartData } from '../../../api/getPlanCart';
import { cartPageKey } from '../../reads';

export interface CartData {
  cart: PlanCartData | null; dates: readonly string[];
  /** The riders of plans in the cart the visitor may add (none without a quote). */
  riders: readonly CartRider[];
  failed: boolean; reload: () => void;
}

const EMPTY: PlanCartData = { result: [], initial_month_cost: '0.00', recurring_month_cost: '0.00' };
const NO_DATES: readonly string[] = [];
const NO_RIDERS: readonly CartRider[] = [];

async function loadCart(tempId: string) {
  const [cart, dates] = await Promise.all([getCartWithRiders(tempId), getCartEffectiveDates(tempId)]);
  return { cart, dates: dates.result };
}

/** The cart page's data as the page carries it for a quoted visitor (issue 17), or undefined. */
function embeddedCart(tempId: string | null) {
  const query = { enrollment_id: tempId };
  const cart = tempId ? embeddedAnswer<CartPageData>('get-plan-cart', query) : undefined;
  const dates = tempId ? embeddedAnswer<EffectiveDatesData>('get-cart-effective-dates', query) : undefined;
  return cart && dates ? { cart, dates: dates.result } : undefined;
}

/** The cart of enrollment `tempId` (null: no quote yet). */
export function useCart(tempId: string | null): CartData {
  const { data, error, mutate } = useSWR(tempId ? cartPageKey(tempId) : null, () => loadCart(tempId!), {
    revalidateOnFocus: false, revalidateIfStale: true, shouldRetryOnError: false, keepPreviousData: true, ...seedWith(embeddedCart(tempId)),
  });
  return {
    cart: tempId ? (data?.cart ?? null) : EMPTY,
    dates: data?.dates ?? NO_DATES,
    riders: (tempId ? data?.cart.riders : undefined) ?? NO_RIDERS,
    failed: error !== undefined,
    reload: () => void mutate(),
  };
}
