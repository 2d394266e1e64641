import type { HealthAnswer } from '../../schemas/api/planQuestions';
import { apiPost } from './client';

/** What save-question-answers answered: a decline carries error_message, accepted answers success_message. */
export type SaveAnswersData = { error_message: string } | { success_message: string };

/**
 * POST save-question-answers {enrollment_id, plan_id, answers}. A decline is an answer (errorCode
 * 'decline' with data.error_message), accepted answers data.success_message; bad answers reject
 * with their field errors.
 */
export async function saveQuestionAnswers(body: { enrollment_id: string; plan_id: number; answers: HealthAnswer[] }): Promise<{ declined: boolean; message: string }> {
  const data = await apiPost<SaveAnswersData>('save-question-answers', body);
  return 'error_message' in data ? { declined: true, message: data.error_message } : { declined: false, message: data.success_message };
}
