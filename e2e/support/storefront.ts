/** The storefront journeys' shared first steps: a visitor of Jordan Avery's site and their quote on a plan. */
import { expect, type Page } from '@playwright/test';
import { DEMO_PORTAL_PASSWORD } from '../../schemas/demo/portalAccounts';
import { MESSAGES } from '../../schemas/messages';

/** Opens Jordan Avery's site as a referred applicant (rid 5001, portal 11). */
export async function openJordansSite(page: Page): Promise<void> {
  await page.goto('/referrals?rid=5001');
  await expect(page.getByRole('heading', { level: 1, name: "Welcome to Jordan Avery's benefit store" })).toBeVisible();
}

/** Fills in a plan's basic info (zip 62701, female, born 06/15/1985, `tier` by its label) and waits for the price section. */
export async function fillBasicInfo(page: Page, tier: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Get a quote' });
  await form.getByLabel('Zip Code').fill('62701');
  await form.getByLabel('Gender').selectOption({ label: 'Female' });
  await form.getByLabel('Choose Tier').selectOption({ label: tier });
  await form.getByLabel('DOB').fill('06/15/1985');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Your price' })).toBeVisible();
}

/** A referred visitor's quote on plan `path` (e.g. '/plan/305/prairie-medical-select'). */
export async function quoteOnPlan(page: Page, path: string, tier: string): Promise<void> {
  await openJordansSite(page);
  await page.goto(path);
  await fillBasicInfo(page, tier);
}

/**
 * Opens plan `path` (heading `name`), gives the basic info on the first plan of a quote (Member
 * Only), waits for `price` and adds the plan, declining the accident-plan offer a medical plan
 * makes; ends on /cart with the plan's line.
 */
export async function addPlanToCart(page: Page, path: string, name: string, price: string, firstQuote: boolean): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  if (firstQuote) await fillBasicInfo(page, 'Member Only');
  const prices = page.getByRole('list', { name: 'Prices' });
  await expect(prices.getByText(price)).toBeVisible();
  await prices.getByRole('button', { name: 'Add to Cart' }).click();
  const offer = page.getByRole('dialog', { name: 'Add accident protection?' });
  const cart = page.getByRole('heading', { level: 1, name: MESSAGES.cartTitle });
  await expect(offer.or(cart)).toBeVisible();
  if (await offer.isVisible()) await offer.getByRole('button', { name: 'No thank you' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('region', { name: 'Plans in your cart' }).getByRole('button', { name: `Remove ${name}` })).toBeVisible();
}

/** The rep Jordan Avery signs in and starts a direct enrollment of a new member on Individual Direct (ends on /home). */
export async function startNewMemberAsRep(page: Page): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail address').fill('jordan.avery@example.com');
  await page.getByLabel('Password').fill(DEMO_PORTAL_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Who do you want to enroll for?' })).toBeVisible();
  await page.getByRole('button', { name: 'New Member' }).click();
  await page.getByLabel('Platform').selectOption({ label: 'Individual Direct' });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Start New Member Enrollment' }).click();
  await page.getByRole('button', { name: 'Start Direct Enrollment' }).click();
  await expect(page).toHaveURL(/\/home$/);
}
