/**
 * Issue 8 point 3 (storefront.md sections 2 "Home", 5, 8 and 9) in Chromium against the real
 * server and the demo catalog: a visitor of Jordan Avery's site meets the quote form's rules and
 * the server's zip check, quotes zip 62701 and lands on the plans with a temporary enrollment,
 * and finds the quote filled in on coming back; the featured plans and category tiles lead to the detail and the
 * listing; the Recommended Products strip collapses on its title and View All opens
 * recommend-list; a referred visitor sees 'Referred By'; once the cart holds a plan the header
 * offers 'View Your Recommended Products'. Every screen passes axe and fits 360 px.
 */
import { expect, test, type Page } from './support/csp';
import { MESSAGES } from '../schemas/messages';
import { expectAccessibleAtPhoneWidth } from './support/layout';

/** Opens Jordan Avery's site and its Shop plans button: the Home page. */
async function openHome(page: Page, from = '/javery'): Promise<void> {
  await page.goto(from);
  await page.getByRole('link', { name: 'Shop plans' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('form', { name: 'Get a quote' })).toBeVisible();
}

/** The plans page's summary of the quote. */
const basicDetails = (page: Page) => page.getByRole('region', { name: 'Your basic details' });

test('a visitor quotes on Home, goes to the plans, and finds the quote filled in when coming back', async ({ page }) => {
  await openHome(page);
  const form = page.getByRole('form', { name: 'Get a quote' });
  await test.step('Home: featured plans, category tiles, recommended products', async () => {
    await expect(page.getByRole('region', { name: 'Featured Plans' }).getByRole('heading', { name: 'Prairie Medical Essentials' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Browse Plans' }).getByRole('link', { name: 'Medical Plans' })).toHaveAttribute('href', '/plans?type=medical');
    await expect(page.getByRole('button', { name: 'Recommended Products' })).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
  });

  await test.step("the form's rules", async () => {
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText(MESSAGES.required).first()).toBeVisible();
    await form.getByLabel('Zip Code').fill('627');
    await form.getByLabel('DOB').pressSequentially('01012020');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText(MESSAGES.quoteZipInvalid)).toBeVisible();
    await expect(form.getByText(MESSAGES.underAge)).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
  });

  await test.step('the server refuses a zip of no state', async () => {
    await form.getByLabel('Zip Code').fill('00001');
    await form.getByLabel('Gender').selectOption({ label: 'Female' });
    await form.getByLabel('DOB').fill('');
    await form.getByLabel('DOB').pressSequentially('06151985');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText(MESSAGES.zipUnknown)).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
  });

  await test.step('62701, Female, Member + Spouse, 06/15/1985: the plans', async () => {
    await form.getByLabel('Zip Code').fill('62701');
    await form.getByLabel('Choose Tier').selectOption({ label: 'Member + Spouse' });
    await expect(form.getByLabel('DOB')).toHaveValue('06/15/1985');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/plans$/);
    await expect(basicDetails(page)).toContainText('62701');
    await expect(basicDetails(page)).toContainText('Member + Spouse');
  });

  await test.step('back on Home the saved quote fills the form; a change updates it', async () => {
    await page.goto('/home');
    await expect(form.getByLabel('Zip Code')).toHaveValue('62701');
    await expect(form.getByLabel('DOB')).toHaveValue('06/15/1985');
    await expect(form.getByLabel('Choose Tier')).toHaveValue('IS');
    await form.getByLabel('Zip Code').fill('10001');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/plans$/);
    await expect(basicDetails(page)).toContainText('10001');
    await expect(basicDetails(page)).toContainText('Member + Spouse');
    // Kept across a reload: Home fills the form from the updated quote.
    await page.goto('/home');
    await expect(form.getByLabel('Zip Code')).toHaveValue('10001');
  });
});

test('featured plans open their detail, tiles their category, and the strip collapses and lists everything', async ({ page }) => {
  await openHome(page);
  await expect(page.getByRole('link', { name: 'More Info about Prairie Medical Essentials' }).first()).toHaveAttribute('href', '/plan/301/prairie-medical-essentials');
  const title = page.getByRole('button', { name: 'Recommended Products' });
  const strip = page.getByRole('region', { name: 'Recommended Products' });
  await expect(strip.getByText('Starting From').first()).toBeVisible();
  await test.step('5 plans at once from 1300 px, one at 360 px with Next', async () => {
    await page.setViewportSize({ width: 1300, height: 900 });
    await expect(strip.getByRole('heading')).toHaveCount(5);
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(strip.getByRole('heading')).toHaveCount(1);
    const first = await strip.getByRole('heading').textContent();
    await strip.getByRole('button', { name: /Next plans/ }).click();
    await expect(strip.getByRole('heading')).not.toHaveText(first ?? '');
    await page.setViewportSize({ width: 1280, height: 800 });
  });
  await test.step('the title collapses and expands the strip', async () => {
    await title.click();
    await expect(title).toHaveAttribute('aria-expanded', 'false');
    await expect(strip).toBeHidden();
    await title.click();
    await expect(strip).toBeVisible();
  });
  await test.step('View All: the recommend-list', async () => {
    await page.getByRole('link', { name: 'View All recommended products' }).click();
    await expect(page).toHaveURL(/\/recommend-list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recommended Products' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^More Info about/ }).first()).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
  });
  await test.step('a tile opens its category', async () => {
    await page.goto('/home');
    await page.getByRole('region', { name: 'Browse Plans' }).getByRole('link', { name: 'Dental Plans' }).click();
    await expect(page).toHaveURL(/\/plans\?type=dental$/);
  });
});

test("a referred visitor's form says who referred them", async ({ page }) => {
  await page.goto('/referrals?rid=5001');
  await page.getByRole('link', { name: 'Shop plans' }).click();
  await expect(page.getByLabel('Referred By')).toHaveValue('Jordan Avery');
  await expectAccessibleAtPhoneWidth(page);
});

test("once the cart holds a plan the header offers the visitor's recommended products", async ({ page }) => {
  await openHome(page);
  const link = page.getByRole('link', { name: 'View Your Recommended Products' });
  await expect(link).toHaveCount(0);
  // The cart's count as the cart summary stores it after an add (the add itself is the plan detail's journey).
  await page.evaluate(() => window.localStorage.setItem('cartCount', '1'));
  await page.reload();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/recommend-list$/);
});
