import type { GroupAgentMemberData } from '../../schemas/api/members';
import { ApiFieldErrors, apiGet, type Query } from './client';

/** A storefront list lookup: its rows, or [] when the server answers 204 (nothing matches). */
async function listOrEmpty<T>(path: string, query: Query): Promise<T[]> {
  try {
    return await apiGet<T[]>(path, query);
  } catch (error) {
    if (error instanceof ApiFieldErrors && error.status === 204) return [];
    throw error;
  }
}

/** A portal as get-enrollment-platforms lists it. */
export interface Platform { platform_group_id: number; platform_name: string; platform_code: string }
/** A group as get-agent-groups lists it. */
export interface AgentGroup { gid: number; gname: string }

/** GET get-enrollment-platforms?agent_id: the portals a rep sells on ([] for 204). */
export function getEnrollmentPlatforms(agentId: number): Promise<Platform[]> {
  return listOrEmpty<Platform>('get-enrollment-platforms', { agent_id: agentId });
}

/** GET get-agent-groups?agent_id: the groups a rep enrolls for ([] for 204). */
export function getAgentGroups(agentId: number): Promise<AgentGroup[]> {
  return listOrEmpty<AgentGroup>('get-agent-groups', { agent_id: agentId });
}

/** GET get-group-agent-member-info?group_id: the signed-in group's name, code and portals. */
export function getGroupHomeInfo(groupId: number): Promise<GroupAgentMemberData> {
  return apiGet<GroupAgentMemberData>('get-group-agent-member-info', { group_id: groupId });
}
