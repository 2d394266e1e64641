/** The demo world's plan questions (schemas/demo/planQuestions.ts) as the questions calls answer them: for the stories and the component tests. */
import type { CarrierQuestion, HealthAnswer, HealthQuestion } from '../../../../schemas/api/planQuestions';
import { DEMO_CARRIER_QUESTIONS, DEMO_QUESTION_SETS } from '../../../../schemas/demo/planQuestions';

export const QUESTION_SET = DEMO_QUESTION_SETS[0];

/** Plan 305's questions as get-questions answers them (the decline flags stay on the server). */
export const HEALTH_QUESTIONS: HealthQuestion[] = QUESTION_SET.questions.map((q) => ({
  question_id: q.question_id, question_text: q.question_text, question_sub_type: q.question_sub_type, require_detail: q.require_detail,
  options: q.options.map(({ option_id, option_text, option_group }) => ({ option_id, option_text, option_group })),
}));

/** Plan 1201's carrier questions as get-aflac-questions answers them. */
export const CARRIER_QUESTIONS: CarrierQuestion[] = DEMO_CARRIER_QUESTIONS.map(({ qid, question, true_condition }) => ({ qid, question, true_condition }));

/** Nothing answered yet. */
export const UNANSWERED: HealthAnswer[] = HEALTH_QUESTIONS.map((q) => ({ question_id: q.question_id, yes_no_flag: null }));

/** Yes to every question, each with what its sub type asks. */
export const ALL_YES: HealthAnswer[] = [
  { question_id: 3051, yes_no_flag: 1, who: 'Spouse' },
  { question_id: 3052, yes_no_flag: 1, checkbox_answers: [3] },
  { question_id: 3053, yes_no_flag: 1, detail: [{ dot_from: '01/05/2022', dot_to: '02/01/2022', reason_for_condition: 'Knee surgery', degree_of_recovery: 'Full', physician_name_address: 'Dr. Lane, Springfield' }, {}] },
];
