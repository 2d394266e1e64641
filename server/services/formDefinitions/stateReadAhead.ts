/**
 * A form's state read together with the enrollment (the session's lookup of a save route reads
 * the route's form state in its one statement: db/queries/sessions.ts), handed to the first
 * resolution of that form for that same enrollment object, once (services/readAhead.ts: keyed by
 * the request's enrollment object; taken once, so a later resolution in the same request, after
 * pinning, reads the database again).
 */
import type { ChainState } from '../../db/queries/chainState';
import type { Enrollment } from '../../db/queries/enrollments';
import { readAheadSlot } from '../readAhead';

const READ_AHEAD = readAheadSlot<{ form: string; state: ChainState }>();

/** Keeps `state` of `form`, read in the same statement as `enrollment`. */
export function keepStateReadAhead(enrollment: Enrollment, form: string, state: ChainState): void {
  READ_AHEAD.keep(enrollment, { form, state });
}

/** The state of `form` read with `enrollment`, if any and not taken yet. */
export function takeStateReadAhead(enrollment: Enrollment, form: string): ChainState | undefined {
  return READ_AHEAD.take(enrollment, (kept) => kept.form === form)?.state;
}
