/** The cart (issue 8 points 6 and 7): the page, and the header's summary every add and remove refreshes. */
export { CartPage } from './CartPage';
export { refreshCartSummary } from './cartSummary';
export { cartPageKey } from './useCart';
