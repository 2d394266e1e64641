/**
 * A stored session value as React state: the component re-renders when the value changes in
 * this tab (setSession) or in another one (the storage event). Values are compared by their
 * stored JSON, so an unchanged object does not re-render.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type SessionKey, type SessionValues } from './storage';

function rawOf(key: SessionKey): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The current value of `key` (null when absent or unreadable). */
export function useSessionValue<K extends SessionKey>(key: K): SessionValues[K] | null {
  const snapshot = useCallback(() => rawOf(key), [key]);
  const raw = useSyncExternalStore(subscribeSession, snapshot, () => null);
  // Parsed once per stored text, so the object's identity is stable between renders.
  return useMemo(() => (raw === null ? null : getSession(key)), [raw, key]);
}
