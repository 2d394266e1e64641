import { expect, test, type Page } from './support/csp';
import { DEMO_SITES } from '../schemas/demo/sites';
import { DEMO_AGENT_LANDINGS } from '../schemas/demo/storefront';
import { expectNoSeriousA11yViolations } from './support';
import { onCustomDomain } from './support/customDomain';
import { expectNoHorizontalScroll, PHONE } from './support/layout';
import { storeVisitor } from './support/session';

/**
 * The white-label header, footer and theme (issue 7 points 4 and 5) in Chromium against the real
 * server: the visitor is set as the entry paths store it (session values in localStorage) before
 * the page loads, so these run whatever entry page is in front.
 */

const JORDAN = { landing_info: { type: 'agent', agent_id: 1001, group_id: null }, agent_id: 1001, open_type: 'agent', isRepAuthenticated: true, landing_url: 'javery' };
const ACME_EMPLOYEE = { isEmployeeEnrollment: true, isRepAuthenticated: true, group_id: 2001, gname: 'Acme Manufacturing', eprocess: 'applicant' };

/**
 * A main-layout page (the rep-authenticated flag lets the visitor in; it says "not available yet"
 * until the shopping issue): /continue-enrollment would clear the stored visitor, as the spec says.
 */
const PAGE = '/home';

const primaryColour = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bs-primary').trim());

test("Jordan Avery's site: his logo and name, phone, e-mail, tagline, About popup and his colours", async ({ page }) => {
  await storeVisitor(page, JORDAN);
  await page.goto(PAGE);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Jordan Avery Benefits home' })).toBeVisible();
  await expect(header.getByText(DEMO_AGENT_LANDINGS[1001].tagline)).toBeVisible();
  await expect(header.getByRole('link', { name: '(555) 201-0001' })).toHaveAttribute('href', 'tel:5552010001');
  await expect(header.getByRole('link', { name: 'jordan.avery@example.com' })).toBeVisible();
  await expect.poll(() => primaryColour(page)).toBe(DEMO_SITES['agent:1001'].primary_color);
  await expect(header.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Medical Plans' })).toHaveAttribute('href', '/plans?type=medical');
  await expectNoSeriousA11yViolations(page);
  await header.getByRole('button', { name: 'About Jordan Avery' }).click();
  const about = page.getByRole('dialog', { name: 'About Jordan Avery' });
  await expect(about.getByText(DEMO_AGENT_LANDINGS[1001].bio)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await about.getByRole('button', { name: 'Close' }).click();
  await expect(about).toBeHidden();
});

test("an Acme employee sees the employer's name and address and Acme's colours", async ({ page }) => {
  await storeVisitor(page, ACME_EMPLOYEE);
  await page.goto(PAGE);
  const header = page.getByRole('banner');
  await expect(header.getByText('Enrolling with your employer')).toBeVisible();
  await expect(header.getByText('100 Main St, Springfield, IL 62701')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Acme Benefits home' })).toBeVisible();
  await expect.poll(() => primaryColour(page)).toBe(DEMO_SITES['group:2001'].primary_color);
  await expectNoSeriousA11yViolations(page);
});

test('NOT MY SITE forgets the visitor: back on the default site with its colours', async ({ page }) => {
  await storeVisitor(page, JORDAN);
  await page.goto(PAGE);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Jordan Avery Benefits home' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('button', { name: 'NOT MY SITE' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Benefit Store' })).toBeVisible();
  // Forgotten for good: the main layout no longer lets the visitor in and sends them to the landing.
  await page.goto(PAGE);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Benefit Store' })).toBeVisible();
});

test('the header folds behind a Menu button at 360 px and nothing scrolls sideways', async ({ page }) => {
  await storeVisitor(page, JORDAN);
  await page.setViewportSize(PHONE);
  await page.goto(PAGE);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Jordan Avery Benefits home' })).toBeVisible();
  await expect(header.getByText(DEMO_AGENT_LANDINGS[1001].tagline)).toBeVisible();
  const menu = header.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(header.getByRole('link', { name: 'Medical Plans' })).toBeHidden();
  await expectNoHorizontalScroll(page);
  await menu.click();
  await expect(header.getByRole('link', { name: 'Medical Plans' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Continue a saved enrollment' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test("/javery, the real way in: Jordan Avery's header with his logo, contact, tagline and About", async ({ page }) => {
  await page.goto('/javery');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Jordan Avery Benefits home' })).toBeVisible();
  await expect(header.getByText(DEMO_AGENT_LANDINGS[1001].tagline)).toBeVisible();
  await expect(header.getByRole('link', { name: '(555) 201-0001' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'jordan.avery@example.com' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'About Jordan Avery' })).toBeVisible();
  await expect.poll(() => primaryColour(page)).toBe(DEMO_SITES['agent:1001'].primary_color);
  await expectNoSeriousA11yViolations(page);
});

test("/acme: Acme's header and colours", async ({ page }) => {
  await page.goto('/acme');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Acme Benefits home' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'About Acme Manufacturing' })).toBeVisible();
  await expect.poll(() => primaryColour(page)).toBe(DEMO_SITES['group:2001'].primary_color);
});

test("the custom domain benefits.acme.test wears Acme's theme and header", async ({ playwright }) => {
  await onCustomDomain(playwright, 'benefits.acme.test', async (page) => {
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Acme Benefits home' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'About Acme Manufacturing' })).toBeVisible();
    await expect.poll(() => primaryColour(page)).toBe(DEMO_SITES['benefits.acme.test'].primary_color);
  });
});
