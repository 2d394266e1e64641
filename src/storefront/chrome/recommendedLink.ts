/**
 * The header's "View Your Recommended Products" link (storefront.md section 2 "Header"): only
 * when the cart has items and recommendations exist. The header counts them with
 * useRecommendationCount (src/storefront/shop/recommend), asked only once the cart holds plans.
 */

export interface RecommendedLinkInput {
  /** Plans in the cart (the stored cartCount; null when nothing is stored). */
  cartCount: number | null;
  /** How many recommended plans the visitor has (null: unknown / not loaded). */
  recommendations: number | null;
}

/** Whether the header shows the link. */
export function showsRecommendedLink({ cartCount, recommendations }: RecommendedLinkInput): boolean {
  return (cartCount ?? 0) > 0 && (recommendations ?? 0) > 0;
}

/** Where the link goes: the full recommended-products list (route recommend-list). */
export const RECOMMENDED_LIST_PATH = '/recommend-list';
