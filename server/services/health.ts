/**
 * Health questions of one enrollment, server side: its questions from the database (by portal
 * and group, for the applicant or a dependent) as its scopes' health definition asks them
 * (schemas/forms/healthForm.ts: question texts, hidden questions, the leaves' labels and flags), the form they make (the same adapters as the
 * client, registered so its validator module can be served), and health info checked against
 * that form: the body must answer exactly these questions in this order (else 422 at
 * condition_questions / medication_question: the page is out of date), then the form's schema
 * decides, with errors at the wire's dotted paths. Nothing is written on any error.
 */
import type { Kysely } from 'kysely';
import { buildHealthForm, formSchema, healthPayload, healthValues, validateValues, withHealthDefinition, withMessageOverrides } from '../../adapters';
import { HEALTH_FORM } from '../../schemas/forms/healthForm';
import type { FieldError, HealthInfo, HealthQuestion, HealthQuestionSet, HealthQuestionsData } from '../../schemas/api/types';
import { MESSAGES } from '../../schemas/messages';
import type { Enrollment } from '../db/queries/enrollments';
import { resolveHealthQuestions } from '../db/queries/health';
import type { Database, HealthAudience } from '../db/types';
import { fieldError, unprocessable } from '../http';
import { DEFAULT_LANGUAGE, type Language } from '../../schemas/i18n/language';
import { inLanguage } from './contentLanguage';
import { enrollmentChainForm } from './formDefinitions/enrollmentForm';
import type { ChainForm } from './formDefinitions/layers';
import type { Services } from './index';

/**
 * The question set of an enrollment: its condition questions in order and its medication question
 * (or null), in `language` (English: what a save checks and stores).
 */
export async function healthQuestionsOf(
  db: Kysely<Database>, enrollment: Enrollment, audience: HealthAudience = 'primary', language: Language = DEFAULT_LANGUAGE,
): Promise<HealthQuestionSet> {
  // The scopes' health definition as this enrollment holds it (pinned since its checkout or first save).
  return healthQuestionsFor(db, audience, { portalId: enrollment.portal_id, groupId: enrollment.group_id }, enrollmentChainForm(db, enrollment, HEALTH_FORM), language);
}

/**
 * The questions of a portal and group (from the database) as a health definition, resolved with
 * its layers, asks them; in `language` (issue 18) each question's text from content_translations,
 * or the definition's translation where it rewords it, with its content_lang.
 */
export async function healthQuestionsFor(
  db: Kysely<Database>, audience: HealthAudience, key: { portalId: number; groupId: number | null }, definition: Promise<ChainForm>,
  language: Language = DEFAULT_LANGUAGE,
): Promise<HealthQuestionSet> {
  const [found, { resolved, layers }] = await Promise.all([resolveHealthQuestions(db, audience, key), definition]);
  // Each question says its language, an English caller's too (no query for English), as every content answer does.
  const rows = await inLanguage(db, language, found, ['question_text']);
  const question = ({ question_id, question_text, layout, content_lang }: (typeof rows)[number]): HealthQuestion => ({ question_id, question_text, layout, content_lang });
  const medication = rows.find((row) => row.layout === 'medication');
  const set = { codition_questions: rows.filter((row) => row.layout !== 'medication').map(question), medication_question: medication ? question(medication) : null };
  return withHealthDefinition(set, resolved, layers, language === DEFAULT_LANGUAGE ? undefined : language);
}

/**
 * get-health-questions-*: the questions in `language` (the caller's) and the hash of their form's
 * schema (registered for its validator module).
 */
export async function healthQuestionsAnswer(
  db: Kysely<Database>, services: Services, enrollment: Enrollment, audience: HealthAudience = 'primary', language: Language = DEFAULT_LANGUAGE,
): Promise<HealthQuestionsData> {
  const questions = await healthQuestionsOf(db, enrollment, audience, language);
  return { result: questions, validator: await services.forms.register(formSchema(buildHealthForm(questions))) };
}

/** Errors when `info` does not answer exactly these questions in this order (an out-of-date page or a forged body). */
function questionsMismatch(questions: HealthQuestionSet, info: HealthInfo): FieldError[] {
  const expected = questions.codition_questions.map((q) => q.question_id);
  const answered = info.condition_questions.map((row) => row.question_id);
  const errors: FieldError[] = [];
  if (answered.length !== expected.length || answered.some((id, i) => id !== expected[i])) {
    errors.push(fieldError('condition_questions', MESSAGES.healthQuestionsChanged));
  }
  const medication = info.medication_question;
  if (medication && medication.question_id !== questions.medication_question?.question_id) {
    errors.push(fieldError('medication_question', MESSAGES.healthQuestionsChanged));
  }
  return errors;
}

export interface HealthCheckOptions {
  /** Save & Continue Later: formats only, nothing required. */
  partial?: boolean;
  /** Prefix of every error's target (a dependent's health info: `dependents.2.health_info`). */
  prefix?: string;
}

/**
 * What is wrong with health info for these questions, at the wire's dotted paths: answers to
 * other questions or in another order (the page is out of date), else the form's schema.
 */
export function healthErrors(questions: HealthQuestionSet, info: HealthInfo, options: { partial?: boolean } = {}): FieldError[] {
  const mismatch = withMessageOverrides(questionsMismatch(questions, info), questions.messages);
  if (mismatch.length > 0) return mismatch;
  const form = buildHealthForm(questions);
  return validateValues(form, healthValues(form, questions, info), { partial: options.partial });
}

/**
 * Checks health info against the questions with the shared adapters and returns what to store
 * (the questions' own ids and texts, details only for a Yes, empty medication rows dropped);
 * throws 422 with the errors at their dotted paths.
 */
export function prepareHealthInfo(questions: HealthQuestionSet, info: HealthInfo, options: HealthCheckOptions = {}): HealthInfo {
  const errors = healthErrors(questions, info, options);
  if (errors.length > 0) unprocessable(options.prefix ? errors.map((e) => fieldError(`${options.prefix}.${e.target_element}`, e.error_message)) : errors);
  const form = buildHealthForm(questions);
  return healthPayload(form, healthValues(form, questions, info));
}
