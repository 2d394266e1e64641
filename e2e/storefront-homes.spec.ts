/**
 * Issue 7, point 6 (storefront.md section 6): a rep signs in and enrolls a current member from
 * his member table (search, two pages of five, Enroll Now with a tier, /plans) or starts a new
 * member (/home); member 7001 sees her name on /member-home; the server refuses another rep's
 * members. Every screen passes axe and fits 360 px without sideways scrolling.
 */
import { expect, test, type Page } from './support/csp';
import { DEMO_PORTAL_PASSWORD } from '../schemas/demo/portalAccounts';
import { MESSAGES } from '../schemas/messages';
import { expectAccessibleAtPhoneWidth } from './support/layout';
import { enrollmentColumn } from './support/session';
import { submitQuote } from './support/storefront';

/** Signs in on /sign-in and waits for the role's home heading. */
async function signIn(page: Page, email: string, home: string | RegExp): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(DEMO_PORTAL_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: home })).toBeVisible();
}


test('a rep finds a current member, pages the table and enrolls her with a tier', async ({ page }) => {
  await test.step('sign in as Jordan Avery', async () => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
    await signIn(page, 'jordan.avery@example.com', 'Who do you want to enroll for?');
    await expect(page).toHaveURL(/\/agent-home$/);
    await expectAccessibleAtPhoneWidth(page);
  });

  const table = page.getByRole('table');
  await test.step('Current Member: two pages of five', async () => {
    await page.getByRole('button', { name: 'Current Member' }).click();
    await expect(page).toHaveURL(/\/agent-select-member$/);
    await expect(table.getByRole('button', { name: /^Enroll Now/ })).toHaveCount(5);
    await expect(page.getByText('Current members, page 1 of 2')).toBeVisible();
    // A reload keeps the signed-in rep (the startup restores the stored visitor, the server its session).
    await page.reload();
    await expect(table.getByRole('button', { name: /^Enroll Now/ })).toHaveCount(5);
    await expectAccessibleAtPhoneWidth(page);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(table.getByRole('button', { name: /^Enroll Now/ })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  await test.step('search by policy: Morgan Lee, her vision plan TERMED in words', async () => {
    await page.getByLabel('Search by name, policy or e-mail').fill('POL-700100');
    await expect(table.getByRole('button', { name: /^Enroll Now/ })).toHaveCount(1);
    await expect(table.getByText('TERMED (not active)')).toBeVisible();
    await expect(table.getByText('ACTIVE', { exact: true })).toBeVisible();
    await page.getByLabel('Search by name, policy or e-mail').fill('drew.hart@');
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.getByLabel('Search by name, policy or e-mail').fill('morgan');
  });

  await test.step('Enroll Now: a tier is required, then /plans', async () => {
    await page.getByRole('button', { name: 'Enroll Now: Morgan Lee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a tier' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText(MESSAGES.chooseTier)).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
    await dialog.getByLabel('Choose Tier').selectOption({ label: 'Member + Spouse' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/plans$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your basic details' })).toContainText('Member + Spouse');
    // The server keeps the quote as the member's own (an existing member's enrollment).
    expect(await enrollmentColumn(page, 'type')).toBe('existing-member');
  });
});

test('a rep starts a new member: platform, then Start Direct Enrollment to /home', async ({ page }) => {
  await signIn(page, 'jordan.avery@example.com', 'Who do you want to enroll for?');
  await page.getByRole('button', { name: 'New Member' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(MESSAGES.choosePlatform)).toBeVisible();
  await expectAccessibleAtPhoneWidth(page);
  await page.getByLabel('Platform').selectOption({ label: 'Individual Direct' });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Start New Member Enrollment' }).click();
  await expect(page.getByText(MESSAGES.chooseNewMemberGroup)).toBeVisible();
  await expectAccessibleAtPhoneWidth(page);
  await page.getByRole('button', { name: 'Start Direct Enrollment' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // The quote the rep gives there starts a new member's enrollment that the rep completes.
  await submitQuote(page);
  await expect(page).toHaveURL(/\/plans$/);
  expect(await enrollmentColumn(page, 'type')).toBe('new-member');
  expect(await enrollmentColumn(page, 'eprocess')).toBe('rep');
});

test('member 7001 signs in and /member-home welcomes Morgan Lee', async ({ page }) => {
  await signIn(page, 'morgan.lee@example.com', 'Welcome, Morgan Lee');
  await expect(page).toHaveURL(/\/member-home$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Morgan Lee' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(MESSAGES.chooseTier)).toBeVisible();
  await expectAccessibleAtPhoneWidth(page);
  await page.getByLabel('Choose Tier').selectOption({ label: 'Family' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/plans$/);
});

test("Acme's admin: group home, its three members on one page, and sign-out", async ({ page }) => {
  await signIn(page, 'admin@acme.example.com', 'Welcome, Acme Manufacturing');
  await expect(page).toHaveURL(/\/group-home$/);
  await page.getByRole('button', { name: 'New Member' }).click();
  await expect(page.getByText(MESSAGES.choosePlatform)).toBeVisible();
  await expectAccessibleAtPhoneWidth(page);
  await page.getByRole('button', { name: 'Current Member' }).click();
  await expect(page).toHaveURL(/\/group-select-member$/);
  await expect(page.getByRole('table').getByRole('button', { name: /^Enroll Now/ })).toHaveCount(3);
  await expect(page.getByRole('navigation', { name: 'Member table pages' })).toHaveCount(0);
  await expectAccessibleAtPhoneWidth(page);
  await page.goto('/group-home');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // Sign-out ends the session: the browser holds no session cookie any more.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('bs_sid');
  expect((await page.request.get('/api/v1/get-group-users', { params: { group_id: '2001' } })).status()).toBe(401);
});

test("the server refuses another rep's members and anybody not signed in", async ({ playwright, baseURL }) => {
  const sam = await playwright.request.newContext({ baseURL });
  const nobody = await playwright.request.newContext({ baseURL });
  try {
    const signedIn = await sam.post('/api/v1/portal-sign-in', { data: { email: 'sam.noland@example.com', password: DEMO_PORTAL_PASSWORD } });
    expect(signedIn.status()).toBe(200);
    const other = await sam.get('/api/v1/get-agent-members', { params: { agent_id: '1001' } });
    expect(other.status()).toBe(403);
    expect(await other.text()).not.toContain('Morgan');
    expect((await sam.get('/api/v1/get-agent-members', { params: { agent_id: '1002' } })).status()).toBe(200);
    expect((await nobody.get('/api/v1/get-agent-members', { params: { agent_id: '1001' } })).status()).toBe(401);
  } finally {
    await sam.dispose();
    await nobody.dispose();
  }
});
