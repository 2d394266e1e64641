/**
 * The plan types of an enrollment's cart lines read together with the enrollment (the session's
 * lookup of save-dependent-info reads them in its one statement), handed once to the first reader
 * of the cart's flags for that same enrollment object (services/readAhead.ts).
 */
import type { Enrollment } from '../db/queries/enrollments';
import { readAheadSlot } from './readAhead';

/** What services/cart.ts's flags (hasPremierPlan) read of a line. */
export interface CartPlanType { plan_type: string }

const READ_AHEAD = readAheadSlot<CartPlanType[]>();

/** Keeps the cart lines' plan types read in the same statement as `enrollment`. */
export function keepCartReadAhead(enrollment: Enrollment, lines: CartPlanType[]): void {
  READ_AHEAD.keep(enrollment, lines);
}

/** The cart lines' plan types read with `enrollment`, if any and not taken yet. */
export function takeCartReadAhead(enrollment: Enrollment): CartPlanType[] | undefined {
  return READ_AHEAD.take(enrollment);
}
