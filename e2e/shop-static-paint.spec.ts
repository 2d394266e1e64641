/**
 * Issue 17: a quoted visitor's plan detail, cart and plans listing paint their top from the page,
 * before the app's scripts (server/services/shopStaticPaint.ts and plansStaticPaint.ts, the
 * pattern of services/staticPaint.ts). The hand-over must not move what a reader sees: the part
 * that is the page's largest contentful paint (plan detail's short text, the cart's rider, the
 * listing's first logo in English and a category's name in Spanish) and the heading stand where
 * the app then shows them, on a phone and on a desktop, and no layout shift is recorded; the
 * listing's painted parts are the app's to the pixel, in both languages. The copy is hidden from
 * assistive technology, and once the app's page shows it is gone: one level-1 heading.
 * The app's scripts are held back until the copy has been measured, as a slow phone holds them.
 */
import { expect, test, type Locator, type Page } from './support/csp';
import { QUOTE, quoteValues } from '../bench/lib/shopVisit';
import { MESSAGES } from '../schemas/messages';
import { PHONE } from './support/layout';
import { holdScripts } from './support/network';
import { recordShifts } from './support/shifts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { spanishOf } from './support/spanish';
import { STOREFRONT_SHOP_PLANS_TEXT } from '../schemas/uiText/storefront/shop/plans';

const DESKTOP = { width: 1280, height: 800 } as const;

/** A quoted visitor of the default site (the lighthouse bench's), with `plans` ([plan, pricing]) in the cart, reading `language`. */
async function quoted(page: Page, plans: readonly (readonly [number, number])[] = [], language = 'en'): Promise<void> {
  // The language switch's cookie (plugins/language.ts): the server answers and paints in it.
  if (language !== 'en') await page.context().addCookies([{ name: 'lang', value: language, url: test.info().project.use.baseURL! }]);
  const response = await page.request.post('/api/v1/add-filter-for-new-user', { data: QUOTE });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { temp_enrollment_id: string; portal_id?: number } };
  for (const [plan_id, plan_pricing_id] of plans) {
    expect((await page.request.post('/api/v1/add-plan-to-cart', { data: { enrollment_id: data.temp_enrollment_id, plan_id, plan_pricing_id } })).ok()).toBe(true);
  }
  await page.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, JSON.stringify(value));
  }, quoteValues(data.temp_enrollment_id, data.portal_id));
}

interface Painted {
  path: string; heading: string; largest: (scope: Locator) => Locator; shown: (page: Page) => Locator;
  plans: readonly (readonly [number, number])[]; language?: string;
  /** Parts painted whole (no unseen control in them), the copy's and the page's, compared to the pixel. */
  same?: (scope: Locator) => Locator[];
}

const PLANS_ES = spanishOf(STOREFRONT_SHOP_PLANS_TEXT);
/** The listing's parts painted whole: the heading, the category list, the first card's logo, name and short text, the count. */
const listingParts = (scope: Locator): Locator[] => [
  scope.locator('h1'), scope.locator('.plans-categories'), scope.locator('.plan-card__logo').first(),
  scope.locator('.plan-card__name').first(), scope.locator('.plan-card__text').first(), scope.locator('.plans-more__count'),
];

const PAGES: Record<'plan detail' | 'cart' | 'plans' | 'plans in Spanish', Painted> = {
  'plan detail': {
    path: '/plan/304/prairie-medical-basic', heading: 'Prairie Medical Basic', plans: [],
    largest: (scope) => scope.getByText('Essential medical cover with a $3,000 deductible and low monthly cost.'),
    shown: (page) => page.getByRole('main').getByText('Essential medical cover with a $3,000 deductible and low monthly cost.'),
  },
  cart: {
    path: '/cart', heading: MESSAGES.cartTitle, plans: [[304, 3041], [401, 4012]],
    largest: (scope) => scope.getByText('BrightSmile Orthodontia Rider'),
    shown: (page) => page.getByRole('region', { name: MESSAGES.cartRidersTitle }).getByText('BrightSmile Orthodontia Rider'),
  },
  plans: {
    path: '/plans', heading: STOREFRONT_SHOP_PLANS_TEXT.plansPage.plans, plans: [],
    largest: (scope) => scope.locator('.plan-card__logo').first(),
    shown: (page) => page.getByRole('main').getByRole('listitem').getByRole('img').first(),
    same: listingParts,
  },
  'plans in Spanish': {
    path: '/plans', heading: PLANS_ES.plansPage.plans, plans: [], language: 'es',
    largest: (scope) => scope.locator('.plans-categories').getByText('Planes de ingresos por discapacidad'),
    shown: (page) => page.getByRole('navigation', { name: PLANS_ES.categoryList.planCategories }).getByRole('link', { name: 'Planes de ingresos por discapacidad' }),
    same: listingParts,
  },
};

