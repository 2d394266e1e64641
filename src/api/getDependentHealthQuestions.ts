import type { HealthQuestionsData } from '../../schemas/api/types';
import { enrollmentEndpoint } from './query';

/** GET get-health-questions-dependent-info?enrollment_id: the dependents' health questions and their form's validator hash. */
export const dependentHealthQuestions = enrollmentEndpoint<HealthQuestionsData>('get-health-questions-dependent-info');
export const getDependentHealthQuestions = dependentHealthQuestions.fetch;
