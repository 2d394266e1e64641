/** GET get-form-fields-messages: the storefront's message overrides for the visitor's portal (issue 14 item 1). */
import type { SiteMessagesData } from '../../schemas/api/types';
import { apiGet } from './client';

/** The key the app reads them under (one request per mount of the storefront's pages). */
export const SITE_MESSAGES_KEY = 'get-form-fields-messages';

/** The overrides by message key (absent: none). */
export function getSiteMessages(): Promise<SiteMessagesData> {
  return apiGet<SiteMessagesData>(SITE_MESSAGES_KEY);
}