/**
 * Each part's picture as the page shows it now, without what floats over the page (fixed or sticky:
 * the wait indicator over its middle before the hand-over, the help button in a corner after it),
 * which is not the copy's. Each part is scrolled into view rather than the page pictured whole: a
 * full-page picture resizes the viewport, which the browser records as the copy's layout shift.
 */
async function pictures(page: Page, parts: Locator[]): Promise<Buffer[]> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (['fixed', 'sticky'].includes(getComputedStyle(element).position)) element.style.visibility = 'hidden';
    }
  });
  const shots: Buffer[] = [];
  for (const part of parts) shots.push(await part.screenshot({ animations: 'disabled', caret: 'hide' }));
  return shots;
}

const close = (a: { x: number; y: number; height: number } | null, b: { x: number; y: number; height: number } | null) => {
  expect(a).not.toBeNull();
  expect(b).not.toBeNull();
  expect(Math.abs(a!.y - b!.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(a!.x - b!.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(a!.height - b!.height)).toBeLessThanOrEqual(1);
};

for (const size of [PHONE, DESKTOP]) {
  for (const [name, painted] of Object.entries(PAGES)) {
    test(`${name}'s static copy stands where the page shows it at ${size.width} px and hands over without a shift or a second heading`, async ({ page }) => {
      await page.setViewportSize(size);
      await quoted(page, painted.plans, painted.language);
      const shiftsOf = await recordShifts(page);
      const release = await holdScripts(page);
      await page.goto(painted.path, { waitUntil: 'commit' });
      const copy = page.locator('#static-first-paint');
      await expect(painted.largest(copy)).toBeVisible();
      // Measured as painted: a layout read before the head's stylesheets are in lays the page out without them.
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      // The copy is a picture for the eye only: no heading of it reaches assistive technology.
      await expect(page.getByRole('heading')).toHaveCount(0);
      const before = { text: await painted.largest(copy).boundingBox(), heading: await copy.locator('h1').boundingBox() };
      await page.waitForFunction(() => [...document.querySelectorAll('#static-first-paint img')].every((image) => (image as HTMLImageElement).complete));
      const copied = painted.same ? await pictures(page, painted.same(copy)) : [];
      // Back where the boxes were measured: they are the viewport's.
      await page.evaluate(() => window.scrollTo(0, 0));
      if (painted.same) await expectNoSeriousA11yViolations(page);
      release();
      await expect(page.getByRole('heading', { level: 1, name: painted.heading })).toBeVisible();
      await expect(copy).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      close(before.text, await painted.shown(page).boundingBox());
      close(before.heading, await page.getByRole('heading', { level: 1, name: painted.heading }).boundingBox());
      if (painted.same) {
        const main = page.getByRole('main');
        await page.waitForFunction(() => [...document.querySelectorAll('main img')].every((image) => (image as HTMLImageElement).complete));
        // The help button floats in a corner once the page is idle: waited for, so it is hidden with what else floats.
        await expect(page.locator('.help-dock')).toBeVisible();
        const shown = await pictures(page, painted.same(main));
        shown.forEach((picture, index) => expect(picture.equals(copied[index]), `part ${index} of the copy as the page shows it`).toBe(true));
        await expectNoSeriousA11yViolations(page);
      }
      // Nothing of the copy ever moved; on a phone (Lighthouse's preset) the page's shifts stay within issue 17's CLS
      // target. Not asserted at 1280 px: there the page moves on its own after the hand-over (the header's
      // recommended-products link once idle; in one run of two under load a 0.06 shift of plan detail, no source in
      // the copy), which docs/benchmarks.md ("plan detail and the cart painted from the page") leaves open.
      const shifts = await shiftsOf();
      expect(shifts.ofCopy).toEqual([]);
      if (size === PHONE) expect(shifts.total).toBeLessThanOrEqual(0.02);
    });
  }
}

test("plan detail asks for the app's scripts only after it has painted its copy", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await quoted(page);
  await page.goto(PAGES['plan detail'].path);
  await expect(page.getByRole('heading', { level: 1, name: PAGES['plan detail'].heading })).toBeVisible();
  const { paintedAt, firstScript } = await page.evaluate(() => ({
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    firstScript: Math.min(...performance.getEntriesByType('resource').filter((entry) => /\/assets\/.*\.js$/.test(entry.name)).map((entry) => entry.startTime)),
  }));
  expect(paintedAt).toBeDefined();
  expect(paintedAt).toBeLessThan(firstScript);
});
