/**
 * The quote as a PDF attached to its mail, rendered with pdfkit like the receipt's enrollment
 * copy: heading, greeting, the plans with their monthly prices, the totals, the notices and the
 * sender, in the quote's language. Standard fonts only (WinAnsi, which holds á é í ó ú ñ ¿ ¡);
 * the personal link and code stay in the mail's body.
 */
import PdfKitDocument from 'pdfkit';
import { LANGUAGE_LOCALES } from '../../../schemas/i18n/language';
import { fill } from '../../../schemas/uiText/fill';
import { longDate, mailText, money } from '../mailText';
import type { Quote } from './quote';

const MARGIN = 54;
const TEXT = 10.5;
const INK = '#1d2b3a';

/** The quote's PDF bytes; `issuedAt` is its creation date. */
export function renderQuotePdf(quote: Quote, issuedAt: Date): Promise<Buffer> {
  const t = mailText(quote.language).quote;
  const amount = (value: string) => money(value, quote.language);
  const doc = new PdfKitDocument({
    size: 'LETTER', margin: MARGIN, lang: LANGUAGE_LOCALES[quote.language], displayTitle: true,
    info: { Title: fill(t.pdfTitle, { name: quote.recipientName }), Author: quote.siteName, Subject: t.pdfSubject, CreationDate: issuedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const line = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(TEXT).fillColor(INK).text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
  };
  // The sending site's name in its colour (readable on white: primary colours pass 4.5:1).
  doc.font('Helvetica-Bold').fontSize(20).fillColor(quote.brandColor ?? INK).text(quote.siteName);
  doc.font('Helvetica').fontSize(13).fillColor(INK).text(t.pdfSubject);
  doc.moveDown(0.6);
  line(t.preparedFor, quote.recipientName);
  line(t.date, longDate(issuedAt, quote.language));
  if (quote.tier) line(t.coverageLabel, quote.tier);
  if (quote.state) line(t.stateLabel, quote.state);
  if (quote.from) line(t.preparedByLabel, [quote.from.name, quote.from.email, quote.from.phone].filter(Boolean).join(', '));
  if (quote.groupName) line(t.group, quote.groupName);
  if (quote.message) {
    doc.moveDown(0.5);
    doc.font('Helvetica-Oblique').fontSize(TEXT).text(quote.message);
  }
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(12.5).text(t.plans);
  doc.moveDown(0.2);
  for (const plan of quote.plans) line(`${plan.name} (${plan.category})`, fill(t.perMonth, { amount: amount(plan.monthly) }));
  doc.moveDown(0.4);
  line(t.firstMonth, amount(quote.initialMonth));
  line(t.everyMonthAfter, amount(quote.recurringMonth));
  if (quote.notices.length > 0) {
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(12.5).text(t.pleaseNote);
    for (const notice of quote.notices) doc.font('Helvetica').fontSize(TEXT).text(`- ${notice}`);
  }
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(9).fillColor('#4a5868').text(t.finePrint);
  doc.end();
  return done;
}
