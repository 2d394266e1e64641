/**
 * The help widget's conversation as assist/get answers it (storefront.md sections 3 "Chat" and 7):
 * the next question (id, question text) and the past answers (question_id, answer, the assistant's
 * question text). Ours beside the spec's fields: each question names its input fields, one for a
 * plain step and two for a slide step (e-mail and phone on one slide), so client and server agree on
 * what an answer holds; a closing statement has none.
 */
import type { Language } from '../../schemas/i18n/language';

/** How the server checks a field's value (the shared patterns of schemas/catalog/patterns.ts). */
export type AssistFieldFormat = 'name' | 'text' | 'email' | 'phone' | 'zip';

/** One input of a question. */
export interface AssistField { name: string; label: string; format: AssistFieldFormat }

/**
 * The question the assistant asks now; no fields: the script's closing statement. content_lang
 * (issue 18): the language of its question and labels (the page's when the store has them).
 */
export interface AssistQuestion { id: number; question: string; fields: AssistField[]; content_lang?: Language }

/** One past answer with the question it answered. */
export interface AssistAnswer { question_id: number; question: string; answer: string; fields: AssistField[]; content_lang?: Language }

/** data of assist/get: the question to answer now (null once the script has nothing more) and the answers so far. */
export interface AssistConversation { question: AssistQuestion | null; answer: AssistAnswer[] }

/** The two values of a slide step travel as one answer, one value a line. */
export const SLIDE_SEPARATOR = '\n';

/** The answer text of a step's values (one value, or the slide's values a line each). */
export function joinAnswer(values: readonly string[]): string {
  return values.map((value) => value.trim()).join(SLIDE_SEPARATOR);
}

/** A step's values from its answer text (a slide's answer split back into its fields). */
export function splitAnswer(answer: string, fieldCount: number): string[] {
  if (fieldCount <= 1) return [answer];
  const parts = answer.split(SLIDE_SEPARATOR);
  return Array.from({ length: fieldCount }, (_, index) => parts[index] ?? '');
}

/** True when the question still waits for an answer (a closing statement or none does not). */
export function asksForAnswer(question: AssistQuestion | null | undefined): question is AssistQuestion {
  return Boolean(question && question.fields.length > 0);
}
