/**
 * The About popup's text (storefront.md section 7): GET get-agent-about-page-info?agent_id
 * (agent_bio) and get-group-about-page-info?group_id (gweb_aboutus); null when the server answers
 * 204 (no landing page).
 */
import { apiLookup } from './lookup';

/** A rep's bio. */
export async function getAgentAboutPageInfo(agent_id: number): Promise<string | null> {
  return (await apiLookup<{ agent_bio: string }>('get-agent-about-page-info', { agent_id }))?.agent_bio ?? null;
}

/** A group's about text. */
export async function getGroupAboutPageInfo(group_id: number): Promise<string | null> {
  return (await apiLookup<{ gweb_aboutus: string }>('get-group-about-page-info', { group_id }))?.gweb_aboutus ?? null;
}
