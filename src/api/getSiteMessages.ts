/** GET get-form-fields-messages: the storefront's message overrides for the visitor's portal (issue 14 item 1). */
import type { SiteMessagesData } from '../../schemas/api/types';
import { apiGet, apiUrl } from './client';
import { firstPaintAnswer } from './firstPaint';

/** The key the app reads them under (one request per mount of the storefront's pages). */
export const SITE_MESSAGES_KEY = 'get-form-fields-messages';

/** The overrides by message key (absent: none) and their translations. */
export function getSiteMessages(): Promise<SiteMessagesData> {
  return apiGet<SiteMessagesData>(SITE_MESSAGES_KEY);
}

/**
 * The overrides the server embedded in the page for the visitor's session (a quoted visitor's shop
 * page: server/services/sessionFirstPaint.ts), without using the answer up: the lookup takes them
 * before the first render, and the layout route's first read still takes the answer instead of a round trip.
 */
export function embeddedSiteMessages(): SiteMessagesData | undefined {
  return firstPaintAnswer<SiteMessagesData>(apiUrl(SITE_MESSAGES_KEY));
}
