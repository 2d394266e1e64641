/**
 * The quote rendered for people (pure): the HTML body of the mail, which get-quote-preview-content
 * also answers, and the plain-text part. Everything that came from a user or the catalog is
 * escaped. Inline styles only (quoteStyles.ts), as mail clients drop style sheets. The preview has no personal
 * link: that exists only once the quote is sent (a new code is issued with it).
 */
import { escapeHtml } from '../html';
import type { Quote } from './quote';
import { QUOTE_STYLES as S } from './quoteStyles';

/** The personal link and code the sent mail carries (the code resumes the cart at /continue-enrollment). */
export interface QuoteAccess { link: string; code: string; resumeUrl: string; ttlDays: number }

/** What a quote is not (the mail, its preview and the PDF say it). */
export const FINE_PRINT = 'A quote is not coverage: prices are for the information above and are confirmed at enrollment.';

const greeting = (quote: Quote): string => `Dear ${quote.recipientName},`;

/**
 * The heading: the sending site's name, on a bar of its colour when it has one. The colour is an
 * HTML bgcolor attribute, not a style, so mail clients keep it and the preview's
 * Content-Security-Policy (fixed style hashes only) allows it.
 */
function headingHtml(quote: Quote): string {
  const title = `${escapeHtml(quote.siteName)}: your personalized quote`;
  if (!quote.brandColor) return `<h2 style="${S.heading}">${title}</h2>`;
  return `<table role="presentation" style="${S.brandBar}" bgcolor="${escapeHtml(quote.brandColor)}"><tr>`
    + `<td style="${S.brandCell}"><h2 style="${S.brandHeading}">${title}</h2></td></tr></table>`;
}

/** What the quote covers: tier and state. */
function coverLine(quote: Quote): string {
  const parts = [quote.tier && `Coverage: ${quote.tier}`, quote.state && `State: ${quote.state}`].filter(Boolean);
  return parts.join('. ');
}

function fromLine(quote: Quote): string {
  if (!quote.from) return quote.groupName ? `Prepared by ${quote.groupName}.` : '';
  const contact = [quote.from.email, quote.from.phone].filter(Boolean).join(', ');
  return `Prepared by ${quote.from.name}${quote.groupName ? ` for ${quote.groupName}` : ''}${contact ? ` (${contact})` : ''}.`;
}

function accessHtml(access: QuoteAccess | null): string {
  if (!access) return '<p><em>The sent quote carries a personal link to this cart and a code to resume it.</em></p>';
  return `<p><a href="${escapeHtml(access.link)}">Review this quote and enroll</a>, or resume at `
    + `<a href="${escapeHtml(access.resumeUrl)}">${escapeHtml(access.resumeUrl)}</a> with the code <strong>${escapeHtml(access.code)}</strong> `
    + `and this e-mail address. The link and code work for ${access.ttlDays} days; keep them private.</p>`;
}

/** The HTML body: greeting, message, the plans table with totals, notices, and the link when sent. */
export function quoteHtml(quote: Quote, access: QuoteAccess | null): string {
  const rows = quote.plans.map((plan) => `<tr><td style="${S.cell}">${escapeHtml(plan.name)}</td>`
    + `<td style="${S.cell}">${escapeHtml(plan.category)}</td><td style="${S.amount}">$${escapeHtml(plan.monthly)}</td></tr>`).join('');
  const totals = `<tr><th scope="row" colspan="2" style="${S.cell}">First month</th><td style="${S.amount}"><strong>$${escapeHtml(quote.initialMonth)}</strong></td></tr>`
    + `<tr><th scope="row" colspan="2" style="${S.cell}">Every month after</th><td style="${S.amount}"><strong>$${escapeHtml(quote.recurringMonth)}</strong></td></tr>`;
  const notices = quote.notices.length === 0 ? ''
    : `<ul style="${S.notices}">${quote.notices.map((notice) => `<li>${escapeHtml(notice)}</li>`).join('')}</ul>`;
  const message = quote.message
    ? `<p style="${S.message}">${escapeHtml(quote.message)}</p>` : '';
  const from = fromLine(quote);
  const cover = coverLine(quote);
  return `<div style="${S.body}">`
    + headingHtml(quote)
    + `<p>${escapeHtml(greeting(quote))}</p>`
    + `<p>Here is the quote we prepared for you.${cover ? ` ${escapeHtml(cover)}.` : ''}</p>`
    + message
    + `<table style="${S.table}"><caption style="${S.caption}">Plans</caption>`
    + `<thead><tr><th scope="col" style="${S.cell}">Plan</th><th scope="col" style="${S.cell}">Category</th><th scope="col" style="${S.amount}">Monthly</th></tr></thead>`
    + `<tbody>${rows}</tbody><tfoot>${totals}</tfoot></table>`
    + notices
    + accessHtml(access)
    + (from ? `<p>${escapeHtml(from)}</p>` : '')
    + `<p style="${S.finePrint}">${escapeHtml(FINE_PRINT)}${access ? ' The attached PDF holds the same quote.' : ''}</p>`
    + `</div>`;
}

/** The plain-text part of the mail. */
export function quoteText(quote: Quote, access: QuoteAccess): string {
  const cover = coverLine(quote);
  const from = fromLine(quote);
  return [
    greeting(quote), '',
    `Here is the quote we prepared for you.${cover ? ` ${cover}.` : ''}`,
    ...(quote.message ? ['', quote.message] : []), '',
    ...quote.plans.map((plan) => `${plan.name} (${plan.category}): $${plan.monthly} per month`),
    `First month: $${quote.initialMonth}`,
    `Every month after: $${quote.recurringMonth}`,
    ...(quote.notices.length ? ['', ...quote.notices] : []), '',
    `Review this quote and enroll: ${access.link}`,
    `Or resume at ${access.resumeUrl} with the code ${access.code} and this e-mail address. The link and code work for ${access.ttlDays} days; keep them private.`,
    ...(from ? ['', from] : []),
    '', quote.siteName,
  ].join('\n');
}
