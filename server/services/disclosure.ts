/**
 * What an enrollment may answer of the protected data it holds or prefills, by who is asking
 * relative to the person it enrolls: one table (DISCLOSURE; docs/security.md repeats it) and one
 * function (disclose) every route answering such data goes through.
 *
 * - Health answers on file (a member's earlier enrollment) go only to the member's own session:
 *   a plan sponsor or a rep never sees them (HIPAA minimum necessary, 45 CFR 164.504(f)); their
 *   health step starts empty and saves what they enter.
 * - SSNs of anyone but the person enrolling themself leave the server masked ('xxxxx1234',
 *   schemas/catalog/patterns.ts maskedSsn): a spouse's, a dependent's or a beneficiary's always,
 *   the enrollee's own when someone acts for them. A form sends the mask back unchanged to keep the
 *   sealed value (services/keptSecrets.ts).
 * - Bank and card numbers on file are masked for everyone (only their last four are kept).
 * - Read-only answers (get-enrollment-temp-info, the review's details, the PDF copy) mask every
 *   secret whoever asks (sealing.maskPayload): never more than this table.
 */
import type { FastifyRequest } from 'fastify';
import { mapSecrets, maskSecret } from '../../adapters/secrets';
import { EXISTING_USER_TYPE } from '../../domain/wizardRules';
import type { Enrollment } from '../db/queries/enrollments';
import { currentPrincipal } from './portalAuth';

/**
 * Who is asking, relative to the person the enrollment enrolls: the member on their own
 * re-enrollment (type existing-user), someone acting for them (a signed-in rep or group admin, or
 * any session of an enrollment a rep or group started for an existing member: type
 * existing-member), or an applicant on their own new enrollment.
 */
export type Viewer = 'member' | 'onBehalf' | 'applicant';

/** The protected data an answer may carry. */
export type Disclosed = 'healthOnFile' | 'ownSsn' | 'othersSsn' | 'paymentOnFile';

/** How much of it: all of it, secrets masked to their last four, or nothing. */
export type Disclosure = 'full' | 'masked' | 'none';

/** The rule, one row per kind of data. */
export const DISCLOSURE = {
  /** The member's health answers on file (get-existing-primary-health-info). */
  healthOnFile: { member: 'full', onBehalf: 'none', applicant: 'none' },
  /** The enrollee's own SSN (the personal tab; any secret of a form tab). */
  ownSsn: { member: 'full', onBehalf: 'masked', applicant: 'full' },
  /** A spouse's, dependent's or beneficiary's SSN (saved in this enrollment or on file). */
  othersSsn: { member: 'masked', onBehalf: 'masked', applicant: 'masked' },
  /** Bank account and card numbers on file (only their last four digits are kept). */
  paymentOnFile: { member: 'masked', onBehalf: 'masked', applicant: 'masked' },
} as const satisfies Record<Disclosed, Record<Viewer, Disclosure>>;

/** The enrollment type a rep or group admin starts for one of their members. */
const ON_BEHALF_TYPE = 'existing-member';

/**
 * Who the request's session is to this enrollment (see Viewer). A signed-in rep or group admin
 * acts for someone whatever the enrollment; an existing-user enrollment is the member's own unless
 * another member is signed in (resumed by code, no sign-in: the code went to the member's address).
 */
export async function viewerOf(request: FastifyRequest, enrollment: Pick<Enrollment, 'type' | 'member_id'>): Promise<Viewer> {
  const principal = await currentPrincipal(request);
  if ((principal && principal.role !== 'member') || enrollment.type === ON_BEHALF_TYPE) return 'onBehalf';
  if (enrollment.type !== EXISTING_USER_TYPE || enrollment.member_id === null) return 'applicant';
  return principal === null || principal.ref === enrollment.member_id ? 'member' : 'applicant';
}

/** The table's answer for one viewer and kind of data. */
export function disclosureOf(viewer: Viewer, data: Disclosed): Disclosure {
  return DISCLOSURE[data][viewer];
}

const WITHOUT = (): undefined => undefined;

/**
 * `value` as `viewer` may receive it. Health on file: the whole value, or null. Secrets (SSNs,
 * account and card numbers, at any depth of `value`): kept, masked, or left out, field by field.
 */
export function disclose<T>(viewer: Viewer, data: 'healthOnFile', value: T): T | null;
export function disclose<T>(viewer: Viewer, data: Exclude<Disclosed, 'healthOnFile'>, value: T): T;
export function disclose<T>(viewer: Viewer, data: Disclosed, value: T): T | null {
  const level = disclosureOf(viewer, data);
  if (data === 'healthOnFile') return level === 'none' ? null : value;
  if (level === 'full') return value;
  return mapSecrets(value, level === 'masked' ? maskSecret : WITHOUT);
}
