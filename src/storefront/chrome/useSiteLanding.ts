/**
 * The landing page of the rep or group whose site the visitor is on (get-agent-landing-page-info /
 * get-group-landing-page-info through SWR, once per id and page): the header's contact, image,
 * tagline and the employer's address. Null while loading, on 204 (no landing page) or failure.
 */
import useSWR from 'swr';
import { getAgentLandingPageInfo, type AgentLandingData } from '../../api/getAgentLandingPageInfo';
import { getGroupLandingPageInfo, type GroupLandingData } from '../../api/getGroupLandingPageInfo';
import { ONCE_PER_PAGE } from '../../api/query';

export type SiteLanding = { kind: 'agent'; id: number; data: AgentLandingData } | { kind: 'group'; id: number; data: GroupLandingData };

async function load(kind: 'agent' | 'group', id: number): Promise<SiteLanding | null> {
  if (kind === 'agent') {
    const data = await getAgentLandingPageInfo(id);
    return data && { kind, id, data };
  }
  const data = await getGroupLandingPageInfo(id);
  return data && { kind, id, data };
}

/** The owner's landing page as SWR reads it (data, error, isLoading): one request shared by the header and the site's page. */
export function useSiteLandingQuery(owner: { kind: 'agent' | 'group'; id: number } | null) {
  return useSWR(owner ? ['site-landing', owner.kind, owner.id] as const : null, ([, kind, id]) => load(kind, id), ONCE_PER_PAGE);
}

/** The owner's landing page, or null. */
export function useSiteLanding(owner: { kind: 'agent' | 'group'; id: number } | null): SiteLanding | null {
  return useSiteLandingQuery(owner).data ?? null;
}
