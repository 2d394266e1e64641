import { useCallback, useEffect, useState } from 'react';

/** A read's state: loading, its data, or its failure; `reload` reads again. */
export interface Loaded<T> { data: T | undefined; failed: boolean; reload: () => void }

/** Runs `read` on mount and whenever `key` changes; the latest answer wins. */
export function useLoad<T>(read: () => Promise<T>, key: string): Loaded<T> {
  const [state, setState] = useState<{ data: T | undefined; failed: boolean }>({ data: undefined, failed: false });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    read().then((data) => live && setState({ data, failed: false }), () => live && setState({ data: undefined, failed: true }));
    return () => {
      live = false;
    };
    // `read` is a fresh closure each render; `key` says what it reads.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
