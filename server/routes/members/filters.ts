/**
 * Quote filters of existing members (storefront.md section 7, issue 7 point 6): the temporary
 * enrollment (tempId in the browser) bound to this session. add-filter-for-existing-user: a rep or
 * group enrolls one of their members (type existing-member); add-filter-for-member: the signed-in
 * member enrolls themself (type existing-user); update-filter-portal moves a bound filter to
 * another portal and group (one the session may name: services/portalChoices.ts and
 * services/callerEntitlements.ts). The tier is checked by the catalog's tier form
 * (checkedTier). 401 without a principal, 403 for someone else's member or group.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { pricingFieldErrors } from '../../../adapters';
import { MEMBERS_ROUTES } from '../../../schemas/api/members';
import type { TierCode } from '../../../schemas/plans';
import { MESSAGES } from '../../../schemas/messages';
import { processOfRole } from '../../../schemas/roleProcess';
import { findGroupRow, findMemberWithLinks, insertTempEnrollment, setEnrollmentPortal } from '../../db/queries/members';
import { fieldError, ok, unprocessable } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { changedFields, claimErrors } from '../../services/callerEntitlements';
import { forbiddenPrincipal, requirePrincipal } from '../../services/portalAuth';
import { chosenPortalErrors } from '../../services/portalChoices';
import { canActForGroup, canSeeMember, memberPortal } from '../../services/portalAuthMembers';
import { callerEntitlements } from '../../services/sessionEntries';
import { typed } from '../typed';

type Member = NonNullable<Awaited<ReturnType<typeof findMemberWithLinks>>>;

/**
 * The body's tier, checked by the catalog's tier form as change-filter-info checks a tier (one
 * rule: required, one of the tier codes, 'Please choose a tier'): 422 at the field otherwise.
 */
function checkedTier(tier: unknown): TierCode {
  const errors = pricingFieldErrors('tier', { tier });
  if (errors.length > 0) unprocessable(errors);
  // The form accepts only the tier codes.
  return tier as TierCode;
}

/** The filter_info of a member's quote: what is known of them, and the chosen tier. */
const filterInfo = (member: Member, tier: TierCode) => JSON.stringify({ tier, user_id: member.id, dob: member.dob, gender: member.gender });

export async function memberFilterRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { existingUserFilter, memberFilter, updateFilterPortal } = MEMBERS_ROUTES;

  api.post(existingUserFilter.url, { schema: existingUserFilter.schema }, async (request) => {
    const tier = checkedTier(request.body.tier);
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
      filter_info: filterInfo(member, tier), session_hash: principal.sessionHash, language: request.language,
    });
    return ok({ temp_enrollment_id: id, portal_id: portalId });
  });

  api.post(memberFilter.url, { schema: memberFilter.schema }, async (request) => {
    const tier = checkedTier(request.body.tier);
    const principal = await requirePrincipal(request, 'member');
    if (request.body.user_id !== principal.ref) throw forbiddenPrincipal();
    const member = await findMemberWithLinks(app.db, principal.ref);
    if (!member) throw forbiddenPrincipal();
    const portalId = memberPortal(member, app.services.config.defaultPortalId);
    const own = processOfRole('member');
    const id = await insertTempEnrollment(app.db, {
      id: randomUUID(), portal_id: portalId, group_id: member.group_id, agent_id: member.agent_id, member_id: member.id,
      eprocess: own.eprocess, type: own.enroll_type, open_type: request.body.open_type ?? null,
      filter_info: filterInfo(member, tier), session_hash: principal.sessionHash, language: request.language,
    });
    return ok({ temp_enrollment_id: id, portal_id: portalId });
  });

  api.post(updateFilterPortal.url, { ...bound, schema: updateFilterPortal.schema }, async (request) => {
    const enrollment = boundEnrollment(request);
    const { group_id: groupId, platform_group_id: portalId } = request.body;
    // The portal (and a rep's group) among the caller's choices, judged by the select-portal form.
    const chosen = await chosenPortalErrors(request, request.body);
    if (chosen.length > 0) unprocessable(chosen);
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
