/**
 * Renders its children only once the page is idle after its first paint (issue 17): the shop's
 * asides below the fold (recommended products, related plans) then neither compete with the
 * page's own content for the main thread nor add their calls before it paints. Nothing moves when
 * they arrive: they sit below the page's content.
 */
import type { ReactNode } from 'react';
import { useIdle } from '../../../app/useIdle';

/** `children` once the page is idle; nothing before. */
export function AfterIdle({ children }: { children: ReactNode }) {
  return useIdle() ? children : null;
}
