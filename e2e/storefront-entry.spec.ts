/**
 * Issue 7, points 1, 2, 8 and 10 (storefront.md sections 2, 4, 5, 8, 9): every way in. The
 * default site's landing with the rep access code (valid, invalid, without a landing) and the
 * group enrollment code (Yes and No); the /javery and /acme sites; the referral; a request for
 * the custom domain benefits.acme.test; an unknown landing ending on /404, whose button clears
 * what the browser stored; the main-layout guard. Every screen passes axe and fits 360 px.
 * Issue 13 finding 2: a quote's group comes from the way in the server recorded (the group
 * code), never from what the browser claims.
 */
import { expect, test } from './support/csp';
import { MESSAGES } from '../schemas/messages';
import { fill } from '../schemas/uiText/fill';
import { onCustomDomain } from './support/customDomain';
import { expectAccessibleAtPhoneWidth } from './support/layout';
import { enrollmentColumn, storeVisitor } from './support/session';
import { submitQuote } from './support/storefront';

const JORDAN_SITE = "Welcome to Jordan Avery's benefit store";

test('the landing: a rep access code, refused, confirmed and leading to the rep’s site', async ({ page }) => {
  await test.step('the marketing landing with the network figures', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Benefit Store' })).toBeVisible();
    for (const figure of ['54', '7,500+', '152', '27,000+', '85k', '2 million+', '700', '$12 billion']) {
      await expect(page.getByRole('main').getByText(figure, { exact: true })).toBeVisible();
    }
    await expectAccessibleAtPhoneWidth(page);
  });
  const dialog = page.getByRole('dialog', { name: 'Access Code' });
  await test.step('an unknown code is refused', async () => {
    await page.getByRole('button', { name: 'I have a rep access code' }).click();
    await dialog.getByLabel('Rep Access Code').fill('NOBODY99');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText(MESSAGES.invalidRepAccessCode)).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
  });
  await test.step('AVERY001 shows Jordan Avery to confirm; Cancel returns to the code', async () => {
    await dialog.getByLabel('Rep Access Code').fill('AVERY001');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Jordan Avery')).toBeVisible();
    await expect(dialog.getByText('jordan.avery@example.com')).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.getByLabel('Rep Access Code')).toBeVisible();
  });
  await test.step('Confirm opens his site, authenticated', async () => {
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/javery$/);
    await expect(page.getByRole('heading', { level: 1, name: JORDAN_SITE })).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
    // Let in: Shop plans opens Home under Jordan Avery's header.
    await page.getByRole('link', { name: 'Shop plans' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Jordan Avery Benefits home' })).toBeVisible();
  });
});

test('a rep code without a landing ends on the landing-not-configured page of the access page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'I have a rep access code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Access Code' });
  await dialog.getByLabel('Rep Access Code').fill('NOLAND02');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/landing-config-error\/Agent\/accessPage$/);
  await expect(page.getByRole('heading', { level: 1, name: `${MESSAGES.landingNotConfigured} Agent` })).toBeVisible();
  await expectAccessibleAtPhoneWidth(page);
  await page.getByRole('button', { name: 'Back to Homepage' }).click();
  await expect(page).toHaveURL(/\/access-page$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enroll with your representative' })).toBeVisible();
  await expectAccessibleAtPhoneWidth(page);
});

test('the access page asks whether to enroll under the rep', async ({ page }) => {
  await page.goto('/access-page');
  await page.getByLabel('Rep Access Code').fill('AVERY001');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(fill(MESSAGES.enrollUnderRep, { name: 'Jordan Avery' }))).toBeVisible();
  await expectAccessibleAtPhoneWidth(page);
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: JORDAN_SITE })).toBeVisible();
});

test('a group enrollment code: No closes the dialog, Yes makes the visitor an Acme employee', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Employee Enrollment' });
  await test.step('No', async () => {
    await page.getByRole('button', { name: 'Employee Enrollment' }).click();
    await dialog.getByLabel('Group Enrollment Code').fill('ACME2001');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText(MESSAGES.enrollingCompany)).toBeVisible();
    await expect(dialog.getByText('Acme Manufacturing')).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    // No lets nobody in: the main layout still sends the visitor back to the landing.
    await page.goto('/home');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Benefit Store' })).toBeVisible();
  });
  await test.step('Yes', async () => {
    await page.getByRole('button', { name: 'Employee Enrollment' }).click();
    await dialog.getByLabel('Group Enrollment Code').fill('ACME2001');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('form', { name: 'Get a quote' })).toBeVisible(); // /home: the quote form
    const header = page.getByRole('banner');
    await expect(header.getByText('Enrolling with your employer')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Acme Benefits home' })).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
  });
  await test.step("the employee's quote is Acme's: the code was the way in the server remembers", async () => {
    await submitQuote(page);
    await expect(page).toHaveURL(/\/plans$/);
    expect(await enrollmentColumn(page, 'eprocess')).toBe('group');
  });
});

