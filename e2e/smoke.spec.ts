import { expect, test } from '@playwright/test';
import { MESSAGES } from '../schemas/messages';
import { expectNoSeriousA11yViolations } from './support';

test('the home page loads and has no serious accessibility violation', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.ok()).toBe(true);
  await expect(page.locator('body')).not.toBeEmpty();
  await expectNoSeriousA11yViolations(page);
});

test('the continue-enrollment page greets the user and has no serious accessibility violation', async ({ page }) => {
  const response = await page.goto('/continue-enrollment');
  expect(response?.ok()).toBe(true);
  await expect(page.getByRole('heading', { name: MESSAGES.continueWelcome })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
