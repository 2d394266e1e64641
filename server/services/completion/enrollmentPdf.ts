/**
 * The enrollment copy mailed with the receipt, rendered on the server with pdfkit (a maintained
 * PDF library): a heading with the confirmation number and dates, then every section of the
 * copy (each tab's saved answers, already masked, and the plans) as headings and label/value
 * lines; a drawn signature is placed as its image. Standard fonts only, so nothing is read
 * from disk beyond pdfkit's own font metrics.
 */
import PdfKitDocument from 'pdfkit';
import type { SummarySection } from '../../../adapters/summary';
import { LANGUAGE_LOCALES, type Language } from '../../../schemas/i18n/language';
import { fill } from '../../../schemas/uiText/fill';
import { longDate, mailText } from '../mailText';

export interface EnrollmentCopy {
  /** The enrollment's language: the copy's texts, its dates and the document's declared language. */
  language: Language;
  siteName: string;
  applicantName: string;
  policyId: string;
  completedAt: Date;
  effectiveDate: string | null;
  sections: SummarySection[];
}

const MARGIN = 54;
const HEADING_SIZES = [15, 12.5, 11];
const TEXT_SIZE = 10;

function writeSection(doc: PDFKit.PDFDocument, section: SummarySection, depth: number): void {
  const size = HEADING_SIZES[Math.min(depth, HEADING_SIZES.length - 1)];
  doc.moveDown(depth === 0 ? 0.8 : 0.4);
  doc.font('Helvetica-Bold').fontSize(size).fillColor('#1d2b3a').text(section.title);
  doc.moveDown(0.2);
  for (const item of section.items) {
    if (item.image) {
      doc.font('Helvetica-Bold').fontSize(TEXT_SIZE).fillColor('#222222').text(`${item.label}:`);
      doc.image(Buffer.from(item.image.slice(item.image.indexOf(',') + 1), 'base64'), { fit: [220, 80] });
      doc.moveDown(0.3);
      continue;
    }
    doc.font('Helvetica-Bold').fontSize(TEXT_SIZE).fillColor('#222222').text(`${item.label}: `, { continued: true });
    doc.font('Helvetica').text(item.value);
  }
  for (const child of section.sections) writeSection(doc, child, depth + 1);
}

/**
 * The copy as PDF bytes, in its language. pdfkit's standard fonts write WinAnsi (Windows-1252),
 * which holds every letter Spanish needs (á é í ó ú ü ñ ¿ ¡ and their capitals).
 */
export function renderEnrollmentPdf(copy: EnrollmentCopy): Promise<Buffer> {
  const t = mailText(copy.language).enrollmentPdf;
  const doc = new PdfKitDocument({
    size: 'LETTER', margin: MARGIN, lang: LANGUAGE_LOCALES[copy.language], displayTitle: true,
    info: { Title: fill(t.title, { policy: copy.policyId }), Author: copy.siteName, Subject: t.subject, CreationDate: copy.completedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#1d2b3a').text(copy.siteName);
  doc.font('Helvetica').fontSize(13).text(t.heading);
  doc.moveDown(0.6);
  const facts: [string, string][] = [
    [t.applicant, copy.applicantName],
    [t.confirmation, copy.policyId],
    [t.submittedOn, longDate(copy.completedAt, copy.language)],
    ...(copy.effectiveDate ? [[t.effectiveDate, copy.effectiveDate] as [string, string]] : []),
  ];
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').fontSize(TEXT_SIZE + 1).fillColor('#222222').text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
  }
  for (const section of copy.sections) writeSection(doc, section, 0);
  doc.end();
  return done;
}
