/**
 * The storefront's remaining site calls (storefront.md section 7, "Site and landing"):
 * get-external-site-infromation (an external partner site by name, 204 when unknown),
 * get-elevate-info (the portal the elevate partner host enrolls on: configuration),
 * track-elevate-traffic (a website visit of an enrollment, counted once per visitor),
 * set-enrollment-group-code (a group enrollment code put on the bound enrollment) and
 * group-enrollment-info (whether the caller holds the enrollment and may still give it a group code).
 * Every refusal is a field error (422 at the field, 401/403/409 at enrollment_id, 429 throttled).
 */
import { MESSAGES } from '../messages';
import { answer, enrollmentIdSchema, enrollmentQuery, responses } from './common';
import { groupCodeQuery, lookupRoute } from './storefront';
import { route } from './route';

const TAGS = ['storefront'] as const;

/** ?site_name=: an external partner site's name (letters, digits, dot, hyphen, underscore; any case). */
export const externalSiteQuery = {
  type: 'object', required: ['site_name'],
  properties: { site_name: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,100}$', 'x-message': MESSAGES.siteNameInvalid } },
} as const;

/** get-external-site-infromation: the group an external partner site enrolls into, on its portal. */
export const externalSiteData = answer({
  site_name: { type: 'string' }, gid: { type: 'integer' }, gname: { type: 'string' }, gagent_code: { type: ['string', 'null'] },
  portal_id: { type: 'integer' }, landing_type: { type: 'string', enum: ['group'] },
});

/** get-elevate-info: the portal visitors of the elevate partner host enroll on. */
export const elevateInfoData = answer({ portal_id: { type: 'integer' }, platform_name: { type: 'string' }, platform_code: { type: 'string' } });

export const trackTrafficBody = {
  type: 'object', required: ['enrollment_id'], additionalProperties: false, properties: { enrollment_id: enrollmentIdSchema },
} as const;

/** data.counted: this visit was new (false: this visitor was counted for the enrollment before). */
export const trackTrafficData = answer({ counted: { type: 'boolean' } });

export const setGroupCodeBody = {
  type: 'object', required: ['group_code', 'enrollment_id'], additionalProperties: false,
  properties: { group_code: groupCodeQuery.properties.group_code, enrollment_id: enrollmentIdSchema },
} as const;

/** set-enrollment-group-code: the group and portal the enrollment belongs to now. */
export const setGroupCodeData = answer({ group_id: { type: 'integer' }, gname: { type: 'string' }, portal_id: { type: 'integer' } });

/**
 * group-enrollment-info: has_enrollment — the caller's session holds this open enrollment;
 * capture_groupcode — it has no group yet, so a group enrollment code may still be given.
 */
export const groupEnrollmentInfoData = answer({ has_enrollment: { type: 'boolean' }, capture_groupcode: { type: 'boolean' } });

export const STOREFRONT_SITE_ROUTES = {
  externalSite: lookupRoute('/get-external-site-infromation', externalSiteQuery, externalSiteData),
  elevateInfo: route({ method: 'GET', url: '/get-elevate-info', schema: { tags: TAGS, response: responses(elevateInfoData) } }),
  trackTraffic: route({ method: 'POST', url: '/track-elevate-traffic', schema: { tags: TAGS, body: trackTrafficBody, response: responses(trackTrafficData) } }),
  setGroupCode: route({ method: 'POST', url: '/set-enrollment-group-code', schema: { tags: TAGS, body: setGroupCodeBody, response: responses(setGroupCodeData) } }),
  groupEnrollmentInfo: route({
    method: 'GET', url: '/group-enrollment-info', schema: { tags: TAGS, querystring: enrollmentQuery, response: responses(groupEnrollmentInfoData) },
  }),
} as const;
