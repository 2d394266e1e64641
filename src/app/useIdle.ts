/**
 * Whether the page has been idle since it mounted (whenIdle.ts): what may wait (asides below the
 * fold, a header's count) starts after the page's own work and first paint (issue 17).
 */
import { useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

/** false until the browser is first idle after the mount, then true. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
