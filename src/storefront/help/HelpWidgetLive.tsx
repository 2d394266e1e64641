import { useEffect } from 'react';
import { useTicketLink } from '../../api/getTicketLink';
import { helpViewOf } from './helpView';
import { HelpWidgetView } from './HelpWidgetView';
import { useHelpWidget } from './useHelpWidget';

/**
 * The help widget with its machine (machines/storefront/helpWidget bound to assist/get and
 * assist/add): loaded on the first click of the Help button, so it opens at once.
 */
export default function HelpWidgetLive() {
  const [snapshot, send] = useHelpWidget();
  const ticketUrl = useTicketLink();
  useEffect(() => send({ type: 'help.open' }), [send]);
  return <HelpWidgetView {...helpViewOf(snapshot)} ticketUrl={ticketUrl} send={send} />;
}
