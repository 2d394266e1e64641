/**
 * A stored session value as React state: the component re-renders when the value changes in
 * this tab (setSession) or in another one (the storage event). Values are compared by their
 * stored JSON, so an unchanged object does not re-render.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { getSession, readStored, subscribeSession, type SessionKey, type SessionValues } from './storage';

const rawOf = (key: SessionKey): string | null => readStored('local', key);

/** The current value of `key` (null when absent or unreadable). */
export function useSessionValue<K extends SessionKey>(key: K): SessionValues[K] | null {
  const snapshot = useCallback(() => rawOf(key), [key]);
  const raw = useSyncExternalStore(subscribeSession, snapshot, () => null);
  // Parsed once per stored text, so the object's identity is stable between renders.
  return useMemo(() => (raw === null ? null : getSession(key)), [raw, key]);
}
