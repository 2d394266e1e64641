/**
 * The demo world's health questions (data), the same on portals 11 and 12: ordinary yes/no
 * questions 140 and 141 with the detail form, 145 (yes/no only), 146 and 147 (the special
 * condition layout), and the medication question 150 (up to 3 rows), plus Additional Notes.
 */

import type { HealthQuestionLayout } from '../catalog/healthInfo';

/** How a question is answered: its detail layout (schemas/catalog/healthInfo.ts). */
export type { HealthQuestionLayout };

/** The portals whose tabs ask these questions (seeded per portal, and as the default for any other). */
export const DEMO_HEALTH_PORTALS = [11, 12] as const;

export interface DemoHealthQuestion { question_id: number; question_text: string; layout: HealthQuestionLayout }

export const DEMO_HEALTH_QUESTIONS: DemoHealthQuestion[] = [
  { question_id: 140, layout: 'condition', question_text: 'In the past 5 years, have you been diagnosed with or treated for heart disease, a stroke or high blood pressure?' },
  { question_id: 141, layout: 'condition', question_text: 'In the past 5 years, have you been diagnosed with or treated for cancer, diabetes or a kidney disorder?' },
  { question_id: 145, layout: 'yes_no', question_text: 'Are you currently pregnant or expecting a child through adoption or surrogacy?' },
  { question_id: 146, layout: 'special_condition', question_text: 'In the past 10 years, have you been treated for a mental health or substance use condition?' },
  { question_id: 147, layout: 'special_condition', question_text: 'In the past 2 years, have you been admitted to a hospital overnight?' },
  { question_id: 150, layout: 'medication', question_text: 'Are you currently taking any prescription medication?' },
];

/** The saved health_info of someone who answered No to every question (the wire shape of save-primary-health-info). */
export function allNoHealthInfo(notes = ''): Record<string, unknown> {
  const conditions = DEMO_HEALTH_QUESTIONS.filter((q) => q.layout !== 'medication');
  const medication = DEMO_HEALTH_QUESTIONS.find((q) => q.layout === 'medication')!;
  return {
    condition_questions: conditions.map(({ question_id, question_text }) => ({ question_id, question_text, yes_no_flag: 0, conditions: [] })),
    medication_question: { question_id: medication.question_id, question_text: medication.question_text, yes_no_flag: 0, medications: [] },
    notes,
  };
}

/** Health info on file for existing members, by member id: member 7001 answered No to everything (no health_track yet). */
export const DEMO_MEMBER_HEALTH: Record<number, Record<string, unknown>> = {
  7001: allNoHealthInfo(),
};

/** The demo questions as get-health-questions-* answer them (data.result, with the spec's `codition_questions`). */
export function demoHealthQuestionSet(): { codition_questions: DemoHealthQuestion[]; medication_question: DemoHealthQuestion | null } {
  return {
    codition_questions: DEMO_HEALTH_QUESTIONS.filter((q) => q.layout !== 'medication'),
    medication_question: DEMO_HEALTH_QUESTIONS.find((q) => q.layout === 'medication') ?? null,
  };
}
