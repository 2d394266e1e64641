/** The cart (issue 8 points 6 and 7): the page, and the header's summary every add and remove refreshes. */
export { CartPage } from './CartPage';
export { refreshCartSummary } from './cartSummary';
// The SWR key of the cart page's data (stories answer it through SWR's fallback).
export { cartPageKey } from '../../reads';
