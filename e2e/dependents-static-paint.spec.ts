/**
 * Issue 17: resumed Dependent Information paints its card down to the step's disclaimer (its
 * largest contentful paint) from the page, before the app's scripts
 * (server/services/dependentsStaticPaint.ts). The hand-over must not move what a reader sees: the
 * heading, the tier heading and the disclaimer stand where the step then shows them, to the pixel,
 * on a phone and on a desktop, with the Add Spouse button (DEMO0001) or the premier spouse
 * question (DEMO0005) above the disclaimer, and no layout shift moves the copy. Meanwhile the copy
 * shows its own loading indicator under the disclaimer and the page's fixed one, which would cross
 * the text, is hidden from the eye but still announced. The app's scripts are held back until the
 * copy has been measured, as a slow phone holds them.
 */
import { expect, test, type Locator, type Page } from './support/csp';
import { DEMO0001, DEMO0005, type DemoEnrollment } from '../schemas/demo/enrollments';
import { DEPENDENT_DISCLAIMER } from '../schemas/demo/dependents';
import { APP_TEXT } from '../schemas/uiText/app';
import { pathOfTab } from './support/resume';
import { expectOnTab, tabTitle } from './support/wizard';
import { makeEnrollment, ownLinkPath } from './support/factory';
import { PHONE } from './support/layout';
import { holdScripts } from './support/network';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { recordShifts } from './support/shifts';

const DESKTOP = { width: 1280, height: 800 } as const;
const TAB = 'dependent_info';

/** What the copy paints, found in the copy (`scope`) or in the step: the heading, the tier heading and the disclaimer. */
const painted = (scope: Page | Locator, tier: string) => ({
  heading: scope.getByRole('heading', { level: 1, name: tabTitle(TAB), includeHidden: true }),
  tier: scope.getByRole('heading', { level: 2, name: tier, includeHidden: true }),
  disclaimer: scope.getByText(DEPENDENT_DISCLAIMER),
});

type Box = { x: number; y: number; width: number; height: number } | null;
const close = (a: Box, b: Box) => {
  expect(a).not.toBeNull();
  expect(b).not.toBeNull();
  for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(a![side] - b![side])).toBeLessThanOrEqual(1);
};

const CASES: [string, DemoEnrollment, string][] = [['the Add Spouse button', DEMO0001, 'Member + Spouse'], ['the premier spouse question', DEMO0005, 'Family']];

for (const size of [PHONE, DESKTOP]) {
  for (const [above, demo, tier] of CASES) {
    test(`the disclaimer's static copy stands where the step shows it at ${size.width} px, under ${above}, and hands over without a shift`, async ({ page }) => {
      await page.setViewportSize(size);
      const mine = await makeEnrollment(page.request, demo);
      await page.goto(ownLinkPath(mine, TAB));
      await expectOnTab(page, TAB);
      const shifts = await recordShifts(page);
      const release = await holdScripts(page);
      await page.goto(pathOfTab(TAB), { waitUntil: 'commit' });
      const copy = page.locator('#static-first-paint');
      const before = painted(copy, tier);
      await expect(before.disclaimer).toBeVisible();
      // Measured as painted: a layout read before the head's stylesheets are in lays the page out without them.
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      // Meanwhile: the copy's own loading indicator under the disclaimer; the page's fixed one, hidden from the eye, is still what is announced.
      await expect(copy.getByText(APP_TEXT.pageLoading.loading)).toBeVisible();
      await expect(page.locator('.page-loading--fixed')).toHaveCSS('opacity', '0');
      await expect(page.getByRole('status')).toHaveText(APP_TEXT.pageLoading.loading);
      await expect(page.getByRole('heading')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      const boxes = { heading: await before.heading.boundingBox(), tier: await before.tier.boundingBox(), disclaimer: await before.disclaimer.boundingBox() };
      const picture = await before.disclaimer.screenshot();
      release();
      await expectOnTab(page, TAB);
      await expect(copy).toHaveCount(0);
      const after = painted(page.getByRole('main'), tier);
      close(boxes.heading, await after.heading.boundingBox());
      close(boxes.tier, await after.tier.boundingBox());
      close(boxes.disclaimer, await after.disclaimer.boundingBox());
      // The same text in the same box with the same styles: the same pixels.
      expect((await after.disclaimer.screenshot()).equals(picture)).toBe(true);
      const recorded = await shifts();
      expect(recorded.ofCopy).toEqual([]);
      expect(recorded.total).toBeLessThanOrEqual(0.02);
      await expectNoSeriousA11yViolations(page);
    });
  }
}
