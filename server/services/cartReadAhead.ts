/**
 * The plan types of an enrollment's cart lines read together with the enrollment (the session's
 * lookup of save-dependent-info reads them in its one statement: db/queries/sessions.ts), handed
 * to the first reader of that same enrollment object's cart flags, once. Keyed by the request's
 * enrollment object, so it lives as long as the request and never reaches another one; taken
 * once, so a later reader in the same request reads the database again.
 */
import type { Enrollment } from '../db/queries/enrollments';

/** What services/cart.ts's flags (hasPremierPlan) read of a line. */
export interface CartPlanType { plan_type: string }

const READ_AHEAD = new WeakMap<Enrollment, CartPlanType[]>();

/** Keeps the cart lines' plan types read in the same statement as `enrollment`. */
export function keepCartReadAhead(enrollment: Enrollment, lines: CartPlanType[]): void {
  READ_AHEAD.set(enrollment, lines);
}

/** The cart lines' plan types read with `enrollment`, if any and not taken yet. */
export function takeCartReadAhead(enrollment: Enrollment): CartPlanType[] | undefined {
  const lines = READ_AHEAD.get(enrollment);
  READ_AHEAD.delete(enrollment);
  return lines;
}
