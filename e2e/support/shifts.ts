import type { Page } from '@playwright/test';

/** The layout shifts a page recorded: their sum as CLS sums them (nothing typed), and those that moved a part of the static copy. */
export interface Shifts { total: number; ofCopy: string[] }

/**
 * Records every layout shift from the page's first paint on (call before its navigation): a
 * shift whose source stands inside `#static-first-paint` is the hand-over's (services/staticPaint.ts).
 */
export async function recordShifts(page: Page): Promise<() => Promise<Shifts>> {
  await page.addInitScript(() => {
    const record = { total: 0, ofCopy: [] as string[] };
    (window as unknown as { shifts: typeof record }).shifts = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node | null }[] }[]) {
        record.total += entry.value;
        for (const { node } of entry.sources ?? []) {
          const element = node instanceof Element ? node : node?.parentElement;
          if (element?.closest('#static-first-paint')) record.ofCopy.push(`${element.tagName} ${element.className}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: Shifts }).shifts);
}
