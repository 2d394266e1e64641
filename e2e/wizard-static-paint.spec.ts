/**
 * Issue 17: a resumed wizard screen paints its heading from the page, before the app's scripts
 * (server/services/wizardStaticPaint.ts). The hand-over must not move what a reader sees: the
 * static heading stands where the step's own heading then shows, on a phone and on a desktop,
 * on Personal and Billing Information (Dependent Information's copy, which paints its card down to
 * the disclaimer: e2e/dependents-static-paint.spec.ts);
 * and once the app's frame shows, the static copy (and its <style>) is gone from the page.
 * The app's scripts are held back until the static paint has been measured, as a slow phone
 * holds them. And the page asks for them only once it has painted (server/services/deferredAppScripts.ts).
 */
import { expect, test, type Page } from './support/csp';
import { DEMO0001, type DemoEnrollment } from '../schemas/demo/enrollments';
import type { TabName } from '../schemas/tabs';
import { pathOfTab } from './support/resume';
import { expectOnTab, tabTitle } from './support/wizard';
import { makeEnrollment, ownLinkPath } from './support/factory';
import { PHONE } from './support/layout';
import { holdScripts } from './support/network';

const DESKTOP = { width: 1280, height: 800 } as const;

/** The boxes of `tab`'s static heading and the rep's tagline as the page paints them, then of the step's once the app shows them. */
async function headingsOf(page: Page, demo: DemoEnrollment, tab: TabName) {
  const mine = await makeEnrollment(page.request, demo);
  await page.goto(ownLinkPath(mine, tab));
  await expectOnTab(page, tab);
  const release = await holdScripts(page);
  await page.goto(pathOfTab(tab), { waitUntil: 'commit' });
  const painted = page.locator('#static-first-paint');
  await expect(painted.getByRole('heading', { includeHidden: true })).toBeVisible();
  // Measured as painted: a layout read before the head's stylesheets are in lays the page out without them.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  // The rep's tagline (the header's one painted text: in Spanish the screen's largest) and the heading, nothing else.
  const tagline = painted.locator('.site-contact__tagline');
  await expect(painted).toHaveText(`${await tagline.innerText()}\n${tabTitle(tab)}`, { useInnerText: true });
  const before = await painted.locator('h1').boundingBox();
  const taglineBefore = await tagline.boundingBox();
  release();
  await expectOnTab(page, tab);
  await expect(painted).toHaveCount(0);
  const after = await page.getByRole('heading', { level: 1, name: tabTitle(tab) }).boundingBox();
  const taglineAfter = await page.locator('#root .site-contact__tagline').boundingBox();
  return { before: before!, after: after!, taglineBefore: taglineBefore!, taglineAfter: taglineAfter! };
}

const SCREENS: [TabName, DemoEnrollment][] = [['primary_info', DEMO0001], ['billing_info', DEMO0001]];

for (const size of [PHONE, DESKTOP]) {
  for (const [tab, demo] of SCREENS) {
    test(`${tab}'s static heading and the rep's tagline stand where the step shows them at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize(size);
      const { before, after, taglineBefore, taglineAfter } = await headingsOf(page, demo, tab);
      for (const [painted, shown] of [[before, after], [taglineBefore, taglineAfter]]) {
        expect(Math.abs(painted.y - shown.y)).toBeLessThanOrEqual(1);
        expect(Math.abs(painted.x - shown.x)).toBeLessThanOrEqual(1);
        expect(Math.abs(painted.height - shown.height)).toBeLessThanOrEqual(1);
      }
    });
  }
}

test("a resumed screen asks for the app's scripts only after it has painted its heading", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const mine = await makeEnrollment(page.request, DEMO0001);
  await page.goto(ownLinkPath(mine, 'billing_info'));
  await expectOnTab(page, 'billing_info');
  await page.goto(pathOfTab('billing_info'));
  await expectOnTab(page, 'billing_info');
  const { painted, firstScript } = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    firstScript: Math.min(...performance.getEntriesByType('resource').filter((entry) => /\/assets\/.*\.js$/.test(entry.name)).map((entry) => entry.startTime)),
  }));
  expect(painted).toBeDefined();
  expect(painted).toBeLessThan(firstScript);
});
