/**
 * The personalised quote's two calls (storefront.md section 7 "Cart and checkout"): the preview
 * (get-quote-preview-content: the HTML only) and the send (save-enrollment with tab cart_info):
 * the enrollment is saved at the cart with a new continue code (the old one stops working, as
 * with Save & Continue Later), and the quote is mailed with its HTML body, a text part, the
 * personal link that opens the cart, and the quote as a PDF. Only the signed-in rep or group
 * enrolling may quote (section 6; services/callerEntitlements.ts mayQuote), and only a cart that holds a plan.
 */
import type { Kysely } from 'kysely';
import { QUOTE_TAB } from '../../../schemas/api/quoteSend';
import { DEFAULT_LANGUAGE, type Language } from '../../../schemas/i18n/language';
import { MESSAGES } from '../../../schemas/messages';
import { replaceCode } from '../../db/queries/continueCodes';
import { type Enrollment, saveForLater } from '../../db/queries/enrollments';
import { quoteAgent, quoteGroup, quoteLines } from '../../db/queries/quoteSend';
import type { Database } from '../../db/types';
import { ApiError, fieldError, GENERAL_TARGET, unprocessable } from '../../http';
import { CODE_TTL_DAYS, codeExpiry, hashCode, hashLinkToken, newContinueCode, newLinkToken, normalizeEmail } from '../codes';
import { directLink } from '../continueMail';
import type { Services } from '../index';
import type { MailMessage } from '../mail';
import { messageIn } from '../mailText';
import { mayQuote } from '../callerEntitlements';
import { senderSiteKey, siteBrand } from '../siteBrand';
import { type MailSender, requireMailAllowance } from '../mailLimits';
import { buildQuote, type Quote } from './quote';
import { quoteHtml, quoteText, type QuoteAccess } from './quoteHtml';
import { renderQuotePdf } from './quotePdf';

/** What the quote form sends. */
export interface QuoteRequest { name: string; email: string; message?: string }

/** Who asks for the quote: the session's signed-in principal, or null. */
export type QuoteSender = Parameters<typeof mayQuote>[0];

/**
 * The quote of this enrollment's cart for `request`; 403 unless `sender` is the signed-in rep or
 * group admin the enrollment was shopped under (never an applicant, an employee or a visitor of a
 * landing: the quote goes out as "Prepared by" them), 422 for an empty cart.
 */
export async function loadQuote(
  db: Kysely<Database>, enrollment: Enrollment, request: QuoteRequest, sender: QuoteSender, language: Language = DEFAULT_LANGUAGE,
): Promise<Quote> {
  if (!mayQuote(sender, enrollment)) throw new ApiError(403, [fieldError(GENERAL_TARGET, MESSAGES.quoteNotAllowed)]);
  const lines = await quoteLines(db, enrollment.id);
  if (lines.length === 0) unprocessable([fieldError(GENERAL_TARGET, MESSAGES.quoteCartEmpty)]);
  const [agent, group, brand] = await Promise.all([
    enrollment.agent_id === null ? undefined : quoteAgent(db, enrollment.agent_id),
    enrollment.group_id === null ? undefined : quoteGroup(db, enrollment.group_id),
    // Branded by the site it is sent from: the signed-in rep's or group's landing site.
    siteBrand(db, senderSiteKey(sender)),
  ]);
  return buildQuote({
    language, siteName: brand.name, brandColor: brand.color, recipientName: request.name, message: request.message ?? '',
    from: agent ?? null, groupName: group?.name ?? null, filterInfo: enrollment.filter_info, lines,
  });
}

/** The file name of the attached quote. */
export const QUOTE_FILE_NAME = 'quote.pdf';

/** The quote's mail to `to`. */
export async function quoteMail(to: string, quote: Quote, access: QuoteAccess, issuedAt: Date): Promise<MailMessage> {
  return {
    to, siteName: quote.siteName, language: quote.language, subject: messageIn('quoteMailSubject', quote.language), text: quoteText(quote, access), html: quoteHtml(quote, access),
    attachments: [{ filename: QUOTE_FILE_NAME, contentType: 'application/pdf', content: await renderQuotePdf(quote, issuedAt) }],
  };
}

/**
 * Saves the enrollment at the cart with a new code and mails the quote, both in `language` (the
 * caller's: the quote is written by whoever sends it); the message the form shows. 403 unless `quoteSender` may quote it; 429 at `email` when `mailSender` reached a mail
 * limit (nothing saved, the old code stays).
 */
export async function sendQuote(
  db: Kysely<Database>, services: Services, enrollment: Enrollment, request: QuoteRequest, quoteSender: QuoteSender, mailSender: MailSender,
  language: Language = DEFAULT_LANGUAGE,
): Promise<string> {
  const quote = await loadQuote(db, enrollment, request, quoteSender, language);
  const code = newContinueCode();
  const linkToken = newLinkToken();
  const email = normalizeEmail(request.email);
  const { publicUrl } = services.config;
  const access: QuoteAccess = {
    code, link: directLink(publicUrl, enrollment.id, QUOTE_TAB, linkToken), resumeUrl: `${publicUrl}/continue-enrollment`, ttlDays: CODE_TTL_DAYS,
  };
  const mail = await quoteMail(email, quote, access, new Date());
  await db.transaction().execute(async (trx) => {
    await requireMailAllowance(trx, mailSender, email, 'email');
    await saveForLater(trx, enrollment.id, QUOTE_TAB);
    await replaceCode(trx, enrollment.id, { codeHash: hashCode(code), linkHash: hashLinkToken(linkToken) }, email, codeExpiry());
  });
  try {
    await services.mailer.send(mail);
  } catch {
    throw new ApiError(502, [fieldError('email', MESSAGES.mailFailed)]);
  }
  // Said in the caller's language by the answers' hook (services/messageOverridesHook.ts).
  return MESSAGES.quoteSent.replace('{email}', request.email.trim());
}
