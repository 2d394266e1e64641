/**
 * A plan's pricing for the visitor's quote (storefront.md sections 4 "Pricing error codes" and
 * 8): the priced lines, or the refusal's code and message (the page clears the lines and shows
 * the message). changePid is followed: the page moves to the replacing plan, which prices.
 */
import useSWR from 'swr';
import { getPlanPricingDetail, type PricingAnswer } from '../../../api/getPlanPricingDetail';

export interface PlanPricing {
  answer: PricingAnswer | undefined;
  /** The call itself failed (network, 4xx): the spec's "Failed pricing call" shows the server message. */
  failed: boolean;
  loading: boolean;
  /** Prices again (after the income, tobacco, tier or basic info changed). */
  reload: () => Promise<unknown>;
}

/** The pricing of plan `planId` for enrollment `tempId` (nothing without one). */
export function usePlanPricing(planId: number, tempId: string | null): PlanPricing {
  const key = tempId === null ? null : ['get-plan-pricing-detail', planId, tempId] as const;
  const { data, error, isLoading, mutate } = useSWR(key, ([, pid, id]) => getPlanPricingDetail(pid, id), {
    revalidateOnFocus: false, shouldRetryOnError: false,
  });
  return { answer: data, failed: error !== undefined, loading: isLoading, reload: () => mutate() };
}
