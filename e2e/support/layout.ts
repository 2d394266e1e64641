import { expect, type Page } from '@playwright/test';

/** The phone width every screen must fit (DESIGN.md "Engine and UI": responsive from 360 px). */
export const PHONE = { width: 360, height: 800 } as const;

/** The page is no wider than the window: nothing scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `page ${scrollWidth}px wide in a ${clientWidth}px window`).toBeLessThanOrEqual(clientWidth);
}
