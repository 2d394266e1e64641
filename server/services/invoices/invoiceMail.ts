/** The invoice mail the local invoice service sends to the group contact, in the enrollment's language. */
import type { Language } from '../../../schemas/i18n/language';
import { fill } from '../../../schemas/uiText/fill';
import { escapeHtml } from '../html';
import type { MailMessage } from '../mail';
import { mailText, money } from '../mailText';

export interface InvoiceMailFacts {
  to: string;
  /** The enrollment's language: the mail's texts and amounts. */
  language: Language;
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
  const t = mailText(facts.language).invoice;
  const amount = (value: string) => money(value, facts.language);
  const heading = fill(t.heading, { invoice: facts.invoiceNumber, policy: facts.policyId });
  const about = [
    facts.groupName ? fill(t.group, { group: facts.groupName }) : null,
    fill(t.member, { name: facts.memberName }),
    fill(t.policy, { policy: facts.policyId }),
    fill(t.effective, { date: facts.effectiveDate }),
  ].filter((line): line is string => line !== null);
  const plans = facts.lines.map((line) => fill(t.planLine, { plan: line.plan_name, amount: amount(line.monthly_price) }));
  const totals = [fill(t.firstMonth, { amount: amount(facts.firstMonth) }), fill(t.recurring, { amount: amount(facts.recurring) })];
  const text = [heading, '', ...about, '', ...plans, '', ...totals, '', facts.siteName].join('\n');
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  const html = `<h1>${escapeHtml(heading)}</h1>${list(about)}${list(plans)}${list(totals)}<p>${escapeHtml(facts.siteName)}</p>`;
  return { to: facts.to, siteName: facts.siteName, subject: heading, text, html, language: facts.language };
}
