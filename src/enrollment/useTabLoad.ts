import { useCallback, useEffect, useState } from 'react';
import type { TabScreenConfig } from './tabConfig';
import { loadTab, type LoadedTab } from './loadTab';

/** The state of a tab's load. */
export type TabLoad =
  | { status: 'loading' }
  | { status: 'ready'; loaded: LoadedTab }
  | { status: 'failed'; error: unknown };

/**
 * Loads the tab afresh on every visit (no cache: the form starts from what the server holds
 * now, e.g. after Back from the next tab) and offers a retry.
 */
export function useTabLoad(config: TabScreenConfig, enrollmentId: string | null): [TabLoad, () => void] {
  const [attempt, setAttempt] = useState(0);
  // The answer is tagged with the attempt it belongs to: any other attempt is still loading.
  const [answer, setAnswer] = useState<{ attempt: number; load: TabLoad } | null>(null);
  useEffect(() => {
    if (!enrollmentId) return undefined;
    let current = true;
    const settle = (load: TabLoad) => current && setAnswer({ attempt, load });
    loadTab(config, enrollmentId).then(
      (loaded) => settle({ status: 'ready', loaded }),
      (error: unknown) => settle({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [config, enrollmentId, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [answer?.attempt === attempt ? answer.load : { status: 'loading' }, retry];
}
