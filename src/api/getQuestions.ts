import type { FromSchema } from 'json-schema-to-ts';
import type { questionsData } from '../../schemas/api/planQuestions';
import { getEndpoint } from './query';

/** get-questions' data: the plan's health questions in order. */
export type QuestionsData = FromSchema<typeof questionsData>;

/** GET get-questions?enrollment_id&plan_id&type=save: a plan's health questions. */
export const questions = getEndpoint<{ enrollmentId: string; planId: number }, QuestionsData>(
  'get-questions', ({ enrollmentId, planId }) => ({ enrollment_id: enrollmentId, plan_id: planId, type: 'save' }),
);
export const getQuestions = questions.fetch;
