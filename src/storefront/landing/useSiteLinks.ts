/**
 * The outside links the deployment configures (get-site-links: the rep, member and group portals
 * are separate sites, storefront.md section 6). A link that is not configured is not shown: the
 * landing never offers a dead link. Read once per page through SWR; none while loading or failed.
 */
import useSWR from 'swr';
import type { FromSchema } from 'json-schema-to-ts';
import type { siteLinksData } from '../../../schemas/api/menu';
import { apiGet } from '../../api/client';
import { embeddedAnswer, seedWith } from '../../api/firstPaintSeed';
import { ONCE_PER_PAGE } from '../../api/query';

type SiteLinks = FromSchema<typeof siteLinksData>;


/** Configured link name -> address. */
export function useSiteLinks(): Readonly<Record<string, string>> {
  const seed = seedWith(embeddedAnswer<SiteLinks>('get-site-links', {}));
  const { data } = useSWR('get-site-links', () => apiGet<SiteLinks>('get-site-links'), { ...ONCE_PER_PAGE, ...seed });
  return Object.fromEntries((data?.links ?? []).map(({ name, url }) => [name, url]));
}
