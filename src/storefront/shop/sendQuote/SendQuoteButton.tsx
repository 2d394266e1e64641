/**
 * 'Send Personalized Quote' in the cart (storefront.md section 6): only for reps and groups
 * (the process shopped under, rep or group, even after a rep's Member Enrollment) signed in as
 * that rep or group (the server sends a quote for nobody else: an employee of a group landing
 * shops under the group process yet is not its admin), never on the white-label host, never
 * when show-quotation is 'no' (a quote's own link opened the cart), and only with a temporary
 * enrollment. It opens the quote form; the dialogs follow machines/storefront/sendQuote.
 */
import { lazy, Suspense } from 'react';
import { MESSAGES } from '../../../shared/text/messages';
import { useDefaultInfo } from '../../../api/getDefaultInfo';
import { usePortalSession } from '../../../api/getPortalSession';
import { useSessionValue } from '../../../session/useSessionValue';
import { shoppingProcess } from '../cart/shoppingProcess';
import { currentHost } from '../../chrome/useSiteKey';
import { useSendQuote } from './useSendQuote';

/** The signed-in role that quotes under each process. */
const SIGNED_IN_ROLE = { rep: 'agent', group: 'group' } as const;

function SendQuote({ tempId }: { tempId: string }) {
  const flow = useSendQuote(tempId);
  return (
    <>
      <button type="button" className="btn btn--secondary" onClick={flow.onOpen}>{MESSAGES.quoteSendButton}</button>
      {flow.step !== 'closed' && <Suspense fallback={null}><SendQuoteForm {...flow} /></Suspense>}
    </>
  );
}

/**
 * The dialogs with the engine's send-quote form, loaded once the visitor opens them: the form
 * engine they render is no part of the cart's first paint (issue 17).
 */
const SendQuoteForm = lazy(() => import('./SendQuoteForm').then((m) => ({ default: m.SendQuoteForm })));

/** The button and its dialogs, or nothing when this visitor may not quote here. `tempId` defaults to the stored one. */
export function SendQuoteButton({ tempId }: { tempId?: string }) {
  const storedTempId = useSessionValue('tempId');
  const eprocess = useSessionValue('eprocess');
  const shopProcess = useSessionValue('shopProcess');
  const showQuotation = useSessionValue('show-quotation');
  const defaultInfo = useDefaultInfo();
  const principal = usePortalSession();
  const enrollmentId = tempId ?? storedTempId;
  const whiteLabelHost = defaultInfo?.white_label?.host === currentHost();
  // Until get-default-info answers the host is unknown: hiding meanwhile never shows the button where it must not be.
  if (!enrollmentId || !defaultInfo || whiteLabelHost || showQuotation === 'no') return null;
  const process = shoppingProcess(enrollmentId, shopProcess, eprocess);
  if (process !== 'rep' && process !== 'group') return null;
  // Until portal-session answers nobody is known to be signed in: hidden meanwhile, like the host.
  if (principal?.role !== SIGNED_IN_ROLE[process]) return null;
  return <SendQuote key={enrollmentId} tempId={enrollmentId} />;
}
