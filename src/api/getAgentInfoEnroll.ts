/** A rep by id: restores a stored rep and names him in the header (storefront.md 7; 204: unknown). */
import type { FromSchema } from 'json-schema-to-ts';
import type { agentEnrollData } from '../../schemas/api/storefront';
import { apiLookup } from './lookup';

export type AgentEnrollData = FromSchema<typeof agentEnrollData>;

/** GET get-agent-info-enroll?agent_id: the data, or null when the server answers 204 (nothing matches). */
export function getAgentInfoEnroll(agent_id: number): Promise<AgentEnrollData | null> {
  return apiLookup<AgentEnrollData>('get-agent-info-enroll', { agent_id });
}
