/**
 * A form's state read together with the enrollment (the session's lookup of a save route reads
 * the route's form state in its one statement: db/queries/sessions.ts), handed to the first
 * resolution of that form for that same enrollment object, once. Keyed by the request's
 * enrollment object, so it lives as long as the request and never reaches another one; taken
 * once, so a later resolution in the same request (after pinning) reads the database again.
 */
import type { ChainState } from '../../db/queries/chainState';
import type { Enrollment } from '../../db/queries/enrollments';

const READ_AHEAD = new WeakMap<Enrollment, { form: string; state: ChainState }>();

/** Keeps `state` of `form`, read in the same statement as `enrollment`. */
export function keepStateReadAhead(enrollment: Enrollment, form: string, state: ChainState): void {
  READ_AHEAD.set(enrollment, { form, state });
}

/** The state of `form` read with `enrollment`, if any and not taken yet. */
export function takeStateReadAhead(enrollment: Enrollment, form: string): ChainState | undefined {
  const kept = READ_AHEAD.get(enrollment);
  if (kept?.form !== form) return undefined;
  READ_AHEAD.delete(enrollment);
  return kept.state;
}
