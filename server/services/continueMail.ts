/** The 'Your enrollment code' mail of Save & Continue Later, with the code and the direct link (which dies with the code). */
import type { MailMessage } from './mail';
import { CODE_TTL_DAYS } from './codes';
import { escapeHtml } from './html';

const b64 = (text: string): string => encodeURIComponent(Buffer.from(text, 'utf8').toString('base64'));

/**
 * The direct link of an enrollment: both path parts base64 (URL-escaped, as base64 may hold '/'),
 * and ?t= the link token issued with the code (base64url, so it needs no escaping).
 */
export function directLink(publicUrl: string, enrollmentId: string, savedTab: string, linkToken: string): string {
  return `${publicUrl}/direct-continue/${b64(enrollmentId)}/${b64(savedTab)}?t=${linkToken}`;
}

export const CONTINUE_MAIL_SUBJECT = 'Your enrollment code';

/** The mail carrying a new continue code, signed and sent in the name of `siteName`, the site the enrollment was shopped on. */
export function continueCodeMail(to: string, code: string, link: string, publicUrl: string, siteName: string): MailMessage {
  const resumeUrl = `${publicUrl}/continue-enrollment`;
  const text = [
    'Your enrollment is saved.',
    '',
    `Your enrollment code: ${code}`,
    `Resume at ${resumeUrl} with this code and this e-mail address, or open this link:`,
    link,
    '',
    `The code expires in ${CODE_TTL_DAYS} days. Keep the code and the link private: anyone with them can open your enrollment.`,
    '',
    siteName,
  ].join('\n');
  const html = `<p>Your enrollment is saved.</p>`
    + `<p>Your enrollment code: <strong>${escapeHtml(code)}</strong></p>`
    + `<p>Resume at <a href="${escapeHtml(resumeUrl)}">${escapeHtml(resumeUrl)}</a> with this code and this e-mail address, `
    + `or open <a href="${escapeHtml(link)}">your direct link</a>.</p>`
    + `<p>The code expires in ${CODE_TTL_DAYS} days. Keep the code and the link private: anyone with them can open your enrollment.</p>`
    + `<p>${escapeHtml(siteName)}</p>`;
  return { to, siteName, subject: CONTINUE_MAIL_SUBJECT, text, html };
}
