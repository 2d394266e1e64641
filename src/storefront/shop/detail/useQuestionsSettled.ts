/** Whether the plan's health and carrier questions are answered and accepted (check-already-answered); add to cart waits for it. */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { checkAlreadyAnswered } from '../../../api/planChecks';

export function useQuestionsSettled(tempId: string, planId: number) {
  const { mutate } = useSWRConfig();
  const { data } = useSWR(['check-already-answered', tempId, planId] as const, ([, enrollmentId, id]) => checkAlreadyAnswered({ enrollmentId, planId: id }), {
    revalidateOnFocus: false, shouldRetryOnError: false,
  });
  // The same function for the plan and enrollment: the machine that calls it keeps the first one it was given.
  const recheck = useCallback(() => void mutate(['check-already-answered', tempId, planId]), [mutate, tempId, planId]);
  // Unknown (loading or failed) counts as settled: the server refuses an add that is not.
  return { settled: data?.status ?? true, recheck };
}
