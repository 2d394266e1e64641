import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../app/whenIdle';
import { getSession } from '../../session/storage';

const LocationPromptLive = lazy(() => import('./LocationPromptLive'));

/** True when the prompt may ever show in this browser: never answered, and the browser can locate. */
function mayAsk(): boolean {
  return getSession('locationAnswer') === null && typeof navigator !== 'undefined' && 'geolocation' in navigator;
}

/**
 * The location prompt of every page (mounted once in the Layout). Its machine (and xstate with
 * it) loads only in a browser that has never answered, once the page is idle: the prompt is an
 * aside, and a page's first download and paint should not wait for it.
 */
export function LocationPrompt() {
  const [live, setLive] = useState(false);
  useEffect(() => (mayAsk() ? whenIdle(() => setLive(true)) : undefined), []);
  if (!live) return null;
  return <Suspense fallback={null}><LocationPromptLive /></Suspense>;
}
