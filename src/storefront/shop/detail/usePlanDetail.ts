/** The plan and its texts (get-plan-detail/{id}), shared by the page's parts through SWR. */
import useSWR from 'swr';
import { getPlanDetail } from '../../../api/getPlanDetail';
import { ONCE_PER_PAGE } from '../../../api/query';

/** The plan's detail; `error` when it could not be loaded (unknown plan or a failed call). */
export function usePlanDetail(planId: number | null) {
  return useSWR(planId === null ? null : ['get-plan-detail', planId] as const, ([, id]) => getPlanDetail(id), ONCE_PER_PAGE);
}
