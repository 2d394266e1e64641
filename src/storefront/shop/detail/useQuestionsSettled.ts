/** Whether the plan's health and carrier questions are answered and accepted (check-already-answered); add to cart waits for it. */
import useSWR from 'swr';
import { checkAlreadyAnswered } from '../../../api/planChecks';

export function useQuestionsSettled(tempId: string, planId: number) {
  const { data, mutate } = useSWR(['check-already-answered', tempId, planId] as const, ([, enrollmentId, id]) => checkAlreadyAnswered({ enrollmentId, planId: id }), {
    revalidateOnFocus: false, shouldRetryOnError: false,
  });
  // Unknown (loading or failed) counts as settled: the server refuses an add that is not.
  return { settled: data?.status ?? true, recheck: () => void mutate() };
}
