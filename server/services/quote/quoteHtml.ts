/**
 * The quote rendered for people (pure): the HTML body of the mail, which get-quote-preview-content
 * also answers, and the plain-text part, in the quote's language (schemas/uiText/mail.ts quote).
 * Everything that came from a user or the catalog is escaped. Inline styles only (quoteStyles.ts),
 * as mail clients drop style sheets. The preview has no personal link: that exists only once the
 * quote is sent (a new code is issued with it).
 */
import { fill } from '../../../schemas/uiText/fill';
import { escapeHtml } from '../html';
import { fillHtml, mailText, money } from '../mailText';
import type { Quote } from './quote';
import { QUOTE_STYLES as S } from './quoteStyles';

/** The personal link and code the sent mail carries (the code resumes the cart at /continue-enrollment). */
export interface QuoteAccess { link: string; code: string; resumeUrl: string; ttlDays: number }

/** The quote's texts in its language. */
const textOf = (quote: Quote) => mailText(quote.language).quote;

/** What a quote is not (the mail, its preview and the PDF say it). */
export const finePrint = (quote: Quote): string => textOf(quote).finePrint;

const greeting = (quote: Quote): string => fill(textOf(quote).greeting, { name: quote.recipientName });

/**
 * The heading: the sending site's name, on a bar of its colour when it has one. The colour is an
 * HTML bgcolor attribute, not a style, so mail clients keep it and the preview's
 * Content-Security-Policy (fixed style hashes only) allows it.
 */
function headingHtml(quote: Quote): string {
  const title = escapeHtml(fill(textOf(quote).heading, { site: quote.siteName }));
  if (!quote.brandColor) return `<h2 style="${S.heading}">${title}</h2>`;
  return `<table role="presentation" style="${S.brandBar}" bgcolor="${escapeHtml(quote.brandColor)}"><tr>`
    + `<td style="${S.brandCell}"><h2 style="${S.brandHeading}">${title}</h2></td></tr></table>`;
}

/** What the quote covers: tier and state. */
function coverLine(quote: Quote): string {
  const t = textOf(quote);
  const parts = [quote.tier && fill(t.coverage, { tier: quote.tier }), quote.state && fill(t.state, { state: quote.state })].filter(Boolean);
  return parts.join('. ');
}

function fromLine(quote: Quote): string {
  const t = textOf(quote);
  const group = quote.groupName;
  if (!quote.from) return group ? fill(t.preparedByGroup, { group }) : '';
  const contact = [quote.from.email, quote.from.phone].filter(Boolean).join(', ');
  const name = quote.from.name;
  if (group) return contact ? fill(t.preparedByForContact, { name, group, contact }) : fill(t.preparedByFor, { name, group });
  return contact ? fill(t.preparedByContact, { name, contact }) : fill(t.preparedBy, { name });
}

const anchor = (href: string, words: string) => ({ html: `<a href="${escapeHtml(href)}">${escapeHtml(words)}</a>` });

function accessHtml(quote: Quote, access: QuoteAccess | null): string {
  const t = textOf(quote);
  if (!access) return `<p><em>${escapeHtml(t.previewAccess)}</em></p>`;
  return `<p>${fillHtml(t.accessHtml, {
    review: anchor(access.link, t.reviewAndEnroll), url: anchor(access.resumeUrl, access.resumeUrl),
    code: { html: `<strong>${escapeHtml(access.code)}</strong>` }, days: access.ttlDays,
  })}</p>`;
}

/** The HTML body: greeting, message, the plans table with totals, notices, and the link when sent. */
export function quoteHtml(quote: Quote, access: QuoteAccess | null): string {
  const t = textOf(quote);
  const amount = (value: string) => escapeHtml(money(value, quote.language));
  const rows = quote.plans.map((plan) => `<tr><td style="${S.cell}">${escapeHtml(plan.name)}</td>`
    + `<td style="${S.cell}">${escapeHtml(plan.category)}</td><td style="${S.amount}">${amount(plan.monthly)}</td></tr>`).join('');
  const totals = `<tr><th scope="row" colspan="2" style="${S.cell}">${escapeHtml(t.firstMonth)}</th><td style="${S.amount}"><strong>${amount(quote.initialMonth)}</strong></td></tr>`
    + `<tr><th scope="row" colspan="2" style="${S.cell}">${escapeHtml(t.everyMonthAfter)}</th><td style="${S.amount}"><strong>${amount(quote.recurringMonth)}</strong></td></tr>`;
  const notices = quote.notices.length === 0 ? ''
    : `<ul style="${S.notices}">${quote.notices.map((notice) => `<li>${escapeHtml(notice)}</li>`).join('')}</ul>`;
  const message = quote.message
    ? `<p style="${S.message}">${escapeHtml(quote.message)}</p>` : '';
  const from = fromLine(quote);
  const cover = coverLine(quote);
  return `<div style="${S.body}">`
    + headingHtml(quote)
    + `<p>${escapeHtml(greeting(quote))}</p>`
    + `<p>${escapeHtml(t.intro)}${cover ? ` ${escapeHtml(cover)}.` : ''}</p>`
    + message
    + `<table style="${S.table}"><caption style="${S.caption}">${escapeHtml(t.plans)}</caption>`
    + `<thead><tr><th scope="col" style="${S.cell}">${escapeHtml(t.plan)}</th><th scope="col" style="${S.cell}">${escapeHtml(t.category)}</th>`
    + `<th scope="col" style="${S.amount}">${escapeHtml(t.monthly)}</th></tr></thead>`
    + `<tbody>${rows}</tbody><tfoot>${totals}</tfoot></table>`
    + notices
    + accessHtml(quote, access)
    + (from ? `<p>${escapeHtml(from)}</p>` : '')
    + `<p style="${S.finePrint}">${escapeHtml(t.finePrint)}${access ? ` ${escapeHtml(t.attached)}` : ''}</p>`
    + `</div>`;
}

/** The plain-text part of the mail. */
export function quoteText(quote: Quote, access: QuoteAccess): string {
  const t = textOf(quote);
  const amount = (value: string) => money(value, quote.language);
  const cover = coverLine(quote);
  const from = fromLine(quote);
  return [
    greeting(quote), '',
    `${t.intro}${cover ? ` ${cover}.` : ''}`,
    ...(quote.message ? ['', quote.message] : []), '',
    ...quote.plans.map((plan) => fill(t.planLine, { plan: plan.name, category: plan.category, amount: amount(plan.monthly) })),
    `${t.firstMonth}: ${amount(quote.initialMonth)}`,
    `${t.everyMonthAfter}: ${amount(quote.recurringMonth)}`,
    ...(quote.notices.length ? ['', ...quote.notices] : []), '',
    fill(t.reviewText, { link: access.link }),
    fill(t.accessText, { url: access.resumeUrl, code: access.code, days: access.ttlDays }),
    ...(from ? ['', from] : []),
    '', quote.siteName,
  ].join('\n');
}
