/** A short assistant script as assist/get answers it at each step (the shape of the seeded script, migration 014). */
import type { AssistAnswer, AssistConversation, AssistQuestion } from '../../../../domain/storefront/helpWidgetTypes';

export const Q_NAME: AssistQuestion = { id: 1, question: 'Hi! What is your name?', fields: [{ name: 'name', label: 'Your name', format: 'text' }] };
export const Q_CONTACT: AssistQuestion = {
  id: 2,
  question: 'How can Jordan reach you?',
  fields: [{ name: 'email', label: 'E-mail', format: 'email' }, { name: 'phone', label: 'Phone', format: 'phone' }],
};
export const CLOSING: AssistQuestion = { id: 5, question: 'Thank you! Jordan will contact you soon.', fields: [] };

export const A_NAME: AssistAnswer = { question_id: 1, question: Q_NAME.question, answer: 'Sam Rivera', fields: Q_NAME.fields };
export const A_CONTACT: AssistAnswer = { question_id: 2, question: Q_CONTACT.question, answer: 'sam@example.com\n5552010002', fields: Q_CONTACT.fields };

/** The first step: the name, nothing answered. */
export const STEP_NAME: AssistConversation = { question: Q_NAME, answer: [] };
/** The slide step: e-mail and phone, the name answered. */
export const STEP_CONTACT: AssistConversation = { question: Q_CONTACT, answer: [A_NAME] };
/** The script done: the closing statement and both answers. */
export const STEP_DONE: AssistConversation = { question: CLOSING, answer: [A_NAME, A_CONTACT] };
