/**
 * Quote filters of existing members (storefront.md section 7, issue 7 point 6): the temporary
 * enrollment (tempId in the browser) bound to this session. add-filter-for-existing-user: a rep or
 * group enrolls one of their members (type existing-member); add-filter-for-member: the signed-in
 * member enrolls themself (type existing-user); update-filter-portal moves a bound filter to
 * another portal and group (one the session may name: services/callerEntitlements.ts). 401
 * without a principal, 403 for someone else's member or group.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MEMBERS_ROUTES } from '../../../schemas/api/members';
import type { TierCode } from '../../../schemas/plans';
import { MESSAGES } from '../../../schemas/messages';
import { processOfRole } from '../../../schemas/roleProcess';
import { findGroupRow, findMemberWithLinks, insertTempEnrollment, portalExists, setEnrollmentPortal } from '../../db/queries/members';
import { fieldError, ok, unprocessable } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { changedFields, claimErrors } from '../../services/callerEntitlements';
import { forbiddenPrincipal, requirePrincipal } from '../../services/portalAuth';
import { canActForGroup, canSeeMember, memberPortal } from '../../services/portalAuthMembers';
import { callerEntitlements } from '../../services/sessionEntries';
import { typed } from '../typed';

type Member = NonNullable<Awaited<ReturnType<typeof findMemberWithLinks>>>;

/** The filter_info of a member's quote: what is known of them, and the chosen tier. */
const filterInfo = (member: Member, tier: TierCode) => JSON.stringify({ tier, user_id: member.id, dob: member.dob, gender: member.gender });

export async function memberFilterRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { existingUserFilter, memberFilter, updateFilterPortal } = MEMBERS_ROUTES;

  api.post(existingUserFilter.url, { schema: existingUserFilter.schema }, async (request) => {
    const principal = await requirePrincipal(request, ['agent', 'group']);
    const body = request.body;
    const member = await findMemberWithLinks(app.db, body.user_id);
    if (!member || !canSeeMember(principal, member)) throw forbiddenPrincipal();
    if (principal.role === 'agent' ? (body.agent_id ?? principal.ref) !== principal.ref : (body.group_id ?? principal.ref) !== principal.ref) {
      throw forbiddenPrincipal();
    }
    const own = processOfRole(principal.role);
    if (body.eprocess !== own.eprocess) unprocessable([fieldError('eprocess', MESSAGES.choice)]);
    if (body.policy_id !== member.policy_id) unprocessable([fieldError('policy_id', MESSAGES.memberPolicyMismatch)]);
    // Process, rep and group are the principal's (checked above); the open type by the same rule as every quote.
    const openType = claimErrors(await callerEntitlements(request), { open_type: body.open_type });
    if (openType.length > 0) unprocessable(openType);
    const groupId = body.group_id ?? member.group_id;
    const group = groupId === null ? undefined : await findGroupRow(app.db, groupId);
    if (groupId !== null && !group) unprocessable([fieldError('group_id', MESSAGES.storefrontIdInvalid)]);
    if (group && group.id !== member.group_id && !canActForGroup(principal, group)) throw forbiddenPrincipal();
    const portalId = group?.portal_id ?? memberPortal(member, app.services.config.defaultPortalId);
    const id = await insertTempEnrollment(app.db, {
      id: randomUUID(), portal_id: portalId, group_id: group?.id ?? null, agent_id: principal.role === 'agent' ? principal.ref : (group?.agent_id ?? member.agent_id),
      member_id: member.id, eprocess: own.eprocess, type: own.enroll_type, open_type: body.open_type ?? null,
      filter_info: filterInfo(member, body.tier), session_hash: principal.sessionHash,
    });
    return ok({ temp_enrollment_id: id, portal_id: portalId });
  });

  api.post(memberFilter.url, { schema: memberFilter.schema }, async (request) => {
    const principal = await requirePrincipal(request, 'member');
    if (request.body.user_id !== principal.ref) throw forbiddenPrincipal();
    const member = await findMemberWithLinks(app.db, principal.ref);
    if (!member) throw forbiddenPrincipal();
    const portalId = memberPortal(member, app.services.config.defaultPortalId);
    const own = processOfRole('member');
    const id = await insertTempEnrollment(app.db, {
      id: randomUUID(), portal_id: portalId, group_id: member.group_id, agent_id: member.agent_id, member_id: member.id,
      eprocess: own.eprocess, type: own.enroll_type, open_type: request.body.open_type ?? null,
      filter_info: filterInfo(member, request.body.tier), session_hash: principal.sessionHash,
    });
    return ok({ temp_enrollment_id: id, portal_id: portalId });
  });

  api.post(updateFilterPortal.url, { ...bound, schema: updateFilterPortal.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    const { group_id: groupId, platform_group_id: portalId } = request.body;
    if (!(await portalExists(app.db, portalId))) unprocessable([fieldError('platform_group_id', MESSAGES.choosePlatform)]);
    if (groupId !== undefined && groupId !== null && !(await findGroupRow(app.db, groupId))) unprocessable([fieldError('group_id', MESSAGES.chooseGroup)]);
    // Another group only if the session may name it, and a group process or type only in a group it entered.
    const current = { eprocess: enrollment.eprocess, type: enrollment.type, group_id: enrollment.group_id };
    const next = { ...current, group_id: groupId ?? null };
    const changed = changedFields(current, next);
    const errors = changed.size > 0 ? claimErrors(await callerEntitlements(request), next, changed) : [];
    if (errors.length > 0) unprocessable(errors);
    await setEnrollmentPortal(app.db, enrollment.id, portalId, groupId ?? null);
    return ok({});
  });
}
