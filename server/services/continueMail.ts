/**
 * The 'Your enrollment code' mail of Save & Continue Later, with the code and the direct link
 * (which dies with the code), in the enrollment's language (schemas/uiText/mail.ts).
 */
import { DEFAULT_LANGUAGE, type Language } from '../../schemas/i18n/language';
import { MAIL_TEXT } from '../../schemas/uiText/mail';
import { fill } from '../../schemas/uiText/fill';
import type { MailMessage } from './mail';
import { CODE_TTL_DAYS } from './codes';
import { escapeHtml } from './html';
import { fillHtml, mailText, type Markup } from './mailText';

const b64 = (text: string): string => encodeURIComponent(Buffer.from(text, 'utf8').toString('base64'));

/**
 * The direct link of an enrollment: both path parts base64 (URL-escaped, as base64 may hold '/'),
 * and ?t= the link token issued with the code (base64url, so it needs no escaping).
 */
export function directLink(publicUrl: string, enrollmentId: string, savedTab: string, linkToken: string): string {
  return `${publicUrl}/direct-continue/${b64(enrollmentId)}/${b64(savedTab)}?t=${linkToken}`;
}

/** The English subject (tests find the mail by it; a Spanish one has MAIL_TEXT's Spanish). */
export const CONTINUE_MAIL_SUBJECT = MAIL_TEXT.continueCode.subject;

/**
 * The mail carrying a new continue code, signed and sent in the name of `siteName`, the site the
 * enrollment was shopped on, in the enrollment's language.
 */
export function continueCodeMail(to: string, code: string, link: string, publicUrl: string, siteName: string, language: Language = DEFAULT_LANGUAGE): MailMessage {
  const t = mailText(language).continueCode;
  const resumeUrl = `${publicUrl}/continue-enrollment`;
  const expiry = fill(t.expiry, { days: CODE_TTL_DAYS });
  const text = [
    t.saved,
    '',
    fill(t.code, { code }),
    fill(t.resumeText, { url: resumeUrl }),
    link,
    '',
    expiry,
    '',
    siteName,
  ].join('\n');
  const anchor = (href: string, words: string): Markup => ({ html: `<a href="${escapeHtml(href)}">${escapeHtml(words)}</a>` });
  const html = `<p>${escapeHtml(t.saved)}</p>`
    + `<p>${fillHtml(t.code, { code: { html: `<strong>${escapeHtml(code)}</strong>` } })}</p>`
    + `<p>${fillHtml(t.resumeHtml, { url: anchor(resumeUrl, resumeUrl), link: anchor(link, t.directLink) })}</p>`
    + `<p>${escapeHtml(expiry)}</p>`
    + `<p>${escapeHtml(siteName)}</p>`;
  return { to, siteName, subject: t.subject, text, html, language };
}
