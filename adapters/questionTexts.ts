/**
 * A question's text is a value of its form (a read-only field its row is titled by: the wizard's
 * health questions, a plan's health and carrier questions). When the same questions are read again
 * in another language (a switch mid-step: issue 18), the values typed stay and only those texts
 * change, each row matched to its question by id.
 */
import type { FormValues } from './types';

/** The new text of each question, by its id (as a string: form values may hold ids as strings). */
export type QuestionTexts = ReadonlyMap<string, string>;

/** Which field of a row holds the question's id and which its text. */
export interface QuestionKeys { id: string; text: string }

const isRow = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The texts of these questions by id. */
export const questionTexts = <Q,>(questions: readonly Q[], id: (q: Q) => string | number, text: (q: Q) => string): QuestionTexts =>
  new Map(questions.map((q) => [String(id(q)), text(q)]));

/** One row with its question's new text, or the same row (no question of its id, or the same text). */
export function retitledRow(row: unknown, texts: QuestionTexts, keys: QuestionKeys): unknown {
  if (!isRow(row)) return row;
  const text = texts.get(String(row[keys.id]));
  return text === undefined || row[keys.text] === text ? row : { ...row, [keys.text]: text };
}

/** The values with the rows of `fields` (lists of rows, or one row) retitled; the same object when nothing changes. */
export function withQuestionTexts(values: FormValues, fields: readonly string[], texts: QuestionTexts, keys: QuestionKeys): FormValues {
  let changed: FormValues | null = null;
  for (const field of fields) {
    const now = values[field];
    const next = Array.isArray(now) ? now.map((row: unknown) => retitledRow(row, texts, keys)) : retitledRow(now, texts, keys);
    const same = Array.isArray(now) ? (next as unknown[]).every((row, index) => row === now[index]) : next === now;
    if (!same) changed = { ...(changed ?? values), [field]: next } as FormValues;
  }
  return changed ?? values;
}
