/** GET assist/get: the help widget's next question and the device's past answers (schemas/api/assist.ts). */
import type { AssistGetData } from '../../schemas/api/assist';
import { apiGet } from './client';

/** Who asks: the browser's device id, the page, and the site's rep (absent on the default site). */
export interface AssistVisit { device_id: string; web_url: string; agent_id: number | null; group_id: number | null }

/** Fetches the conversation of `visit`'s device. */
export function getAssistConversation(visit: AssistVisit): Promise<AssistGetData> {
  return apiGet<AssistGetData>('assist/get', { device_id: visit.device_id, web_url: visit.web_url, agent_id: visit.agent_id });
}
