/**
 * The visitor's saved quote filter (get-enrollment-temp-info, column filter_info) for the stored
 * tempId, read through SWR under the quote form's own key, so the filter summary, the Basic
 * Details form and the listing share one request and all follow an edit (the quote form
 * revalidates every read after a save).
 */
import useSWR from 'swr';
import { getEnrollmentTempInfo } from '../../../api/getEnrollmentTempInfo';
import { useSessionValue } from '../../../session/useSessionValue';

/** The SWR key of a tempId's saved filter (the quote form reads the same). */
export const savedFilterKey = (tempId: string) => ['quote-filter', tempId] as const;

export interface SavedFilter {
  tempId: string | null;
  /** The saved filter_info; null without a tempId, while loading or when it cannot be read. */
  filter: Readonly<Record<string, unknown>> | null;
  loading: boolean;
}

const asObject = (value: unknown): Readonly<Record<string, unknown>> | null =>
  (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null);

/** The stored tempId's saved filter. */
export function useSavedFilter(): SavedFilter {
  const tempId = useSessionValue('tempId');
  const saved = useSWR(tempId ? savedFilterKey(tempId) : null, () => getEnrollmentTempInfo({ enrollmentId: tempId!, column: 'filter_info' }),
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false });
  return { tempId: tempId ?? null, filter: asObject(saved.data?.result), loading: Boolean(tempId) && saved.isLoading };
}
