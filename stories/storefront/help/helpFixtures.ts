/** The help widget's states as stories show them: the seeded script (migration 014) as Jordan Avery's site reads it. */
import type { HelpWidgetContext } from '../../../machines/storefront/helpWidget';
import type { AssistAnswer, AssistConversation, AssistQuestion } from '../../../domain/storefront/helpWidgetTypes';

export const TICKET_URL = 'https://tickets.example.test/new';

const NAME: AssistQuestion = { id: 1, question: 'Hi! I can pass your question to Jordan. What is your name?', fields: [{ name: 'name', label: 'Your name', format: 'name' }] };
const CONTACT: AssistQuestion = {
  id: 2, question: 'How can Jordan reach you?',
  fields: [{ name: 'email', label: 'E-mail', format: 'email' }, { name: 'phone', label: 'Phone (10 digits)', format: 'phone' }],
};
const ZIP: AssistQuestion = { id: 3, question: 'What is your zip code?', fields: [{ name: 'zip', label: 'Zip code', format: 'zip' }] };
const COVER: AssistQuestion = {
  id: 4, question: 'What cover are you looking for (medical, dental, vision, life...)?', fields: [{ name: 'cover', label: 'Cover you need', format: 'text' }],
};
const CLOSING: AssistQuestion = { id: 5, question: 'Thank you! Jordan will contact you soon.', fields: [] };

const answered = (question: AssistQuestion, answer: string): AssistAnswer => ({ question_id: question.id, question: question.question, answer, fields: question.fields });
const A_NAME = answered(NAME, 'Sam Rivera');
const A_CONTACT = answered(CONTACT, 'sam@example.com\n5552010002');

const at = (question: AssistQuestion, answer: AssistAnswer[]): AssistConversation => ({ question, answer });

/** A context of the machine: the conversation and what the input holds. */
export function helpContext(conversation: AssistConversation | null, draft: string[] = [], more: Partial<HelpWidgetContext> = {}): HelpWidgetContext {
  return { conversation, draft, editing: null, error: null, ...more };
}

export const FIRST_STEP = at(NAME, []);
export const SLIDE_STEP = at(CONTACT, [A_NAME]);
export const ZIP_STEP = at(ZIP, [A_NAME, A_CONTACT]);
export const DONE = at(CLOSING, [A_NAME, A_CONTACT, answered(ZIP, '62701'), answered(COVER, 'Dental for my family')]);
export { A_NAME };
