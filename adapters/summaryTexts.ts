/**
 * What a summarized tab saved, with the database's content in it said as the server says it now
 * (issue 18): a health answer keeps the question's English text it was asked in, and a
 * beneficiary the English name of the relationship chosen; the review's dialog, in the page's
 * language, shows each question as get-health-questions-* answers it (by its id) and each
 * relationship as get-beneficiary-relationships names it (by its value). What is not found stays.
 */
import type { HealthQuestionSet } from '../schemas/api/types';
import type { Choice } from '../schemas/catalog';

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The texts the summary's content is said with now (each absent when it could not be read). */
export interface ContentTexts {
  /** The applicant's health questions. */
  health?: HealthQuestionSet;
  /** The dependents' health questions. */
  dependentHealth?: HealthQuestionSet;
  /** The beneficiaries' relationships. */
  relationships?: readonly Choice[];
}

/** A question set's texts by question id. */
function questionTexts(set: HealthQuestionSet | undefined): Map<number, string> {
  const questions = set ? [...set.codition_questions, ...(set.medication_question ? [set.medication_question] : [])] : [];
  return new Map(questions.map((question) => [question.question_id, question.question_text]));
}

/** A saved answer row with its question's text as `texts` has it. */
function asked(row: unknown, texts: Map<number, string>): unknown {
  if (!isRow(row)) return row;
  const text = texts.get(Number(row.question_id));
  return text === undefined ? row : { ...row, question_text: text };
}

/** Health info with each question said as `set` says it. */
function healthAsAsked(info: unknown, set: HealthQuestionSet | undefined): unknown {
  if (!isRow(info) || !set) return info;
  const texts = questionTexts(set);
  return {
    ...info,
    ...(Array.isArray(info.condition_questions) && { condition_questions: info.condition_questions.map((row) => asked(row, texts)) }),
    ...(isRow(info.medication_question) && { medication_question: asked(info.medication_question, texts) }),
  };
}

/** The saved data of `tab` with its content said as `content` says it (see the file comment). */
export function withContentTexts(tab: string, saved: Row, content: ContentTexts): Row {
  if (tab === 'primary_health_info') return healthAsAsked(saved, content.health) as Row;
  if (tab === 'dependent_info' && Array.isArray(saved.dependents) && content.dependentHealth) {
    return { ...saved, dependents: saved.dependents.map((dependent) => (isRow(dependent) ? { ...dependent, health_info: healthAsAsked(dependent.health_info, content.dependentHealth) } : dependent)) };
  }
  if (tab === 'beneficiary_info' && Array.isArray(saved.beneficiaries) && content.relationships) {
    const names = new Map(content.relationships.map((choice) => [choice.value, choice.label]));
    return {
      ...saved,
      beneficiaries: saved.beneficiaries.map((person) => (isRow(person) && names.has(String(person.relationship)) ? { ...person, relationship: names.get(String(person.relationship)) } : person)),
    };
  }
  return saved;
}
