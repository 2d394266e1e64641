/**
 * The quote as a PDF attached to its mail, rendered with pdfkit like the receipt's enrollment
 * copy: heading, greeting, the plans with their monthly prices, the totals, the notices and the
 * sender. Standard fonts only; the personal link and code stay in the mail's body.
 */
import PdfKitDocument from 'pdfkit';
import type { Quote } from './quote';
import { FINE_PRINT } from './quoteHtml';

const MARGIN = 54;
const TEXT = 10.5;
const INK = '#1d2b3a';

/** The quote's PDF bytes; `issuedAt` is its creation date. */
export function renderQuotePdf(quote: Quote, issuedAt: Date): Promise<Buffer> {
  const doc = new PdfKitDocument({
    size: 'LETTER', margin: MARGIN, lang: 'en-US', displayTitle: true,
    info: { Title: `Quote for ${quote.recipientName}`, Author: quote.siteName, Subject: 'Personalized quote', CreationDate: issuedAt },
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
  doc.font('Helvetica').fontSize(13).fillColor(INK).text('Personalized quote');
  doc.moveDown(0.6);
  line('Prepared for', quote.recipientName);
  line('Date', issuedAt.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }));
  if (quote.tier) line('Coverage', quote.tier);
  if (quote.state) line('State', quote.state);
  if (quote.from) line('Prepared by', [quote.from.name, quote.from.email, quote.from.phone].filter(Boolean).join(', '));
  if (quote.groupName) line('Group', quote.groupName);
  if (quote.message) {
    doc.moveDown(0.5);
    doc.font('Helvetica-Oblique').fontSize(TEXT).text(quote.message);
  }
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(12.5).text('Plans');
  doc.moveDown(0.2);
  for (const plan of quote.plans) line(`${plan.name} (${plan.category})`, `$${plan.monthly} per month`);
  doc.moveDown(0.4);
  line('First month', `$${quote.initialMonth}`);
  line('Every month after', `$${quote.recurringMonth}`);
  if (quote.notices.length > 0) {
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(12.5).text('Please note');
    for (const notice of quote.notices) doc.font('Helvetica').fontSize(TEXT).text(`- ${notice}`);
  }
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(9).fillColor('#4a5868').text(FINE_PRINT);
  doc.end();
  return done;
}
