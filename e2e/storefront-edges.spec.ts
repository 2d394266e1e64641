/**
 * Issue 17's rough edges a shopper met, in Chromium against the real server: at 360 px the
 * cart's plan names and the recommendation cards' names wrap between words, never inside one;
 * and the floating Help button covers no control and no text when a page is scrolled to its end,
 * and no control a keyboard user focuses (WCAG 2.2 2.4.11), at 360 and 1280 px, on the landing,
 * the plan list, a plan detail and the cart.
 */
import { expect, test, type Page } from './support/csp';
import { coveredByHelp, focusedUnderHelp, wordsBrokenInside } from './support/edges';
import { MESSAGES } from '../schemas/messages';
import { PHONE } from './support/layout';
import { addPlanToCart, fillBasicInfo, openJordansSite } from './support/storefront';

const DESKTOP = { width: 1280, height: 800 } as const;
const cartNames = (page: Page) => page.getByRole('region', { name: 'Plans in your cart' }).locator('.cart-line__name');
const cardNames = (page: Page) => page.locator('.plan-card__name');

test.beforeEach(async ({ context }) => {
  // The location banner has its own tests: answered here, so only the Help button is measured.
  await context.addInitScript(() => window.localStorage.setItem('locationAnswer', '"dismissed"'));
});

test('at 360 px the cart and its recommended plans wrap names between words', async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openJordansSite(page);
  await addPlanToCart(page, '/plan/304/prairie-medical-basic', 'Prairie Medical Basic', '$289.00', true);
  await expect(cardNames(page).first()).toBeVisible();
  expect(await wordsBrokenInside(cardNames(page))).toEqual([]);
  await addPlanToCart(page, '/plan/401/brightsmile-dental-plus', 'BrightSmile Dental Plus', '$21.40', false);
  await expect(page.getByRole('region', { name: 'Plans in your cart' }).getByText('BrightSmile Dental Plus')).toBeVisible();
  expect(await wordsBrokenInside(cartNames(page))).toEqual([]);
  expect(await wordsBrokenInside(cardNames(page))).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('cart-360.png'), fullPage: true });
});

test('the Help button covers nothing at the end of a page nor any focused control, at 360 and 1280 px', async ({ page }, testInfo) => {
  /** Each width, scrolled to the end: what the button covers, [] when nothing. */
  const check = async (name: string) => {
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      // Polled: a page still loading its last parts grows after the scroll to its end.
      await expect.poll(async () => ({ page: name, width: size.width, covered: await coveredByHelp(page) })).toEqual({ page: name, width: size.width, covered: [] });
      expect({ page: name, width: size.width, focusedUnder: await focusedUnderHelp(page) }).toEqual({ page: name, width: size.width, focusedUnder: [] });
      await page.screenshot({ path: testInfo.outputPath(`help-${name}-${size.width}.png`) });
    }
  };
  await page.goto('/javery');
  await expect(page.getByRole('heading', { level: 1, name: "Welcome to Jordan Avery's benefit store" })).toBeVisible();
  await check('landing');

  await openJordansSite(page);
  await page.goto('/plan/301/prairie-medical-essentials');
  await fillBasicInfo(page, 'Member Only');
  await check('detail');
  await page.goto('/plans');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cardNames(page).first()).toBeVisible();
  await check('plans');
  await addPlanToCart(page, '/plan/401/brightsmile-dental-plus', 'BrightSmile Dental Plus', '$21.40', false);
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.cartTitle })).toBeVisible();
  await check('cart');
});
