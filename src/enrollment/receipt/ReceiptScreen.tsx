import type { ReactNode } from 'react';
import { MESSAGES } from '../../shared/text/messages';
import { PageLoading } from '../../app/PageLoading';
import { safeImage, useBranding } from '../../app/useBranding';
import { usePageTitle } from '../../app/usePageTitle';
import { ReceiptCard } from './ReceiptCard';
import { useReceiptFlow } from './useReceiptFlow';
// oxlint-disable-next-line import/no-unassigned-import -- the receipt's styles load with its chunk
import './receipt.css';
import { ENROLLMENT_TEXT } from '../../../schemas/uiText/enrollment';
import { fill } from '../../../schemas/uiText/fill';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.receiptScreen;

/** A page of the receipt route that shows no receipt: a heading, its text and the buttons. */
function StatusPage({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <div className="page page--narrow status-page">
      <h1>{TEXT.enrollmentReceipt}</h1>
      {children}
      <p className="actions">{actions}</p>
    </div>
  );
}

/**
 * /enrollment/receipt, bound to the receipt machine: the receipt once loaded (ReceiptCard), a
 * page without one when this browser holds no enrollment, or the reason it could not be loaded
 * with Try again; Return to homepage on each.
 */
export function ReceiptScreen() {
  usePageTitle(TEXT.pageTitle);
  const { snapshot, send } = useReceiptFlow();
  const { settings } = useBranding();
  const { receipt, error } = snapshot.context;
  const home = <button type="button" className="btn btn--primary" onClick={() => send({ type: 'receipt.home' })}>{TEXT.returnToHomepage}</button>;

  if (snapshot.hasTag('shown') && receipt) return <ReceiptCard receipt={receipt} image={safeImage(settings.thank_you_image)} home={home} />;
  if (snapshot.hasTag('absent')) {
    return (
      <StatusPage actions={home}>
        <p>{fill(TEXT.noReceipt, { receiptSubject: MESSAGES.receiptSubject })}</p>
      </StatusPage>
    );
  }
  if (snapshot.hasTag('unavailable')) {
    return (
      <StatusPage actions={<><button type="button" className="btn btn--secondary" onClick={() => send({ type: 'receipt.retry' })}>{TEXT.tryAgain}</button>{home}</>}>
        <p className="alert alert--error" role="alert">{error}</p>
      </StatusPage>
    );
  }
  return <PageLoading />;
}
