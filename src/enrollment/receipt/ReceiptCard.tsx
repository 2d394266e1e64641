import { useEffect, useRef, type ReactNode } from 'react';
import type { ReceiptData } from '../../../schemas/api/completion';
import { MESSAGES } from '../../shared/text/messages';
import { Picture } from '../../shared/pictures/Picture';
import { ReceiptPlans } from './ReceiptPlans';
import { ENROLLMENT_TEXT } from '../../../schemas/uiText/enrollment';
import { fill } from '../../../schemas/uiText/fill';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.receiptCard;

export interface ReceiptCardProps {
  receipt: ReceiptData;
  /** The thank-you image from the site's branding (already checked as safe), or null. */
  image: string | null;
  /** The Return to homepage button. */
  home: ReactNode;
}

/** The receipt as the applicant sees it: the thank-you image, 'Dear {name}, Thank you', the confirmation number, the plans enrolled and the mail line. */
export function ReceiptCard({ receipt, image, home }: ReceiptCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="page page--narrow receipt">
      <div className="card receipt__card">
        {image ? <img className="receipt__image" src={image} alt="" /> : <Picture name="receipt" className="receipt__image" />}
        <h1 className="receipt__greeting" ref={heading} tabIndex={-1}>{fill(TEXT.greeting, { name: receipt.name || TEXT.applicant })}</h1>
        <p className="receipt__confirmation">
          {TEXT.confirmationNumber} <strong className="receipt__policy">{receipt.policy_id}</strong>
        </p>
        {receipt.plans.length > 0 && <ReceiptPlans receipt={receipt} />}
        <p>{MESSAGES.receiptMailed}</p>
        <p className="actions receipt__actions">{home}</p>
      </div>
    </div>
  );
}
