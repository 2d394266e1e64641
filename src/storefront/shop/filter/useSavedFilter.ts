/**
 * The visitor's saved quote filter (get-enrollment-temp-info, column filter_info) for the stored
 * tempId, read through SWR under the quote form's own key, so the filter summary, the Basic
 * Details form and the listing share one request and all follow an edit (the quote form
 * revalidates every read after a save).
 */
import useSWR from 'swr';
import { embeddedAnswer, seedWith } from '../../../api/firstPaintSeed';
import { getEnrollmentTempInfo } from '../../../api/getEnrollmentTempInfo';
import type { TempInfoData } from '../../../../schemas/api/types';
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
  // The quoted visitor's /plans carries it (issue 17): the summary paints at once, with nothing reserved that could move.
  const seed = tempId ? embeddedAnswer<TempInfoData>('get-enrollment-temp-info', { enrollment_id: tempId, column: 'filter_info' }) : undefined;
  const saved = useSWR(tempId ? savedFilterKey(tempId) : null, () => getEnrollmentTempInfo({ enrollmentId: tempId!, column: 'filter_info' }),
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false, ...seedWith(seed) });
  return { tempId: tempId ?? null, filter: asObject(saved.data?.result), loading: Boolean(tempId) && saved.isLoading };
}
