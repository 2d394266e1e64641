import { expect, test } from './support/csp';
import { MESSAGES } from '../schemas/messages';
import { expectNoSeriousA11yViolations } from './support';

test('the home page greets the visitor, offers the way to resume and has no serious accessibility violation', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Benefit Store' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Continue a saved enrollment' })).toHaveAttribute('href', '/continue-enrollment');
  await expectNoSeriousA11yViolations(page);
});

test('the continue-enrollment page greets the user and has no serious accessibility violation', async ({ page }) => {
  const response = await page.goto('/continue-enrollment');
  expect(response?.ok()).toBe(true);
  await expect(page.getByRole('heading', { name: MESSAGES.continueWelcome })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an unknown path shows the not-found page and has no serious accessibility violation', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'OOPS! Page not found' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Back to Homepage' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
