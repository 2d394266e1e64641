/** Confirmation numbers: 'POL-' and six random digits, never one an enrollment or a member holds. */
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { policyIdTaken } from '../../db/queries/completion';
import type { Database } from '../../db/types';

/** How many random numbers are tried before giving up (a million exist; each try is one query). */
const TRIES = 20;

/** A random confirmation number (not checked against those in use). */
export function randomPolicyId(): string {
  return `POL-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * A confirmation number no enrollment or member holds now. Two completions may still pick the same
 * one at the same moment: the unique column refuses the second, and completion tries again.
 */
export async function freePolicyId(db: Kysely<Database>): Promise<string> {
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const candidate = randomPolicyId();
    if (!(await policyIdTaken(db, candidate))) return candidate;
  }
  throw new Error('no free confirmation number found');
}
