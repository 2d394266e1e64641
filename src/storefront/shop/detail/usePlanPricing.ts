/**
 * A plan's pricing for the visitor's quote (storefront.md sections 4 "Pricing error codes" and
 * 8): the priced lines, or the refusal's code and message (the page clears the lines and shows
 * the message). changePid is followed by the page. The saved quote filter is part of the key,
 * so an edit of the basic info (the filter summary's popup) prices again by itself.
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { getPlanPricingDetail, type PricingAnswer } from '../../../api/getPlanPricingDetail';
import { planPricingKey } from '../../reads';
import { savedFilterKey, useSavedFilter } from '../filter';

export interface PlanPricing {
  answer: PricingAnswer | undefined;
  /** The call itself failed (network, 4xx): the spec's "Failed pricing call" shows the server message. */
  failed: boolean;
  loading: boolean;
  /** The saved quote filter (null while loading or unreadable). */
  filter: Readonly<Record<string, unknown>> | null;
  /** After a modal changed the quote: the filter is read again, and with it the price (the same function for the plan and enrollment). */
  refresh: () => void;
}

/** The pricing of plan `planId` for enrollment `tempId`. */
export function usePlanPricing(planId: number, tempId: string): PlanPricing {
  const saved = useSavedFilter();
  const { mutate } = useSWRConfig();
  const key = saved.loading ? null : planPricingKey(planId, tempId, JSON.stringify(saved.filter));
  const { data, error, isLoading } = useSWR(key, ([, pid, id]) => getPlanPricingDetail(pid, id), {
    revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true,
  });
  // By the plan and enrollment rather than the key of this render: the machine that calls it keeps the first one it was given.
  const refresh = useCallback(() => {
    void mutate(savedFilterKey(tempId));
    const pricingKey = planPricingKey(planId, tempId, '');
    void mutate((cached: unknown) => Array.isArray(cached) && pricingKey.every((part, index) => index === 3 || cached[index] === part));
  }, [mutate, planId, tempId]);
  return { answer: data, failed: error !== undefined, loading: isLoading || saved.loading, filter: saved.filter, refresh };
}
