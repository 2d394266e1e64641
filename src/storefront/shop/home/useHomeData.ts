/** The Home page's featured plans and category tiles for the stored visitor (get-featured-plans, get-homepage-plan). */
import useSWR from 'swr';
import { getFeaturedPlans, getHomepagePlans, type HomeQuery } from '../../../api/getHomeData';
import { ONCE_PER_PAGE } from '../../../api/query';
import { useSessionValue } from '../../../session/useSessionValue';

/** Who the visitor is, as the home calls take it. */
function useHomeQuery(): HomeQuery {
  return {
    agent_id: useSessionValue('agent_id'), group_id: useSessionValue('group_id'), portal_id: useSessionValue('portal_id'),
    eprocess: useSessionValue('eprocess'), open_type: useSessionValue('open_type'),
  };
}

/** Featured plans and tiles (undefined while loading; a failure reads as none: the quote form still works). */
export function useHomeData() {
  const query = useHomeQuery();
  const key = JSON.stringify(query);
  const featured = useSWR(['featured-plans', key], () => getFeaturedPlans(query), ONCE_PER_PAGE);
  const tiles = useSWR(['homepage-plans', key], () => getHomepagePlans(query), ONCE_PER_PAGE);
  return {
    featured: featured.error ? [] : featured.data,
    tiles: tiles.error ? [] : tiles.data,
  };
}
