/**
 * The cart page's data: the stored quote's cart (get-plan-cart) and the effective dates it offers
 * (get-cart-effective-dates), read on every visit (a cart changes under other pages) and again
 * after every change. Without a quote there is no cart: an empty one, no call.
 */
import useSWR from 'swr';
import { getCartEffectiveDates } from '../../../api/getCartEffectiveDates';
import { getPlanCart, type PlanCartData } from '../../../api/getPlanCart';

export interface CartData { cart: PlanCartData | null; dates: readonly string[]; failed: boolean; reload: () => void }

const EMPTY: PlanCartData = { result: [], initial_month_cost: '0.00', recurring_month_cost: '0.00' };
const NO_DATES: readonly string[] = [];

async function loadCart(tempId: string) {
  const [cart, dates] = await Promise.all([getPlanCart(tempId), getCartEffectiveDates(tempId)]);
  return { cart, dates: dates.result };
}

/** The SWR key of the cart page's data (stories answer it through SWR's fallback). */
export const cartPageKey = (tempId: string) => ['cart-page', tempId] as const;

/** The cart of enrollment `tempId` (null: no quote yet). */
export function useCart(tempId: string | null): CartData {
  const { data, error, mutate } = useSWR(tempId ? cartPageKey(tempId) : null, () => loadCart(tempId!), {
    revalidateOnFocus: false, revalidateIfStale: true, shouldRetryOnError: false, keepPreviousData: true,
  });
  return {
    cart: tempId ? (data?.cart ?? null) : EMPTY,
    dates: data?.dates ?? NO_DATES,
    failed: error !== undefined,
    reload: () => void mutate(),
  };
}
