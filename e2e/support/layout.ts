import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';

/** The phone width every screen must fit (DESIGN.md "Engine and UI": responsive from 360 px). */
export const PHONE = { width: 360, height: 800 } as const;

/** The page is no wider than the window: nothing scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `page ${scrollWidth}px wide in a ${clientWidth}px window`).toBeLessThanOrEqual(clientWidth);
}

/** axe, then the same screen at 360 px without sideways scrolling (the viewport is put back). */
export async function expectAccessibleAtPhoneWidth(page: Page): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);
  if (size) await page.setViewportSize(size);
}
