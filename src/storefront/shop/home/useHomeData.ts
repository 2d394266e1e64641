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

/** The SWR keys of the featured plans and the tiles for a visitor (stories give answers under them). */
export const homeDataKeys = (query: HomeQuery) => ({ featured: ['featured-plans', JSON.stringify(query)], tiles: ['homepage-plans', JSON.stringify(query)] });

/** Featured plans and tiles (undefined while loading; a failure reads as none: the quote form still works). */
export function useHomeData() {
  const query = useHomeQuery();
  const keys = homeDataKeys(query);
  const featured = useSWR(keys.featured, () => getFeaturedPlans(query), ONCE_PER_PAGE);
  const tiles = useSWR(keys.tiles, () => getHomepagePlans(query), ONCE_PER_PAGE);
  return {
    featured: featured.error ? [] : featured.data,
    tiles: tiles.error ? [] : tiles.data,
  };
}
