import { useCallback, useEffect, useState } from 'react';

/** A read's state: loading (no data and no failure yet), its data, or its failure; `reload` reads again. */
export interface Loaded<T> { data: T | undefined; failed: boolean; reload: () => void }

/**
 * Runs `read` on mount and whenever `key` changes; the latest answer wins. An answer belongs to
 * its key: while a new key loads, the old key's data is not shown as the new one's.
 */
export function useLoad<T>(read: () => Promise<T>, key: string): Loaded<T> {
  const [state, setState] = useState<{ key: string; data: T | undefined; failed: boolean }>({ key, data: undefined, failed: false });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    read().then((data) => live && setState({ key, data, failed: false }), () => live && setState({ key, data: undefined, failed: true }));
    return () => {
      live = false;
    };
    // `read` is a fresh closure each render; `key` says what it reads.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return state.key === key ? { data: state.data, failed: state.failed, reload } : { data: undefined, failed: false, reload };
}
