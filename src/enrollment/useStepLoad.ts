import { startTransition, useCallback, useEffect, useState } from 'react';

/** The state of a step's load. */
export type StepLoad<T> =
  | { status: 'loading' }
  | { status: 'ready'; loaded: T }
  | { status: 'failed'; error: unknown };

/**
 * Loads a step afresh on every visit (no cache: it starts from what the server holds now,
 * e.g. after Back from the next step) and offers a retry. `load` must be stable (a module
 * function or memoised), as a new one starts a new load.
 */
export function useStepLoad<T>(load: (enrollmentId: string) => Promise<T>, enrollmentId: string | null): [StepLoad<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  // The answer is tagged with the attempt it belongs to: any other attempt is still loading.
  const [answer, setAnswer] = useState<{ attempt: number; load: StepLoad<T> } | null>(null);
  useEffect(() => {
    if (!enrollmentId) return undefined;
    let current = true;
    // A loaded step renders as a transition: React builds its form in slices of a few ms and
    // the loading indicator stays until it is done, instead of one long task of a whole form
    // (issue 17: Billing's first render was one task of about half a second at a 4x slower CPU).
    const settle = (state: StepLoad<T>) => current && startTransition(() => setAnswer({ attempt, load: state }));
    load(enrollmentId).then(
      (loaded) => settle({ status: 'ready', loaded }),
      (error: unknown) => settle({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [load, enrollmentId, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [answer?.attempt === attempt ? answer.load : { status: 'loading' }, retry];
}
