import { expect, test, type Page } from './support/csp';
import { MESSAGES } from '../schemas/messages';
import { expectAccessibleAtPhoneWidth } from './support/layout';
import { storeVisitor } from './support/session';
import { enterBasicDetails, openJordansSite } from './support/storefront';

/**
 * The plans listing (issue 8 point 4) in Chromium against the real server and demo catalog: a
 * referred visitor of Jordan Avery's site browses the categories, enters the basic details in the Basic
 * Details popup (the filter summary follows), sees term life only for tier IO, opens the premier
 * plan after choosing its category; an Acme employee also sees Acme's own medical plan.
 */

const ACME_EMPLOYEE = { isEmployeeEnrollment: true, isRepAuthenticated: true, group_id: 2001, gname: 'Acme Manufacturing', eprocess: 'applicant' };

const summary = (page: Page) => page.getByRole('region', { name: 'Your basic details' });
const categories = (page: Page) => page.getByRole('navigation', { name: 'Plan categories' });

test('a visitor browses the categories, enters the basic details and sees term life for IO only', async ({ page }) => {
  await openJordansSite(page);
  await page.goto('/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  const headings = page.locator('.plans-group__title');
  await expect(headings.first()).toHaveText('Limited Med Plans');
  await expect(headings).toHaveText([
    'Limited Med Plans', 'Medical Plans', 'Dental Plans', 'Vision Plans', 'Supplemental Plans', 'RX Plans', 'Lifestyle Plans', 'Term Life Plans',
    'Disability Income Plans', 'Critical Plan', 'Accident Plans', 'Hospital Plans', 'PET Plans',
  ]);
  const listing = page.locator('.plans-list');
  await expect(listing.getByText('Wellness Association Membership')).toHaveCount(0);
  await expect(listing.getByText('Acme Group Medical')).toHaveCount(0);
  await expect(summary(page).getByText(MESSAGES.plansNoQuote)).toBeVisible();
  await expectAccessibleAtPhoneWidth(page);

  await summary(page).getByRole('button', { name: 'Enter details' }).click();
  await expect(page.getByRole('dialog', { name: 'Basic Details' })).toBeVisible();
  await expectAccessibleAtPhoneWidth(page);
  await enterBasicDetails(page, { zip: '62701', gender: 'Female', tier: 'Member + Spouse', dob: '06151985' });
  await expect(summary(page)).toContainText('62701');
  await expect(summary(page)).toContainText('F');
  await expect(summary(page)).toContainText('Member + Spouse');
  await expect(summary(page)).toContainText('06/15/1985');

  await categories(page).getByRole('link', { name: 'Term Life Plans' }).click();
  await expect(page).toHaveURL(/\/plans\?type=term_life$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Term Life Plans' })).toBeVisible();
  await expect(page.getByText(MESSAGES.plansTermLifeTier)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Term Life Plans' }).getByText('Prairie Term Life 100k')).toHaveCount(0);
  await expectAccessibleAtPhoneWidth(page);

  await summary(page).getByRole('button', { name: 'Edit basic details' }).click();
  await enterBasicDetails(page, { tier: 'Member Only' });
  await expect(page.getByRole('region', { name: 'Term Life Plans' }).getByRole('heading', { name: 'Prairie Term Life 100k' })).toBeVisible();
  await expect(page.getByText(MESSAGES.plansTermLifeTier)).toHaveCount(0);
  await expect(summary(page)).toContainText('Member Only');

  await page.getByRole('region', { name: 'Term Life Plans' }).getByRole('link', { name: 'More Info about Prairie Term Life 100k' }).click();
  await expect(page).toHaveURL(/\/plan\/1501\/prairie-term-life-100k$/);
});

test('the premier plan asks for a category before its detail', async ({ page }) => {
  await openJordansSite(page);
  await page.goto('/plans?type=medical');
  await page.getByRole('region', { name: 'Medical Plans' }).getByRole('button', { name: 'More Info about Premier Family Medical' }).click();
  const dialog = page.getByRole('dialog', { name: 'Basic Details' });
  await expect(dialog.getByText(MESSAGES.plansPremierCategory)).toBeVisible();
  await expect(dialog.getByLabel('Category')).toBeVisible();
  await expectAccessibleAtPhoneWidth(page);
  await enterBasicDetails(page, { zip: '62701', gender: 'Female', tier: 'Member + Child(ren)', dob: '06151985', category: 'Family' });
  await expect(page).toHaveURL(/\/plan\/310\/premier-family-medical$/);
});

test('an Acme employee also sees the medical plan Acme offers', async ({ page }) => {
  await storeVisitor(page, ACME_EMPLOYEE);
  await page.goto('/plans?type=medical');
  const medical = page.getByRole('region', { name: 'Medical Plans' });
  await expect(medical.getByRole('heading', { name: 'Acme Group Medical' })).toBeVisible();
  await expect(medical.getByRole('heading', { name: 'Prairie Medical Essentials' })).toBeVisible();
  await expect(medical.getByText('Harbor Group Medical')).toHaveCount(0);
});
