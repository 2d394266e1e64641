/**
 * Issue 8, point 5 (storefront.md sections 2 "Plan detail", 4 and 8): a visitor of Jordan
 * Avery's site opens a plan, chooses a portal (a visitor of his landing, in the engine's
 * select-portal form with his portals), fills in the basic info, sees the price for
 * their age, tier and state and adds the plan (with the accident-plan offer) to the cart; the
 * pricing errors with their modals (income and hours, tobacco, tier), the blackout text, the
 * changePid move, the premier plan with the $5.00 membership, and member 7001's already-active
 * dental plan. Every screen passes axe and fits 360 px without sideways scrolling.
 */
import { expect, test } from './support/csp';
import { DEMO_BLACKOUTS } from '../schemas/demo/catalog';
import { DEMO_PORTAL_PASSWORD } from '../schemas/demo/portalAccounts';
import { MESSAGES } from '../schemas/messages';
import { expectAccessibleAtPhoneWidth } from './support/layout';
import { addDecliningAccidentOffer, cartLink, enterBasicDetails, fillBasicInfo, openJordansSite, prices, quoteOnPlan } from './support/storefront';

test('a visitor prices the medical plan of the journey and adds it, declining the accident plan', async ({ page }) => {
  await test.step('the plan asks for the basic info first, then prices for age 41, tier IS in Illinois', async () => {
    await openJordansSite(page);
    await page.goto('/plan/301/prairie-medical-essentials');
    await expect(page.getByRole('heading', { level: 1, name: 'Prairie Medical Essentials' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Get a quote' })).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
    await fillBasicInfo(page, 'Member + Spouse');
    await expect(prices(page).getByText('$412.50')).toBeVisible();
    await expect(prices(page).getByText('Member + Spouse')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Plan Details')).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
  });

  await test.step('the description toggles its exclusions', async () => {
    const toggle = page.getByRole('button', { name: 'Exclusions and limitations' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  await test.step('Add to Cart offers the accident plan; No thank you opens the cart', async () => {
    await addDecliningAccidentOffer(page);
    await expect(cartLink(page)).toHaveAccessibleName(/^Cart\s*, 1 plan\b/);
  });
});

test("a visitor of Jordan Avery's landing chooses the portal among his, then the basic info shows", async ({ page }) => {
  await page.goto('/javery');
  await expect(page.getByRole('heading', { level: 1, name: "Welcome to Jordan Avery's benefit store" })).toBeVisible();
  await page.goto('/plan/301/prairie-medical-essentials');
  const dialog = page.getByRole('dialog', { name: 'Select Portal' });
  const portal = dialog.getByLabel('Portal');
  // The choices are the server's, for this session: the rep's portals, no group question.
  await expect(portal.getByRole('option')).toHaveText(['Choose a portal', 'Individual Direct', 'Group Benefits']);
  await expect(dialog.getByLabel('Group')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(MESSAGES.choosePlatform)).toBeVisible();
  await expectAccessibleAtPhoneWidth(page);
  await portal.selectOption({ label: 'Individual Direct' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('form', { name: 'Get a quote' })).toBeVisible();
  await fillBasicInfo(page, 'Member + Spouse');
  await expect(prices(page).getByText('$412.50')).toBeVisible();
});

test('pricing errors show their messages and the modals that fix them', async ({ page }) => {
  await quoteOnPlan(page, '/plan/1601/steady-paycheck-disability', 'Member + Spouse');
  const error = page.locator('.detail-pricing-error');

  await test.step('disability: salaryError asks the income and hours, then hourError, then the price', async () => {
    await expect(error.getByText(MESSAGES.pricingSalary)).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Annual Income and Working Hours' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText(MESSAGES.required)).toHaveCount(2);
    await expectAccessibleAtPhoneWidth(page);
    await dialog.getByLabel('Annual Income ($)').fill('30000');
    await dialog.getByLabel('Working Hours (per week)').fill('20');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(error.getByText(MESSAGES.pricingHours)).toBeVisible();
    await error.getByRole('button', { name: 'Edit annual income and working hours' }).click();
    await dialog.getByLabel('Annual Income ($)').fill('30000');
    await dialog.getByLabel('Working Hours (per week)').fill('40');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(prices(page).getByText('$42.00')).toBeVisible();
  });

  await test.step("tobacco-rated: smokerError asks 'Do you smoke?'; Yes prices the smoker's rate", async () => {
    await page.goto('/plan/1701/guardian-critical-illness');
    await expect(error.getByText(MESSAGES.pricingSmoker)).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Tobacco Usage' });
    await expect(dialog.getByRole('radiogroup', { name: MESSAGES.planDetailSmokeQuestion })).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
    await dialog.getByLabel('Yes').check();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(prices(page).getByText('$57.00')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your basic details' }).getByText('Smoker')).toBeVisible();
  });

  await test.step('term life: tierError, then tier IO prices it', async () => {
    await page.goto('/plan/1501/prairie-term-life-100k');
    await expect(error.getByText(MESSAGES.pricingTier)).toBeVisible();
    await error.getByRole('button', { name: 'Choose another tier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Tier' });
    await dialog.getByLabel('Choose Tier').selectOption({ label: 'Member Only' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(prices(page).getByText('$23.80')).toBeVisible();
  });

  await test.step('changePid moves to the replacing plan', async () => {
    await page.goto('/plan/1103/prairie-limited-medical-2024');
    await expect(page).toHaveURL(/\/plan\/1101\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Prairie Limited Medical' })).toBeVisible();
  });

  await test.step('the plan in its blackout window: the server text in red', async () => {
    await page.goto('/plan/2101/harbor-hospital-indemnity-plus');
    await prices(page).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.locator('.detail-add-error').getByText(DEMO_BLACKOUTS[0]?.message ?? '')).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
  });

  await test.step('zip 10001 in the basic info: stateError on the medical plan', async () => {
    await page.goto('/plan/301/prairie-medical-essentials');
    await page.getByRole('region', { name: 'Your basic details' }).getByRole('button', { name: 'Edit' }).click();
    await enterBasicDetails(page, { zip: '10001' });
    await expect(error.getByText(MESSAGES.pricingState)).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
  });

  await test.step('metError, planAgeError and portalError on their plans; newQuestionsError shows the questions', async () => {
    await page.goto('/plan/1102/springfield-metro-limited-medical');
    await expect(error.getByText(MESSAGES.pricingMet)).toBeVisible();
    await page.goto('/plan/1502/prairie-senior-term-life-50k');
    await expect(error.getByText('This plan is available only to applicants aged 50 to 75.')).toBeVisible();
    await page.goto('/plan/1202/harbor-employer-supplemental');
    await expect(error.getByText(MESSAGES.pricingPortal)).toBeVisible();
    await page.goto('/plan/305/prairie-medical-select');
    await expect(page.getByText('Is anyone applying for coverage currently pregnant', { exact: false })).toBeVisible();
  });

  await test.step('a date of birth of 01/01/1950: ageError on the limited medical plan', async () => {
    await page.goto('/plan/1101/prairie-limited-medical');
    await page.getByRole('region', { name: 'Your basic details' }).getByRole('button', { name: 'Edit' }).click();
    await enterBasicDetails(page, { dob: '01/01/1950' });
    await expect(error.getByText(MESSAGES.pricingAge)).toBeVisible();
  });
});

test('the premier plan reads Member + 1 Child, carries the 3% notice and is added with the $5.00 membership', async ({ page }) => {
  await openJordansSite(page);
  await page.goto('/plan/310/premier-family-medical');
  // A premier plan's quote asks for its category.
  await page.getByRole('form', { name: 'Get a quote' }).getByLabel('Category').selectOption({ label: 'Family' });
  await fillBasicInfo(page, 'Member + Child(ren)');
  await expect(prices(page).getByText('Member + 1 Child')).toBeVisible();
  await expect(prices(page).getByText('$618.00')).toBeVisible();
  await expect(prices(page).getByText(MESSAGES.planDetailPremierFee)).toBeVisible();
  await prices(page).getByRole('button', { name: 'Add to Cart' }).click();
  const membership = page.getByRole('dialog', { name: 'Membership Options' });
  await expect(membership.getByText('$5.00', { exact: true })).toBeVisible();
  await expectAccessibleAtPhoneWidth(page);
  await membership.getByRole('button', { name: 'Select Membership' }).click();
  const offer = page.getByRole('dialog', { name: 'Add accident protection?' });
  await offer.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  // The plan, its membership and the accident plan.
  await expect(cartLink(page)).toHaveAccessibleName(/^Cart\s*, 3 plans\b/);

  await test.step('dependent information first: the number of children prices the hospital plan', async () => {
    await page.goto('/plan/1901/harbor-hospital-indemnity');
    const error = page.locator('.detail-pricing-error');
    await expect(error.getByText(MESSAGES.pricingDependents)).toBeVisible();
    await error.getByRole('button', { name: 'Provide dependent information' }).click();
    const dialog = page.getByRole('dialog', { name: MESSAGES.dependentInfoTitle });
    await dialog.getByLabel('Number of children').selectOption('2');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(prices(page).getByText('$44.00')).toBeVisible();
  });
});

test("member 7001's active dental plan answers already active", async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail address').fill('morgan.lee@example.com');
  await page.getByLabel('Password').fill(DEMO_PORTAL_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome, Morgan Lee/ })).toBeVisible();
  await page.getByLabel('Choose Tier').selectOption({ label: 'Member + Spouse' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/plans/);
  await page.goto('/plan/401/brightsmile-dental-plus');
  await prices(page).getByRole('button', { name: 'Add to Cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan already active' });
  await expect(dialog.getByText(MESSAGES.planAlreadyActive.replace('{plan}', 'BrightSmile Dental Plus'))).toBeVisible();
  await expectAccessibleAtPhoneWidth(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
});

test('Enroll to Group puts the quote on the employer of a group code and the plan shows the group', async ({ page }) => {
  await quoteOnPlan(page, '/plan/301/prairie-medical-essentials', 'Member + Spouse');
  await test.step('Employee Enrollment opens the entry dialog', async () => {
    await page.getByRole('button', { name: 'Employee Enrollment' }).click();
    const employee = page.getByRole('dialog', { name: 'Employee Enrollment' });
    await expect(employee.getByLabel('Group Enrollment Code')).toBeVisible();
    await employee.press('Escape');
    await expect(employee).toBeHidden();
  });
  await test.step('Group Code: an unknown code, then ACME2001 confirmed', async () => {
    await prices(page).getByRole('button', { name: 'Enroll to Group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Group Code' });
    await dialog.getByLabel('Group Enrollment Code').fill('NOPE0000');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText(MESSAGES.invalidGroupCode)).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
    await dialog.getByLabel('Group Enrollment Code').fill('ACME2001');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Acme Manufacturing')).toBeVisible();
    // Yes reloads the plan, now priced for the group (GroupCodeDialog): what follows reads the reloaded page.
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await reloaded;
    await expect(page.getByText('Group: Acme Manufacturing')).toBeVisible();
    await expect(prices(page).getByText('$412.50')).toBeVisible();
    await expect(prices(page).getByRole('button', { name: 'Enroll to Group' })).toHaveCount(0);
  });
});
