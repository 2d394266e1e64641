/**
 * The 'Enrollment Receipt' mail: the confirmation number and, attached, the PDF copy of the
 * enrollment, in the copy's (the enrollment's) language.
 */
import { fill } from '../../../schemas/uiText/fill';
import { escapeHtml } from '../html';
import type { MailMessage } from '../mail';
import { mailText, messageIn } from '../mailText';
import type { EnrollmentCopy } from './enrollmentPdf';

/** The attachment's file name: 'enrollment-POL-123456.pdf'. */
export const copyFileName = (policyId: string): string => `enrollment-${policyId}.pdf`;

/** The receipt mail to `to` for this copy, carrying `pdf`. */
export function receiptMail(to: string, copy: EnrollmentCopy, pdf: Buffer): MailMessage {
  const t = mailText(copy.language).receipt;
  const greeting = copy.applicantName ? fill(t.greeting, { name: copy.applicantName }) : t.hello;
  const paragraphs = [
    t.thanks,
    fill(t.confirmation, { policy: copy.policyId }),
    ...(copy.effectiveDate ? [fill(t.effective, { date: copy.effectiveDate })] : []),
    fill(t.attached, { file: copyFileName(copy.policyId) }),
  ];
  return {
    to,
    siteName: copy.siteName,
    language: copy.language,
    subject: messageIn('receiptSubject', copy.language),
    text: [greeting, '', ...paragraphs, '', copy.siteName].join('\n'),
    html: [greeting, ...paragraphs, copy.siteName].map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    attachments: [{ filename: copyFileName(copy.policyId), contentType: 'application/pdf', content: pdf }],
  };
}