test('a browser that only claims to be an employee of Noland Supply (no code, no sign-in) gets no quote', async ({ page }) => {
  await storeVisitor(page, {
    isRepAuthenticated: true, isEmployeeEnrollment: true, eprocess: 'group', open_type: 'group', enroll_type: 'new-group-member', group_id: 2002,
  });
  await page.goto('/home');
  await submitQuote(page);
  await expect(page.getByRole('form', { name: 'Get a quote' }).getByText(MESSAGES.groupEntryRequired)).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});

test('the /javery and /acme sites', async ({ page }) => {
  await page.goto('/javery');
  await expect(page.getByRole('heading', { level: 1, name: JORDAN_SITE })).toBeVisible();
  await expectAccessibleAtPhoneWidth(page);
  await page.goto('/acme');
  await expect(page.getByRole('heading', { level: 1, name: 'Benefits for Acme Manufacturing employees' })).toBeVisible();
  await expect(page.getByRole('main').getByText('100 Main St, Springfield, IL 62701')).toBeVisible();
  await expectAccessibleAtPhoneWidth(page);
  // Acme's site lets its visitor in under Acme's header, and the server records the quote in Acme's group.
  await page.getByRole('link', { name: 'Shop plans' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Acme Benefits home' })).toBeVisible();
  await submitQuote(page);
  await expect(page).toHaveURL(/\/plans$/);
  expect(await enrollmentColumn(page, 'group_id')).toBe(2001);
});

test("a referral opens the referring rep's site", async ({ page }) => {
  await page.goto('/referrals?rid=5001');
  await expect(page.getByRole('heading', { level: 1, name: JORDAN_SITE })).toBeVisible();
  await expectAccessibleAtPhoneWidth(page);
  await page.getByRole('link', { name: 'Shop plans' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // The referral is where Home leads back to (storefront.md section 2, "Home link target").
  await expect(page.getByRole('banner').getByRole('link', { name: 'Jordan Avery Benefits home' })).toHaveAttribute('href', '/referrals?rid=5001');
  // The referred visitor quotes as an applicant, as the server records it.
  await submitQuote(page);
  await expect(page).toHaveURL(/\/plans$/);
  expect(await enrollmentColumn(page, 'eprocess')).toBe('applicant');
});

test('an external partner site takes its visitor into its group', async ({ page }) => {
  await page.goto('/external?site=partner-demo');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Acme Benefits home' })).toBeVisible();
  await submitQuote(page);
  await expect(page).toHaveURL(/\/plans$/);
  expect(await enrollmentColumn(page, 'group_id')).toBe(2001);
});

test('an unknown landing ends on /404, and its button clears what the browser stored', async ({ page }) => {
  await page.goto('/javery');
  await expect(page.getByRole('heading', { level: 1, name: JORDAN_SITE })).toBeVisible();
  await page.goto('/nobody-at-all');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.pageNotFound })).toBeVisible();
  await expectAccessibleAtPhoneWidth(page);
  await page.evaluate(() => window.localStorage.setItem('referral', '"5001"'));
  await page.getByRole('button', { name: 'Back to Homepage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Benefit Store' })).toBeVisible();
  // Cleared: the main layout no longer lets the visitor in.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Benefit Store' })).toBeVisible();
});

test('the main-layout guard sends a visitor without the flag to the landing', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Benefit Store' })).toBeVisible();
});

test("a request for the custom domain benefits.acme.test is inside Acme's site", async ({ playwright }) => {
  await onCustomDomain(playwright, 'benefits.acme.test', async (page) => {
    await expect(page).toHaveURL(/benefits\.acme\.test:\d+\/home$/);
    await expect(page.getByRole('form', { name: 'Get a quote' })).toBeVisible(); // /home: the quote form
    await expectAccessibleAtPhoneWidth(page);
    // The domain's visitor quotes as Acme's employee.
    await submitQuote(page);
    await expect(page).toHaveURL(/\/plans$/);
    expect(await enrollmentColumn(page, 'eprocess')).toBe('group');
  });
});
