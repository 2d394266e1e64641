/** POST assist/add: one answer of the help widget's conversation (schemas/api/assist.ts). */
import type { AssistAddBody } from '../../schemas/api/assist';
import { apiPost } from './client';
import type { AssistVisit } from './getAssistConversation';

/** Sends the answer to `question_id` for `visit`'s device; rejects with the server's field errors on a refusal. */
export function addAssistAnswer(visit: AssistVisit, question_id: number, answer: string): Promise<unknown> {
  const body: AssistAddBody = { question_id, answer, device_id: visit.device_id, agent_id: visit.agent_id, web_url: visit.web_url };
  return apiPost<unknown>('assist/add', body);
}
