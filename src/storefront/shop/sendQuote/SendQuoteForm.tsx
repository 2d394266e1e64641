/** The send-quote dialogs with the engine's send-quote form (SendQuoteButton loads this module when the visitor opens them). */
import { useStorefrontForm } from '../../engineForm';
import { SendQuoteDialogs } from './SendQuoteDialogs';
import type { SendQuoteFlow } from './useSendQuote';

/** The dialogs of `flow` with the send-quote form's definition, read once they open. */
export function SendQuoteForm(flow: SendQuoteFlow) {
  const { definition, failed } = useStorefrontForm('send_quote');
  return <SendQuoteDialogs {...flow} definition={definition} definitionFailed={failed} />;
}
