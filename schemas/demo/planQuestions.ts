/**
 * The demo world's plan questions (data; spec/demo-world.md "Plans (storefront)"): plan 305
 * Prairie Medical Select asks three health questions, one of each sub type (text_field,
 * checkbox with the option groups 'A. Prior to age 60' / 'B. Prior to age 75', detail), and
 * declines on one combination: Yes to the conditions question with 'Cancer' under
 * 'A. Prior to age 60' checked. Plan 1201 Heartland Cancer Care asks carrier questions, two of
 * which must be answered Yes. The texts are ours (the spec names none).
 */

export type PlanQuestionSubType = 'text_field' | 'checkbox' | 'detail';

export interface DemoQuestionOption { option_id: number; option_text: string; option_group: string; declines?: boolean }

export interface DemoPlanQuestion {
  question_id: number; question_text: string; question_sub_type: PlanQuestionSubType; require_detail: boolean; options: DemoQuestionOption[];
}

export interface DemoQuestionSet { plan_id: number; decline_message: string; success_message: string; questions: DemoPlanQuestion[] }

/** The plan with health questions, and the option whose Yes declines it. */
export const HEALTH_QUESTION_PLAN_ID = 305;
export const DECLINING_OPTION = { question_id: 3052, option_id: 1 } as const;

const A = 'A. Prior to age 60';
const B = 'B. Prior to age 75';

export const DEMO_QUESTION_SETS: DemoQuestionSet[] = [{
  plan_id: HEALTH_QUESTION_PLAN_ID,
  decline_message: 'Based on your answers, Prairie Medical Select cannot be offered to you. Please choose another medical plan.',
  success_message: 'Thank you, your answers are saved. The price of Prairie Medical Select now shows.',
  questions: [
    {
      question_id: 3051, question_sub_type: 'text_field', require_detail: true, options: [],
      question_text: 'Is anyone applying for coverage currently pregnant or expecting a child through adoption or surrogacy?',
    },
    {
      question_id: 3052, question_sub_type: 'checkbox', require_detail: true,
      question_text: 'Has anyone applying for coverage been diagnosed with or treated for any of the following conditions?',
      options: [
        { option_id: 1, option_text: 'Cancer', option_group: A, declines: true },
        { option_id: 2, option_text: 'Heart attack or stroke', option_group: A },
        { option_id: 3, option_text: 'Diabetes', option_group: B },
        { option_id: 4, option_text: 'Kidney disease', option_group: B },
      ],
    },
    {
      question_id: 3053, question_sub_type: 'detail', require_detail: true, options: [],
      question_text: 'In the past 5 years, has anyone applying for coverage been admitted to a hospital or had surgery?',
    },
  ],
}];

export interface DemoCarrierQuestion { plan_id: number; qid: number; question: string; true_condition: 0 | 1 }

/** The plan with supplemental carrier questions. */
export const CARRIER_QUESTION_PLAN_ID = 1201;

export const DEMO_CARRIER_QUESTIONS: DemoCarrierQuestion[] = [
  { plan_id: CARRIER_QUESTION_PLAN_ID, qid: 1, true_condition: 1, question: 'Are you actively at work on a full-time basis (at least 30 hours a week)?' },
  { plan_id: CARRIER_QUESTION_PLAN_ID, qid: 2, true_condition: 1, question: 'Do you understand that this plan pays benefits only for cancer diagnosed after the coverage starts?' },
  { plan_id: CARRIER_QUESTION_PLAN_ID, qid: 3, true_condition: 0, question: 'Do you have other cancer insurance in force?' },
];
