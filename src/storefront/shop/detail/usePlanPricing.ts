/**
 * A plan's pricing for the visitor's quote (storefront.md sections 4 "Pricing error codes" and
 * 8): the priced lines, or the refusal's code and message (the page clears the lines and shows
 * the message). changePid is followed by the page. The saved quote filter is part of the key,
 * so an edit of the basic info (the filter summary's popup) prices again by itself.
 */
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
  /** After a modal changed the quote: the filter is read again, and with it the price. */
  refresh: () => void;
}

/** The pricing of plan `planId` for enrollment `tempId`. */
export function usePlanPricing(planId: number, tempId: string): PlanPricing {
  const saved = useSavedFilter();
  const { mutate } = useSWRConfig();
  const key = saved.loading ? null : planPricingKey(planId, tempId, JSON.stringify(saved.filter));
  const { data, error, isLoading, mutate: reprice } = useSWR(key, ([, pid, id]) => getPlanPricingDetail(pid, id), {
    revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true,
  });
  const refresh = () => {
    void mutate(savedFilterKey(tempId));
    void reprice();
  };
  return { answer: data, failed: error !== undefined, loading: isLoading || saved.loading, filter: saved.filter, refresh };
}
