/**
 * The About popup's text (storefront.md section 7): GET get-agent-about-page-info?agent_id
 * (agent_bio) and get-group-about-page-info?group_id (gweb_aboutus); null when the server answers
 * 204 (no landing page). The text is the store's content, with its language (content_lang).
 */
import { apiLookup } from './lookup';

/** An About text and its language (absent: English). */
export interface AboutText { text: string; content_lang?: string }

/** A rep's bio. */
export async function getAgentAboutPageInfo(agent_id: number): Promise<AboutText | null> {
  const found = await apiLookup<{ agent_bio: string; content_lang?: string }>('get-agent-about-page-info', { agent_id });
  return found ? { text: found.agent_bio, content_lang: found.content_lang } : null;
}

/** A group's about text. */
export async function getGroupAboutPageInfo(group_id: number): Promise<AboutText | null> {
  const found = await apiLookup<{ gweb_aboutus: string; content_lang?: string }>('get-group-about-page-info', { group_id });
  return found ? { text: found.gweb_aboutus, content_lang: found.content_lang } : null;
}
