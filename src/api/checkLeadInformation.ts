/** GET check-lead-information: the location prompt's device check (schemas/api/assist.ts). */
import type { CheckLeadData } from '../../schemas/api/assist';
import { apiGet } from './client';
import type { AssistVisit } from './getAssistConversation';

/** Whether the server already holds `visit`'s device's lead information, and its zip code. */
export function checkLeadInformation(visit: AssistVisit): Promise<CheckLeadData> {
  return apiGet<CheckLeadData>('check-lead-information', { device_id: visit.device_id, web_url: visit.web_url, agent_id: visit.agent_id });
}
