/**
 * The header's input to recommendedLink.ts: how many plans are recommended, asked only once the
 * cart holds plans (the link shows only then) and the page is idle: its two calls (the ranking,
 * then the cards) came before the cart's own content painted (issue 17); null while unknown.
 */
import { useIdle } from '../../../app/useIdle';
import { useSessionValue } from '../../../session/useSessionValue';
import { useRecommendedPlans } from './useRecommendedPlans';

/** The number of recommended plans, or null (empty cart, not idle yet, loading or failed). */
export function useRecommendationCount(): number | null {
  const cartCount = useSessionValue('cartCount') ?? 0;
  const idle = useIdle();
  const { plans } = useRecommendedPlans({ enabled: cartCount > 0 && idle });
  return cartCount > 0 && plans ? plans.length : null;
}
