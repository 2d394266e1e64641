/** The storefront journeys' shared first steps: a visitor of Jordan Avery's site and their quote on a plan. */
import { expect, type Page } from '@playwright/test';

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
