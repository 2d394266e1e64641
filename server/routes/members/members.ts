/**
 * The member reads of storefront.md section 7 (issue 7, point 6), each answering only for the
 * session's principal (401 without one, 403 for another's ids): get-agent-members (the signed-in
 * rep's own members), get-group-users (the signed-in group's), get-member-info (the member, their
 * rep or their group) and get-group-agent-member-info (an enrollment of this session, or a group
 * the principal acts for: the group itself or its rep).
 */
import type { FastifyInstance } from 'fastify';
import { MEMBERS_ROUTES } from '../../../schemas/api/members';
import { MESSAGES } from '../../../schemas/messages';
import { findEnrollment } from '../../db/queries/enrollments';
import { findGroupRow, findMemberWithLinks } from '../../db/queries/members';
import { fieldError, ok, unprocessable } from '../../http';
import { forbiddenPrincipal, requirePrincipal } from '../../services/portalAuth';
import { canActForGroup, canSeeMember, memberPortal, memberRows } from '../../services/portalAuthMembers';
import { groupPortals } from '../../services/portalChoices';
import { splitName } from '../storefront/names';
import { typed } from '../typed';

export async function memberRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { agentMembers, groupUsers, memberInfo, groupAgentMemberInfo } = MEMBERS_ROUTES;


  api.get(agentMembers.url, { schema: agentMembers.schema }, async (request) => {
    const principal = await requirePrincipal(request, 'agent');
    const agentId = Number(request.query.agent_id);
    if (agentId !== principal.ref) throw forbiddenPrincipal();
    return ok(await memberRows(app.db, 'agent_id', agentId));
  });

  api.get(groupUsers.url, { schema: groupUsers.schema }, async (request) => {
    const principal = await requirePrincipal(request, 'group');
    const groupId = Number(request.query.group_id);
    if (groupId !== principal.ref) throw forbiddenPrincipal();
    return ok(await memberRows(app.db, 'group_id', groupId));
  });

  api.get(memberInfo.url, { schema: memberInfo.schema }, async (request) => {
    const principal = await requirePrincipal(request);
    const member = await findMemberWithLinks(app.db, Number(request.query.user_id));
    // An unknown id is refused like someone else's: ids are not enumerable.
    if (!member || !canSeeMember(principal, member)) throw forbiddenPrincipal();
    const { first: agent_fname, last: agent_lname } = splitName(member.agent_name ?? '');
    return ok({
      member_info: { first_name: member.first_name, last_name: member.last_name, user_id: member.id },
      agent_info: member.agent_id === null ? null : { agent_id: member.agent_id, agent_fname, agent_lname },
      group_info: member.group_id === null ? null : { gid: member.group_id, group_id: member.group_id, group_name: member.group_name ?? '' },
      portal_id: memberPortal(member, app.services.config.defaultPortalId),
    });
  });

  api.get(groupAgentMemberInfo.url, { schema: groupAgentMemberInfo.schema }, async (request) => {
    const principal = await requirePrincipal(request);
    const { enrollment_id, group_id } = request.query;
    if (enrollment_id !== undefined) {
      const enrollment = await findEnrollment(app.db, enrollment_id);
      if (!enrollment || enrollment.session_hash !== principal.sessionHash) throw forbiddenPrincipal();
      const member = enrollment.member_id === null ? undefined : await findMemberWithLinks(app.db, enrollment.member_id);
      const group = enrollment.group_id === null ? undefined : await findGroupRow(app.db, enrollment.group_id);
      return ok({
        enrollment_type: enrollment.type,
        result: { user_info: member ? { first_name: member.first_name, last_name: member.last_name, user_id: member.id } : null },
        group_info: group ? { name: group.name, code: group.code } : null,
        platforms: (await groupPortals(app.db, { portal_id: group?.portal_id ?? null, agent_id: enrollment.agent_id })).map(toPlatform),
      });
    }
    if (group_id === undefined) unprocessable([fieldError('group_id', MESSAGES.required)]);
    const group = await findGroupRow(app.db, Number(group_id));
    if (!group || !canActForGroup(principal, group)) throw forbiddenPrincipal();
    return ok({
      enrollment_type: null, result: { user_info: null }, group_info: { name: group.name, code: group.code },
      platforms: (await groupPortals(app.db, group)).map(toPlatform),
    });
  });
}

function toPlatform(portal: { id: number; name: string; code: string }) {
  return { platform_group_id: portal.id, platform_name: portal.name, platform_code: portal.code };
}
