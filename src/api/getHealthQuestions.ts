import type { HealthQuestionsData } from '../../schemas/api/types';
import { enrollmentEndpoint } from './query';

/**
 * GET get-health-questions-primary-health-info?enrollment_id: the questions (data.result.codition_questions,
 * the spec's spelling, and data.result.medication_question) and the hash of their form's validator module.
 */
export const healthQuestions = enrollmentEndpoint<HealthQuestionsData>('get-health-questions-primary-health-info');
export const getHealthQuestions = healthQuestions.fetch;
