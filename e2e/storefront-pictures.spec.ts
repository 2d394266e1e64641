/**
 * Issue 17 point 5 in Chromium against the real server and the demo catalog: the store's pictures
 * arrive (the sprite and the carriers' logo files are served and drawn, under the CSP), a plan
 * card names its carrier by logo and text (no unexplained 'MM'), the category illustrations keep
 * their 16:9 box, the rep's photo placeholder is named by the rep; every screen passes axe and
 * fits 360 px. Screenshots at 1280 and 360 px go to the test's output folder for a look.
 */
import { expect, test, type Locator, type Page } from './support/csp';
import { expectAccessibleAtPhoneWidth, PHONE } from './support/layout';
import { addPlanToCart, openJordansSite } from './support/storefront';

const DESKTOP = { width: 1280, height: 800 } as const;

/** An <img> that the browser loaded and decoded (a broken URL has no natural width). */
async function expectLoaded(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

/** A sprite picture that the browser drew: its <use> has the referenced symbol's box. */
async function expectDrawn(picture: Locator): Promise<void> {
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.locator('use').evaluate((use: SVGUseElement) => use.getBBox().width)).toBeGreaterThan(0);
}

/** Full-page screenshots at desktop and phone width, for a person to look at. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const [label, size] of [['1280', DESKTOP], ['360', PHONE]] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

test.use({ viewport: DESKTOP });

test("the store's pictures: carrier logos on the cards, category illustrations, the rep's portrait", async ({ page, request }) => {
  await test.step('the pictures are served as cacheable SVG files', async () => {
    for (const path of ['/pictures/store.svg', '/pictures/carriers/midwest-mutual.svg', '/pictures/portrait.svg']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toContain('image/svg+xml');
    }
  });

  await test.step("the rep's site: the portrait placeholder, named by the rep", async () => {
    await openJordansSite(page);
    await expectLoaded(page.getByRole('main').getByRole('img', { name: 'Jordan Avery' }));
    await expectAccessibleAtPhoneWidth(page);
    await shoot(page, 'rep-site');
  });

  await test.step('Home: cards name the carrier, categories are drawn in the 16:9 box', async () => {
    await page.getByRole('link', { name: 'Shop plans' }).click();
    const featured = page.getByRole('region', { name: 'Featured Plans' });
    const accident = featured.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Everyday Accident Plan' }) });
    await expectLoaded(accident.getByRole('img', { name: 'Midwest Mutual' }));
    await expect(accident.getByText('Accident Plans · Midwest Mutual')).toBeVisible();
    await expect(accident.getByText('MM', { exact: true })).toHaveCount(0);
    const tile = page.getByRole('region', { name: 'Browse Plans' }).getByRole('link', { name: 'Dental Plans' });
    const picture = tile.locator('svg.picture');
    await expect(picture).toHaveAttribute('aria-hidden', 'true');
    await expectDrawn(picture);
    const box = await picture.boundingBox();
    expect(Math.abs((box?.height ?? 0) - ((box?.width ?? 0) * 9) / 16)).toBeLessThan(1.5);
    await expectAccessibleAtPhoneWidth(page);
    await shoot(page, 'home');
  });

  await test.step('plan detail and cart: the logo named by its carrier, the carrier as text', async () => {
    await addPlanToCart(page, '/plan/401/brightsmile-dental-plus', 'BrightSmile Dental Plus', '$21.40', true);
    const line = page.getByRole('region', { name: 'Plans in your cart' }).getByRole('listitem').filter({ hasText: 'BrightSmile Dental Plus' });
    await expect(line.getByText('BrightSmile', { exact: true })).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
    await shoot(page, 'cart');
    await page.goto('/plan/1801/everyday-accident-plan');
    await expectLoaded(page.getByRole('main').getByRole('img', { name: 'Midwest Mutual' }));
    await expectAccessibleAtPhoneWidth(page);
    await shoot(page, 'detail');
  });
});
