/**
 * How many cards a carousel shows at the window's width (storefront.md section 9's responsive
 * counts): the count of the widest breakpoint the window reaches, following resizes.
 */
import { useEffect, useState } from 'react';

/** [minimum width in px, cards shown], ascending. */
export type Breakpoints = ReadonlyArray<readonly [minWidth: number, count: number]>;

/** The count for a width. */
export function countAt(width: number, breakpoints: Breakpoints): number {
  return breakpoints.reduce((count, [minWidth, shown]) => (width >= minWidth ? shown : count), breakpoints[0]?.[1] ?? 1);
}

/** The count for the current window width. */
export function useVisibleCount(breakpoints: Breakpoints): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1024 : window.innerWidth));
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return countAt(width, breakpoints);
}
