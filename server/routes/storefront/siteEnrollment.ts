/**
 * The storefront's calls about one enrollment (storefront.md sections 4 and 7):
 * - POST track-elevate-traffic {enrollment_id}: a visit of the enrollment's website link
 *   (/websites?group=&id=), counted once per visitor — the caller's session when it sends one,
 *   else its address (the IPv6 /64 rule of the throttles) — so a reload or a repeated call counts
 *   nothing new; an unknown enrollment is a field error, never a failed foreign key.
 * - POST set-enrollment-group-code {group_code, enrollment_id}: the bound enrollment joins the
 *   group of a group enrollment code and moves to the group's portal; an unknown code answers 422
 *   'Invalid Group Enrollment Code' and counts against the caller's access-code throttle (429),
 *   every answer held to the access codes' time floor (services/accessCodes.ts).
 * - GET group-enrollment-info?enrollment_id=: has_enrollment (the caller's session holds it) and
 *   capture_groupcode (it is open and has no group yet); an enrollment the caller does not hold
 *   answers false/false, the same as an unknown one, so the call reveals nothing about others'.
 */
import type { FastifyInstance } from 'fastify';
import { STOREFRONT_SITE_ROUTES } from '../../../schemas/api/storefrontSite';
import { MESSAGES } from '../../../schemas/messages';
import { findGroupForCode, recordSiteVisit, setEnrollmentGroup } from '../../db/queries/storefrontSites';
import { ApiError, fieldError, ok, unprocessable } from '../../http';
import { bound, boundEnrollment, requireEnrollment, sessionHashOf } from '../../plugins/session';
import { checkAccessCode } from '../../services/accessCodes';
import { sha256 } from '../../services/codes';
import { callerAddress } from '../../services/resume';
import { recordEntry } from '../../services/sessionEntries';
import { typed } from '../typed';

export async function storefrontSiteEnrollmentRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { trackTraffic, setGroupCode, groupEnrollmentInfo } = STOREFRONT_SITE_ROUTES;

  api.post(trackTraffic.url, { schema: trackTraffic.schema }, async (request) => {
    const session = sessionHashOf(request);
    const visitor = sha256(session ? `visit:session:${session}` : `visit:ip:${callerAddress(request.ip)}`);
    const outcome = await recordSiteVisit(app.db, request.body.enrollment_id, visitor);
    if (outcome === 'unknown') unprocessable([fieldError('enrollment_id', MESSAGES.trafficLinkUnknown)]);
    return ok({ counted: outcome === 'counted' });
  });

  api.post(setGroupCode.url, { ...bound, schema: setGroupCode.schema }, async (request, reply) => {
    const enrollment = boundEnrollment(request);
    const group = await checkAccessCode(request, 'group_code', async () => {
      const found = await findGroupForCode(app.db, request.body.group_code);
      // The code is the visitor's way into the group, for this quote and the next (services/callerEntitlements.ts).
      if (found) await recordEntry(request, reply, { kind: 'group_code', agent_id: null, group_id: found.id });
      return found;
    });
    if (!group) unprocessable([fieldError('group_code', MESSAGES.invalidGroupCode)]);
    await setEnrollmentGroup(app.db, enrollment.id, group.id, group.portal_id);
    return ok({ group_id: group.id, gname: group.name, portal_id: group.portal_id });
  });

  api.get(groupEnrollmentInfo.url, { schema: groupEnrollmentInfo.schema }, async (request) => {
    try {
      await requireEnrollment(request);
    } catch (error) {
      // No session, an expired one, or an enrollment it does not hold: nothing to capture a code for.
      if (error instanceof ApiError && (error.statusCode === 401 || error.statusCode === 403)) return ok({ has_enrollment: false, capture_groupcode: false });
      throw error;
    }
    const enrollment = boundEnrollment(request);
    return ok({ has_enrollment: true, capture_groupcode: enrollment.status === 'open' && enrollment.group_id === null });
  });
}
