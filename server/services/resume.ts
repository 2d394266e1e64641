/**
 * Resuming an enrollment by code or direct link. Wrong tries are held against the CALLER: 5
 * failures from one client address (an IPv6 /64 counts as one) in 15 minutes -> 429 for that
 * caller only, shared by the code form and direct links. An E-MAIL's failures never block it, so
 * a stranger cannot lock the owner out: after 3 of them in the window, every further attempt for
 * that e-mail (right or wrong) waits a growing delay, capped at a few seconds, before its answer.
 * A successful resume issues a fresh session bound to the enrollment.
 *
 * Every try is reserved against its keys BEFORE it is evaluated, in one atomic step with the
 * limit check (db/queries/attempts.ts): of N parallel wrong tries at most the limit are evaluated,
 * whichever instance of the server answers them. A failed try keeps its reservation (it is the
 * failure); a success gives it back, so the right code never counts against its caller.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { isIPv6 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContinueData } from '../../schemas/api/types';
import { MESSAGES } from '../../schemas/messages';
import type { SavedTab } from '../../schemas/tabs';
import { type AttemptLimit, releaseAttempts, reserveAttempts } from '../db/queries/attempts';
import type { AttemptKind } from '../db/queries/continueCodes';
import { bindSession } from '../db/queries/enrollments';
import { ApiError, fieldError } from '../http';
import { renewSession } from '../plugins/session';
import { normalizeEmail, sha256 } from './codes';
import { slowdownDelayMs } from './slowdown';

export const THROTTLE_MAX_FAILURES = 5;
export const THROTTLE_WINDOW_MINUTES = 15;

export interface ThrottleKey { kind: AttemptKind; keyHash: string }

/** The eight groups of an IPv6 address, expanded (an embedded IPv4 tail counts as two). */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.split('%')[0].split('::');
  const side = (part: string | undefined) => (part ? part.split(':') : [])
    .flatMap((group) => (group.includes('.') ? ['v4', 'v4'] : [group]));
  const left = side(head);
  const right = side(tail);
  const gap = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...gap, ...right].map((group) => (group === 'v4' ? group : parseInt(group, 16).toString(16)));
}

/**
 * The address a caller is known by: IPv4 as is (IPv4-mapped IPv6 unwrapped), IPv6 by its /64,
 * since one host commonly holds a whole /64 and could otherwise take a fresh address per try.
 */
export function callerAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  return isIPv6(ip) ? `${ipv6Groups(ip).slice(0, 4).join(':')}::/64` : ip;
}

/** The throttle key of the caller (its client address, see callerAddress). */
export function callerKey(ip: string): ThrottleKey {
  return { kind: 'ip', keyHash: sha256(`ip:${callerAddress(ip)}`) };
}

/** The slowdown key of an e-mail. */
export function emailKey(email: string): ThrottleKey {
  return { kind: 'email', keyHash: sha256(`email:${normalizeEmail(email)}`) };
}

/** A key's limit as the throttle checks it, with the message a caller at that limit is answered (429). */
export interface Throttle extends AttemptLimit { message: string }

/** The caller's limit: THROTTLE_MAX_FAILURES in THROTTLE_WINDOW_MINUTES. */
export function callerLimit(key: ThrottleKey): Throttle {
  return { ...key, max: THROTTLE_MAX_FAILURES, windowMinutes: THROTTLE_WINDOW_MINUTES, message: MESSAGES.continueThrottled };
}

/** An e-mail's count for the slowdown: never refused, only counted (see slowDownFor). */
export function emailCount(key: ThrottleKey): Throttle {
  return { ...key, max: null, windowMinutes: THROTTLE_WINDOW_MINUTES, message: MESSAGES.continueThrottled };
}

/** A try reserved against its keys: the rows to give back on success and each key's tries before it. */
export interface HeldAttempt { ids: string[]; prior: number[] }

/**
 * Reserves this try against every throttle in one atomic step, before anything is evaluated:
 * 429 at every target, with the message of the throttle at its limit, when one of them is.
 */
export async function holdAttempt(request: FastifyRequest, throttles: Throttle[], targets: string[]): Promise<HeldAttempt> {
  const reservation = await reserveAttempts(request.server.db, throttles);
  if (!reservation.granted) throw new ThrottledError(throttles[reservation.refused], targets);
  return reservation;
}

/** 429 from a throttle at its limit, naming the throttle (a caller tells which by it, not by its message). */
export class ThrottledError extends ApiError {
  readonly throttle: Throttle;

  constructor(throttle: Throttle, targets: string[]) {
    super(429, targets.map((target) => fieldError(target, throttle.message)));
    this.throttle = throttle;
  }
}

/** A success: the try stops counting against its keys. */
export async function releaseAttempt(request: FastifyRequest, held: HeldAttempt): Promise<void> {
  await releaseAttempts(request.server.db, held.ids);
}

/** Waits as long as `failures` earlier tries of the e-mail ask for (config.resumeSlowdown), whatever the outcome will be. */
export async function slowDownFor(request: FastifyRequest, failures: number): Promise<void> {
  const delay = slowdownDelayMs(failures, request.server.services.config.resumeSlowdown);
  if (delay > 0) await sleep(delay);
}

/** A failed try (its reservation stays, as the failure): 422 with every target flagged. */
export function failResume(targets: string[]): never {
  throw new ApiError(422, targets.map((target) => fieldError(target, MESSAGES.continueFailed)));
}

/**
 * Binds the enrollment to a fresh session (new cookie) and returns the continue answer. The
 * enrollment takes the language of the page it was resumed on (issue 18): its later mails and
 * PDF speak what its applicant reads now.
 */
export async function resumeInto(request: FastifyRequest, reply: FastifyReply, enrollmentId: string): Promise<ContinueData> {
  const enrollment = await renewSession(request, reply, (db, hash) => bindSession(db, enrollmentId, hash, request.language));
  return {
    enrollment_id: enrollment.id,
    saved_tab: enrollment.saved_tab as SavedTab,
    group_id: enrollment.group_id,
    platform_group_id: enrollment.portal_id,
    agent_id: enrollment.agent_id,
    open_type: enrollment.open_type,
    type: enrollment.type,
    eprocess: enrollment.eprocess,
  };
}
