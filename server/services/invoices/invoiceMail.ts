/** The invoice mail the local invoice service sends to the group contact. */
import { escapeHtml } from '../html';
import type { MailMessage } from '../mail';

export interface InvoiceMailFacts {
  to: string;
  invoiceNumber: string;
  policyId: string;
  effectiveDate: string;
  groupName: string | null;
  memberName: string;
  lines: ReadonlyArray<{ plan_name: string; monthly_price: string }>;
  firstMonth: string;
  recurring: string;
  /** The site the enrollment was shopped on: it signs and sends the mail. */
  siteName: string;
}

/** 'Invoice INV-123456 for policy POL-123456': the plans, the first month and every later month. */
export function invoiceMail(facts: InvoiceMailFacts): MailMessage {
  const heading = `Invoice ${facts.invoiceNumber} for policy ${facts.policyId}`;
  const about = [
    facts.groupName ? `Group: ${facts.groupName}` : null,
    `Member: ${facts.memberName}`,
    `Policy: ${facts.policyId}`,
    `Effective date: ${facts.effectiveDate}`,
  ].filter((line): line is string => line !== null);
  const plans = facts.lines.map((line) => `${line.plan_name}: $${line.monthly_price} per month`);
  const totals = [`First month total: $${facts.firstMonth}`, `Recurring monthly cost: $${facts.recurring}`];
  const text = [heading, '', ...about, '', ...plans, '', ...totals, '', facts.siteName].join('\n');
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  const html = `<h1>${escapeHtml(heading)}</h1>${list(about)}${list(plans)}${list(totals)}<p>${escapeHtml(facts.siteName)}</p>`;
  return { to: facts.to, siteName: facts.siteName, subject: heading, text, html };
}
