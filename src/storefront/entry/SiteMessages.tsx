/**
 * The layout route that gives the storefront's pages their portal's message overrides (issue 14
 * item 1): read once each time the pages mount (after every startup run, which may change the
 * visitor's portal) and handed to the app's one lookup (src/shared/text/messages.ts). The pages
 * render at once with what is known; when the overrides change they render again with them. A site
 * nobody changed has none, so nothing renders twice. A failed read keeps the catalog's texts.
 */
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import useSWR from 'swr';
import { getSiteMessages, SITE_MESSAGES_KEY } from '../../api/getSiteMessages';
import { ONCE_PER_PAGE } from '../../api/query';
import { setSiteMessages, useSiteMessagesStamp } from '../../shared/text/messages';

export function SiteMessages() {
  const { data } = useSWR(SITE_MESSAGES_KEY, getSiteMessages, { ...ONCE_PER_PAGE, revalidateOnMount: true });
  useEffect(() => {
    if (data) setSiteMessages(data.messages);
  }, [data]);
  // Screens read the lookup as they render: a new key renders the pages again with the new texts.
  return <Outlet key={useSiteMessagesStamp()} />;
}
