/**
 * The rules of a plan's questions and of the dependent info asked before pricing (storefront.md
 * sections 3, 5 and 9; issue 8 point 5), pure and shared: the panels check them before saving
 * and the server's save calls run the same functions, so a message reads the same everywhere.
 * - Health questions: each needs Yes or No ('Please answer all questions', also at `general`);
 *   a Yes asks who it concerns (text_field), at least one condition (checkbox) or the first
 *   detail entry complete (detail; a second entry, once started, complete too). A Yes with a
 *   declining option checked declines the plan.
 * - Carrier questions: flagged ones (true_condition 1) must be Yes ('*Answer should be Yes to
 *   continue'), the others Yes or No ('*Answer should be Yes/No to continue'); the banner
 *   'Please answer yes in order to continue.' shows at `general` while a flagged one is not Yes.
 * - Dependent info: which facts a tier asks (the spouse's DOB for IS and IF, the number of
 *   children for IC and IF) and spouseDobError, which judges a held quote's DOB; the dialog's
 *   own checks are its catalog's schema (schemas/catalog/storefront/dependentInfo.ts).
 * Field errors name `answers.{i}.…`, `aflac_data.{i}.true_condition`, `dep_dob`, `no_of_children`,
 * with i the question's position in the plan's list.
 */
import type { CarrierAnswer, CarrierQuestion, DetailEntry, HealthAnswer, HealthQuestion } from '../../schemas/api/planQuestions';
import { maxChildren, tierCovers } from '../../schemas/plans';
import { MESSAGES } from '../../schemas/messages';
import type { FieldError } from '../errors';
import { dayOf, parseDob } from './quoteRules';

export type { CarrierAnswer, CarrierQuestion, DetailEntry, HealthAnswer, HealthQuestion };

/** The five fields of a detail entry, in form order. */
export const DETAIL_FIELDS = ['dot_from', 'dot_to', 'reason_for_condition', 'degree_of_recovery', 'physician_name_address'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
/** Detail entries a Yes offers (section 3: two). */
export const DETAIL_ENTRIES = 2;
/** The general target of a form's own message. */
export const GENERAL = 'general';

const blank = (value: string | null | undefined): boolean => value === null || value === undefined || value.trim() === '';
const error = (target_element: string, error_message: string): FieldError => ({ target_element, error_message });

/** A date of a detail entry: required, MM/DD/YYYY, not after today. */
function entryDateError(value: string | undefined, now: Date): string | null {
  if (blank(value)) return MESSAGES.required;
  const time = parseDob(value!.trim());
  if (time === null) return MESSAGES.date;
  return time > dayOf(now) ? MESSAGES.pastDate : null;
}

function entryErrors(entry: DetailEntry | undefined, at: string, now: Date): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of DETAIL_FIELDS) {
    const value = entry?.[field];
    const message = field === 'dot_from' || field === 'dot_to' ? entryDateError(value, now) : (blank(value) ? MESSAGES.required : null);
    if (message) errors.push(error(`${at}.${field}`, message));
  }
  return errors;
}

const started = (entry: DetailEntry | undefined): boolean => DETAIL_FIELDS.some((field) => !blank(entry?.[field]));

/** What a Yes to this question still needs. */
function yesErrors(question: HealthQuestion, answer: HealthAnswer, at: string, now: Date): FieldError[] {
  if (!question.require_detail && question.question_sub_type !== 'checkbox') return [];
  switch (question.question_sub_type) {
    case 'text_field':
      return blank(answer.who) ? [error(`${at}.who`, MESSAGES.required)] : [];
    case 'checkbox': {
      const known = new Set(question.options.map((option) => option.option_id));
      const chosen = (answer.checkbox_answers ?? []).filter((id) => known.has(id));
      return chosen.length === 0 ? [error(`${at}.checkbox_answers`, MESSAGES.questionChooseCondition)] : [];
    }
    case 'detail': {
      const [first, second] = answer.detail ?? [];
      return [...entryErrors(first, `${at}.detail.0`, now), ...(started(second) ? entryErrors(second, `${at}.detail.1`, now) : [])];
    }
  }
}

/** The answer to a question in a list of answers (by question_id). */
export const answerOf = <A extends { question_id: number }>(answers: readonly A[], questionId: number): A | undefined =>
  answers.find((answer) => answer.question_id === questionId);

