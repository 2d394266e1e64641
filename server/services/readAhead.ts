/**
 * A value read together with a request's enrollment (in the session's lookup statement:
 * db/queries/sessions.ts), handed to the first reader of that same enrollment object, once.
 * Keyed by the request's enrollment object, so it lives as long as the request and never reaches
 * another one; taken once, so a later reader in the same request reads the database again.
 */
import type { Enrollment } from '../db/queries/enrollments';

/** One kind of read-ahead value: keep it with the enrollment, take it once. */
export interface ReadAheadSlot<T> {
  keep(enrollment: Enrollment, value: T): void;
  /** The value kept with `enrollment` if `wanted` accepts it (then it is gone); else undefined and it stays. */
  take(enrollment: Enrollment, wanted?: (value: T) => boolean): T | undefined;
}

/** A slot for one kind of value read ahead with the enrollment. */
export function readAheadSlot<T>(): ReadAheadSlot<T> {
  const kept = new WeakMap<Enrollment, T>();
  return {
    keep: (enrollment, value) => void kept.set(enrollment, value),
    take: (enrollment, wanted = () => true) => {
      const value = kept.get(enrollment);
      if (value === undefined || !wanted(value)) return undefined;
      kept.delete(enrollment);
      return value;
    },
  };
}
