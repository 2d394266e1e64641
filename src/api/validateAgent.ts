/** The rep behind a rep access code (storefront.md 7; 204: unknown code). */
import type { FromSchema } from 'json-schema-to-ts';
import type { validateAgentData } from '../../schemas/api/storefront';
import { apiLookup } from './lookup';

export type ValidateAgentData = FromSchema<typeof validateAgentData>;

/** GET validate-agent?agent_code: the data, or null when the server answers 204 (nothing matches). */
export function validateAgent(agent_code: string): Promise<ValidateAgentData | null> {
  return apiLookup<ValidateAgentData>('validate-agent', { agent_code });
}
