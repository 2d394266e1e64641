/** The mail a rep gets when a visitor completes the help widget's script: the answers, a lead to call back. */
import type { AssistQuestion } from '../../../domain/storefront/helpWidgetTypes';
import { escapeHtml } from '../../services/html';
import type { MailMessage } from '../../services/mail';
import { withRep } from './conversation';

export const LEAD_MAIL_SUBJECT = 'A visitor asked to be contacted';

/** The lead mail to the rep `to` (first name `repFirstName`), the questions and answers in script order. */
export function leadMail(to: string, repFirstName: string, script: AssistQuestion[], answers: Map<number, string>, webUrl: string): MailMessage {
  const lines = script.filter((step) => answers.has(step.id)).map((step) => ({
    question: withRep(step.question, repFirstName),
    answer: answers.get(step.id)!.split('\n').join(', '),
  }));
  const text = [
    `Hello ${repFirstName},`, '', 'A visitor answered the help widget on your site and asked to be contacted.', `Page: ${webUrl}`, '',
    ...lines.flatMap((line) => [line.question, `  ${line.answer}`]),
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(repFirstName)},</p><p>A visitor answered the help widget on your site and asked to be contacted.</p>`
    + `<p>Page: ${escapeHtml(webUrl)}</p><dl>`
    + lines.map((line) => `<dt>${escapeHtml(line.question)}</dt><dd>${escapeHtml(line.answer)}</dd>`).join('')
    + '</dl>';
  return { to, subject: LEAD_MAIL_SUBJECT, text, html };
}
