/**
 * The header's cart summary (storefront.md section 2 "Header": cart icon with item count and
 * amount; issue 8 point 6: it updates everywhere). Every change of the cart (add, remove, a new
 * quote) calls refreshCartSummary, which reads the count and amount of the stored tempId's cart
 * and stores them as cartCount and cartAmount; the header follows the stored values
 * (useSessionValue), on every page and in other tabs.
 */
import { getCartAmount } from '../../../api/getCartAmount';
import { getCartCount } from '../../../api/getCartCount';
import { getSession, setSession } from '../../../session/storage';

/**
 * Reads get-cart-count and get-cart-amount for the stored tempId and stores cartCount and
 * cartAmount. Without a tempId there is no cart: both are cleared. A failed call changes nothing
 * (the spec's "only logged": the header keeps what it showed) and never rejects.
 */
export async function refreshCartSummary(): Promise<void> {
  const tempId = getSession('tempId');
  if (!tempId) {
    setSession('cartCount', null);
    setSession('cartAmount', null);
    return;
  }
  try {
    const [count, amount] = await Promise.all([getCartCount(tempId), getCartAmount(tempId)]);
    // The visitor may have started another quote meanwhile: only the current cart's summary is stored.
    if (getSession('tempId') !== tempId) return;
    setSession('cartCount', count.result);
    setSession('cartAmount', amount.result);
  } catch (error) {
    console.warn('cart summary not refreshed', error);
  }
}
