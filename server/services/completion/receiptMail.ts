/** The 'Enrollment Receipt' mail: the confirmation number and, attached, the PDF copy of the enrollment. */
import { MESSAGES } from '../../../schemas/messages';
import { escapeHtml } from '../html';
import type { MailMessage } from '../mail';
import type { EnrollmentCopy } from './enrollmentPdf';

/** The attachment's file name: 'enrollment-POL-123456.pdf'. */
export const copyFileName = (policyId: string): string => `enrollment-${policyId}.pdf`;

/** The receipt mail to `to` for this copy, carrying `pdf`. */
export function receiptMail(to: string, copy: EnrollmentCopy, pdf: Buffer): MailMessage {
  const greeting = copy.applicantName ? `Dear ${copy.applicantName},` : 'Hello,';
  const paragraphs = [
    'Thank you for your enrollment.',
    `Your confirmation number is ${copy.policyId}.`,
    ...(copy.effectiveDate ? [`Your coverage is effective ${copy.effectiveDate}.`] : []),
    `A copy of your enrollment is attached (${copyFileName(copy.policyId)}). Keep it for your records.`,
  ];
  return {
    to,
    siteName: copy.siteName,
    subject: MESSAGES.receiptSubject,
    text: [greeting, '', ...paragraphs, '', copy.siteName].join('\n'),
    html: [greeting, ...paragraphs, copy.siteName].map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    attachments: [{ filename: copyFileName(copy.policyId), contentType: 'application/pdf', content: pdf }],
  };
}
