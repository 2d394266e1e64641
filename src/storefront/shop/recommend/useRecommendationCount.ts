/**
 * The header's input to recommendedLink.ts: how many plans are recommended, asked only once the
 * cart holds plans (the link shows only then); null while unknown.
 */
import { useSessionValue } from '../../../session/useSessionValue';
import { useRecommendedPlans } from './useRecommendedPlans';

/** The number of recommended plans, or null (empty cart, loading or failed). */
export function useRecommendationCount(): number | null {
  const cartCount = useSessionValue('cartCount') ?? 0;
  const { plans } = useRecommendedPlans({ enabled: cartCount > 0 });
  return cartCount > 0 && plans ? plans.length : null;
}
