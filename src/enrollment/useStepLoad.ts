import { startTransition, useCallback, useEffect, useState } from 'react';
import { useLanguageReread } from '../shared/text/useLanguageReread';

/** The state of a step's load. */
export type StepLoad<T> =
  | { status: 'loading' }
  | { status: 'ready'; loaded: T }
  | { status: 'failed'; error: unknown };

/**
 * The step's loaded data with the texts the server said read again in the language shown (issue
 * 18): only the server's read-only parts (a form's definition and options, questions, texts), never
 * what the person typed, which the step keeps in its own state.
 */
export type StepReread<T> = (enrollmentId: string, loaded: T) => Promise<T>;

/**
 * Loads a step afresh on every visit (no cache: it starts from what the server holds now,
 * e.g. after Back from the next step) and offers a retry. `load` must be stable (a module
 * function or memoised), as a new one starts a new load. After a language switch a loaded step
 * takes `reread`'s answer in place of its data, the step staying on screen (no new load).
 */
export function useStepLoad<T>(load: (enrollmentId: string) => Promise<T>, enrollmentId: string | null, reread?: StepReread<T>): [StepLoad<T>, () => void] {
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
  const shown = answer?.attempt === attempt ? answer.load : null;
  useLanguageReread(
    reread && enrollmentId && shown?.status === 'ready'
      ? async () => ({ from: shown, loaded: await reread(enrollmentId, shown.loaded) })
      : null,
    // Taken only in place of the data it was read from (a retry or a new load since starts afresh).
    ({ from, loaded }) => setAnswer((now) => (now?.load === from ? { attempt: now.attempt, load: { status: 'ready', loaded } } : now)),
  );
  return [shown ?? { status: 'loading' }, retry];
}
