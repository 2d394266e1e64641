/**
 * A plan's supplemental carrier questions as a server-driven form, the model of the plan's and the
 * wizard's health questions: get-aflac-questions' questions become one fixed row each (the
 * question titles the row, its answer is the Yes/No of every health question), and
 * save-aflac-questions' `aflac_data` becomes form values and back. Whether an answer is the one
 * the carrier needs is the shared rule (domain/storefront/planQuestionRules.carrierAnswerErrors);
 * the form's schema checks the shape, in the browser (the validator get-aflac-questions names)
 * and on the server (`carrierSchemaErrors`), with errors at `aflac_data.{i}.true_condition`.
 */
import type { FieldDefinition } from '../schemas/catalog';
import { carrierQuestionsCatalog } from '../schemas/catalog';
import type { CarrierAnswer, CarrierQuestion } from '../schemas/api/planQuestions';
import type { FieldError } from '../schemas/api/types';
import { buildForm } from './buildTabForm';
import { questionTexts, withQuestionTexts } from './questionTexts';
import { payloadToValues, toPayload } from './payload';
import type { FormValues, TabForm } from './types';
import { validateValues } from './validate';

/** The carrier question form's name. */
export const CARRIER_QUESTIONS_FORM = 'carrier_questions';

const def = (field_name: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({ field_name, value: null, required: false, read_only: false, ...extra });

/** One question's row: its id and text, and its answer (which answer it needs is the shared rule's, not the schema's). */
const row = (): FieldDefinition[] => [def('qid', { read_only: true }), def('question', { read_only: true }), def('true_condition')];

/** The carrier question form of a plan's questions. */
export function buildCarrierForm(questions: readonly CarrierQuestion[]): TabForm {
  return buildForm(CARRIER_QUESTIONS_FORM, carrierQuestionsCatalog, [def('aflac_data', { required: true, rows: questions.map(row) })]);
}

/** Form values of answers (none yet, or a request body's) for these questions, matched by qid. */
export function carrierValues(form: TabForm, questions: readonly CarrierQuestion[], answers: readonly CarrierAnswer[]): FormValues {
  const rows = questions.map((q) => ({ qid: q.qid, question: q.question, true_condition: answers.find((a) => a.qid === q.qid)?.true_condition }));
  return payloadToValues(form, { aflac_data: rows });
}

/** Form values -> save-aflac-questions' `aflac_data`: one answer per question in order (null: not answered). */
export function carrierAnswers(form: TabForm, values: FormValues, questions: readonly CarrierQuestion[]): CarrierAnswer[] {
  const payload = toPayload(form, values).aflac_data;
  const rows = Array.isArray(payload) ? payload as Array<{ true_condition?: unknown }> : [];
  return questions.map((q, i) => {
    const given = rows[i]?.true_condition;
    return { qid: q.qid, true_condition: given === 0 || given === 1 ? given : null };
  });
}

/** The form schema's messages for a set of answers (the server's half of the browser's check). */
export function carrierSchemaErrors(questions: readonly CarrierQuestion[], answers: readonly CarrierAnswer[]): FieldError[] {
  const form = buildCarrierForm(questions);
  return validateValues(form, carrierValues(form, questions, answers));
}

/** The form values with each question's text as `questions` say it (read again in another language), the answers kept. */
export function withCarrierTexts(values: FormValues, questions: readonly CarrierQuestion[]): FormValues {
  return withQuestionTexts(values, ['aflac_data'], questionTexts(questions, (q) => q.qid, (q) => q.question), { id: 'qid', text: 'question' });
}
