/**
 * Rep access codes and group enrollment codes (validate-agent, validate-group) are throttled like
 * continue codes (services/resume.ts): an unknown code counts a failure against the CALLER (its
 * client address, an IPv6 /64 as one), and 5 failures in 15 minutes answer 429 to that caller
 * only. The counter is the access codes' own (a key apart from the continue codes'), so a visitor
 * who mistypes a rep code is not kept from resuming an enrollment. Each try is reserved against
 * the caller before the lookup runs, atomically with the check (services/resume.ts holdAttempt),
 * so parallel wrong codes cannot outrun the count; a code found gives its reservation back.
 *
 * No timing oracle: every answer, known code, unknown code or throttled, is held until a fixed
 * floor (ACCESS_CODE_FLOOR_MS) after the request began. A string comparison is not where the
 * time differs here (the code is found by an index lookup in PostgreSQL, not compared in JS);
 * what differs is the work after it (giving a found code's reservation back, reading the rep), which the floor hides.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { sha256 } from './codes';
import { callerAddress, callerLimit, holdAttempt, releaseAttempt, type Throttle, type ThrottleKey } from './resume';

/** Every access-code answer takes at least this long (well above the lookup's own time on this stack). */
export const ACCESS_CODE_FLOOR_MS = 200;

/** The caller's access-code throttle key (same address rule as continue codes, separate counter). */
export function accessCallerKey(ip: string): ThrottleKey {
  return { kind: 'ip', keyHash: sha256(`access-code:${callerAddress(ip)}`) };
}

/**
 * Runs a code lookup under the throttle and the time floor: 429 at `target` when the caller (or
 * one of the `also` throttles, e.g. sign-in's per-account limit) is at its limit; otherwise the
 * try is reserved first and stays counted as a failure when `lookup` finds nothing (undefined).
 */
export async function checkAccessCode<T>(
  request: FastifyRequest, target: string, lookup: () => Promise<T | undefined>, also: Throttle[] = [],
): Promise<T | undefined> {
  const started = performance.now();
  try {
    const held = await holdAttempt(request, [callerLimit(accessCallerKey(request.ip)), ...also], [target]);
    const found = await lookup();
    if (found !== undefined) await releaseAttempt(request, held);
    return found;
  } finally {
    const left = ACCESS_CODE_FLOOR_MS - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}
