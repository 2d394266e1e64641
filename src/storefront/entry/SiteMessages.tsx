/**
 * The layout route that gives the storefront's pages their portal's message overrides (issue 14
 * item 1): read once each time the pages mount (after every startup run, which may change the
 * visitor's portal) and handed to the app's one lookup (src/shared/text/messages.ts). The pages
 * render at once with what is known (the page's embedded overrides, when the server sent them);
 * when the overrides change, the route table renders the pages again in place (src/app/routes.tsx
 * subscribes), so a field a visitor typed keeps its value. A site nobody changed has none, so
 * nothing renders twice. A failed read keeps the texts shown.
 */
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import useSWR from 'swr';
import { getSiteMessages, SITE_MESSAGES_KEY } from '../../api/getSiteMessages';
import { ONCE_PER_PAGE } from '../../api/query';
import { setSiteMessages } from '../../shared/text/messages';

export function SiteMessages() {
  const { data } = useSWR(SITE_MESSAGES_KEY, getSiteMessages, { ...ONCE_PER_PAGE, revalidateOnMount: true });
  useEffect(() => {
    if (data) setSiteMessages(data);
  }, [data]);
  return <Outlet />;
}
