/** A rep's landing page: display name, contact, tagline, bio, logo and image (storefront.md 3; 204: no landing). */
import type { FromSchema } from 'json-schema-to-ts';
import type { agentLandingData } from '../../schemas/api/storefront';
import { apiLookup } from './lookup';

export type AgentLandingData = FromSchema<typeof agentLandingData>;

/** GET get-agent-landing-page-info?agent_id: the data, or null when the server answers 204 (nothing matches). */
export function getAgentLandingPageInfo(agent_id: number): Promise<AgentLandingData | null> {
  return apiLookup<AgentLandingData>('get-agent-landing-page-info', { agent_id });
}
