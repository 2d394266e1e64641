/** GET get-lead-information: stores the rounded position of the device and answers its zip code (schemas/api/assist.ts). */
import type { LeadInfoData } from '../../schemas/api/assist';
import { apiGet } from './client';
import type { AssistVisit } from './getAssistConversation';

/** Sends `store_information` ('latitude,longitude', two decimals) for `visit`'s device. */
export function getLeadInformation(visit: AssistVisit, store_information: string): Promise<LeadInfoData> {
  return apiGet<LeadInfoData>('get-lead-information', {
    store_information, device_id: visit.device_id, web_url: visit.web_url, agent_id: visit.agent_id, group_id: visit.group_id,
  });
}