/** Every message of a set of health answers; [] when they can be saved. Answers to questions the plan does not ask are refused. */
export function healthAnswerErrors(questions: readonly HealthQuestion[], answers: readonly HealthAnswer[], now: Date): FieldError[] {
  const errors: FieldError[] = [];
  let unanswered = false;
  questions.forEach((question, i) => {
    const at = `answers.${i}`;
    const given = answerOf(answers, question.question_id);
    if (given?.yes_no_flag !== 0 && given?.yes_no_flag !== 1) {
      unanswered = true;
      errors.push(error(`${at}.yes_no_flag`, MESSAGES.answerAllQuestions));
    } else if (given.yes_no_flag === 1) {
      errors.push(...yesErrors(question, given, at, now));
    }
  });
  const asked = new Set(questions.map((question) => question.question_id));
  answers.forEach((answer, i) => {
    if (!asked.has(answer.question_id)) errors.push(error(`answers.${i}.question_id`, MESSAGES.questionUnknown));
  });
  return unanswered ? [error(GENERAL, MESSAGES.answerAllQuestions), ...errors] : errors;
}

/** The options of the plan's questions whose Yes declines it, as `questionId:optionId`. */
export type DecliningOptions = ReadonlySet<string>;

/** True when a Yes has a declining option checked (the plan cannot be offered). */
export function declines(answers: readonly HealthAnswer[], declining: DecliningOptions): boolean {
  return answers.some((answer) => answer.yes_no_flag === 1 && (answer.checkbox_answers ?? []).some((id) => declining.has(`${answer.question_id}:${id}`)));
}

/** The answers as they are saved: only what the answer's sub type uses, a No without details. */
export function savedAnswers(questions: readonly HealthQuestion[], answers: readonly HealthAnswer[]): HealthAnswer[] {
  return questions.map((question) => {
    const given = answerOf(answers, question.question_id)!;
    const base = { question_id: question.question_id, yes_no_flag: given.yes_no_flag };
    if (given.yes_no_flag !== 1) return base;
    if (question.question_sub_type === 'text_field') return { ...base, who: given.who?.trim() ?? '' };
    if (question.question_sub_type === 'checkbox') return { ...base, checkbox_answers: [...new Set(given.checkbox_answers ?? [])] };
    return { ...base, detail: (given.detail ?? []).filter(started) };
  });
}

/** Every message of a set of carrier answers; [] when they can be saved. */
export function carrierAnswerErrors(questions: readonly CarrierQuestion[], answers: readonly CarrierAnswer[]): FieldError[] {
  const errors: FieldError[] = [];
  let notYes = false;
  questions.forEach((question, i) => {
    const given = answers.find((answer) => answer.qid === question.qid)?.true_condition;
    const at = `aflac_data.${i}.true_condition`;
    if (question.true_condition === 1 && given !== 1) {
      notYes = true;
      errors.push(error(at, MESSAGES.carrierAnswerYes));
    } else if (given !== 0 && given !== 1) {
      errors.push(error(at, MESSAGES.carrierAnswerYesNo));
    }
  });
  const asked = new Set(questions.map((question) => question.qid));
  answers.forEach((answer, i) => {
    if (!asked.has(answer.qid)) errors.push(error(`aflac_data.${i}.qid`, MESSAGES.questionUnknown));
  });
  return notYes ? [error(GENERAL, MESSAGES.carrierAnswerBanner), ...errors] : errors;
}

/** Which dependent facts a tier asks (section 5): the spouse's DOB for IS and IF, the children for IC and IF. */
export function dependentFieldsOf(tier: string | null | undefined): { spouse: boolean; children: boolean } {
  return tierCovers(tier);
}

/** The most children a tier offers (schemas/plans.ts, where the engine's dependent info form reads it too). */
export { maxChildren };

export interface DependentValues { dep_dob?: string | null; no_of_children?: string | number | null }

/** The spouse DOB's message, or null: required, a real MM/DD/YYYY date, before today. */
export function spouseDobError(dob: string | null | undefined, now: Date): string | null {
  if (blank(dob)) return MESSAGES.required;
  const time = parseDob(dob!.trim());
  if (time === null) return MESSAGES.date;
  return time >= dayOf(now) ? MESSAGES.pastDate : null;
}

/** The number of children as a whole number, or null when it is not one. */
export function childrenOf(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  return typeof value === 'string' && /^[0-9]{1,2}$/.test(value.trim()) ? Number(value.trim()) : null;
}


/**
 * Whether `next` are the same questions as `now`, in the same order (read again in another language
 * after a switch: issue 18): only then do their texts replace the ones shown, the answers kept.
 */
export function sameQuestions<Q>(now: readonly Q[], next: readonly Q[], id: (q: Q) => number): boolean {
  return now.length > 0 && now.length === next.length && now.every((q, index) => id(q) === id(next[index]));
}
