/**
 * The English texts of the server's mails and PDFs (issue 18), one group per mail or document,
 * so each is said in its reader's language (schemas/i18n/es/uiText/mail.ts): the enrollment's, or
 * the caller's for a quote. The server reads them with `textsIn(language, MAIL_TEXT.…)`. `{name}`
 * marks a value filled in by fill() (schemas/uiText/fill.ts), or by server/services/mailText.ts
 * fillHtml for a value that is markup (a link). Subjects that are spec messages stay in
 * schemas/messages.ts.
 */
import { localizable } from '../i18n/localizable';

export const MAIL_TEXT = localizable('mail', {
  /** Save & Continue Later's mail (server/services/continueMail.ts). */
  continueCode: {
    subject: 'Your enrollment code',
    saved: 'Your enrollment is saved.',
    code: 'Your enrollment code: {code}',
    resumeText: 'Resume at {url} with this code and this e-mail address, or open this link:',
    resumeHtml: 'Resume at {url} with this code and this e-mail address, or open {link}.',
    directLink: 'your direct link',
    expiry: 'The code expires in {days} days. Keep the code and the link private: anyone with them can open your enrollment.',
  },
  /** The personalized quote's mail, its preview and its PDF (server/services/quote/**). */
  quote: {
    heading: '{site}: your personalized quote',
    greeting: 'Dear {name},',
    intro: 'Here is the quote we prepared for you.',
    coverage: 'Coverage: {tier}',
    state: 'State: {state}',
    preparedByGroup: 'Prepared by {group}.',
    preparedBy: 'Prepared by {name}.',
    preparedByFor: 'Prepared by {name} for {group}.',
    preparedByContact: 'Prepared by {name} ({contact}).',
    preparedByForContact: 'Prepared by {name} for {group} ({contact}).',
    plans: 'Plans',
    plan: 'Plan',
    category: 'Category',
    monthly: 'Monthly',
    firstMonth: 'First month',
    everyMonthAfter: 'Every month after',
    perMonth: '{amount} per month',
    planLine: '{plan} ({category}): {amount} per month',
    previewAccess: 'The sent quote carries a personal link to this cart and a code to resume it.',
    reviewAndEnroll: 'Review this quote and enroll',
    accessHtml: '{review}, or resume at {url} with the code {code} and this e-mail address. The link and code work for {days} days; keep them private.',
    reviewText: 'Review this quote and enroll: {link}',
    accessText: 'Or resume at {url} with the code {code} and this e-mail address. The link and code work for {days} days; keep them private.',
    finePrint: 'A quote is not coverage: prices are for the information above and are confirmed at enrollment.',
    attached: 'The attached PDF holds the same quote.',
    pdfTitle: 'Quote for {name}',
    pdfSubject: 'Personalized quote',
    preparedFor: 'Prepared for',
    date: 'Date',
    coverageLabel: 'Coverage',
    stateLabel: 'State',
    preparedByLabel: 'Prepared by',
    group: 'Group',
    pleaseNote: 'Please note',
  },
  /** The 'Enrollment Receipt' mail (server/services/completion/receiptMail.ts). */
  receipt: {
    greeting: 'Dear {name},',
    hello: 'Hello,',
    thanks: 'Thank you for your enrollment.',
    confirmation: 'Your confirmation number is {policy}.',
    effective: 'Your coverage is effective {date}.',
    attached: 'A copy of your enrollment is attached ({file}). Keep it for your records.',
  },
  /** The enrollment copy attached to the receipt (server/services/completion/enrollmentPdf.ts, enrollmentCopy.ts). */
  enrollmentPdf: {
    title: 'Enrollment copy {policy}',
    subject: 'Enrollment Receipt',
    heading: 'Copy of your enrollment',
    applicant: 'Applicant',
    confirmation: 'Confirmation number',
    submittedOn: 'Submitted on',
    effectiveDate: 'Effective date',
    plans: 'Plans',
    perMonth: '{amount} per month',
    firstMonthTotal: 'First Month Total Cost',
    recurringMonthly: 'Recurring Monthly Cost',
    review: 'Review & Confirmation',
    notes: 'Additional Notes',
  },
  /** The invoice mail to the group contact (server/services/invoices/invoiceMail.ts). */
  invoice: {
    heading: 'Invoice {invoice} for policy {policy}',
    group: 'Group: {group}',
    member: 'Member: {name}',
    policy: 'Policy: {policy}',
    effective: 'Effective date: {date}',
    planLine: '{plan}: {amount} per month',
    firstMonth: 'First month total: {amount}',
    recurring: 'Recurring monthly cost: {amount}',
  },
});
