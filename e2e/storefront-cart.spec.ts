/**
 * Issue 8, points 6, 7 and 10 (storefront.md sections 2 "Cart page", 4 "Cart", 6 and 9) in
 * Chromium against the real server and demo catalog: a referred visitor of Jordan Avery's site
 * (Member Only, born 06/15/1985 in 62701) fills a cart, removes a plan after its confirmation
 * (the header's count and amount follow; the dental plan's orthodontia rider, offered under
 * "Additional riders" and added, goes with it), is asked for an effective date, gets the term life
 * popup ('Add To Cart') and then the vision/dental bundle ('No, I like waiting periods.') and lands
 * on the wizard's Personal Information; the rep Jordan Avery gets no upsells but the cart
 * confirmation (Back to Cart, Rep Enrollment). A shopper who removes the cart's last plan and adds
 * it again at once sees it on My Cart without a reload (issue 19). Every screen passes axe and fits 360 px.
 */
import { expect, test, type Page } from './support/csp';
import { DEMO_UPSELL_OFFERS } from '../schemas/demo/catalog';
import { MESSAGES } from '../schemas/messages';
import { expectAccessibleAtPhoneWidth } from './support/layout';
import { enrollmentColumn } from './support/session';
import { addPlanToCart, cartLink, openJordansSite, prices, startNewMemberAsRep } from './support/storefront';
import { expectOnTab } from './support/wizard';

const [TERM_LIFE, BUNDLE] = DEMO_UPSELL_OFFERS;

const cartPlans = (page: Page) => page.getByRole('region', { name: 'Plans in your cart' });
const orderInfo = (page: Page) => page.getByRole('region', { name: 'Order Info' });

test('an applicant removes a plan, takes term life, declines the vision/dental bundle and starts the wizard', async ({ page }) => {
  let effectiveDate = '';
  await test.step('a cart of a medical and a dental plan', async () => {
    await openJordansSite(page);
    await addPlanToCart(page, '/plan/304/prairie-medical-basic', 'Prairie Medical Basic', '$289.00', true);
    await addPlanToCart(page, '/plan/401/brightsmile-dental-plus', 'BrightSmile Dental Plus', '$21.40', false);
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.cartTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: MESSAGES.cartContinueShopping })).toHaveAttribute('href', '/plans');
    await expect(orderInfo(page)).toContainText('$310.40');
    await expect(cartLink(page)).toHaveAccessibleName(/^Cart\s*, 2 plans\s*, \$310\.40 a month$/);
    await expectAccessibleAtPhoneWidth(page);
  });

  await test.step("the dental plan offers its orthodontia rider; added, Order Info and the header follow", async () => {
    const riders = page.getByRole('region', { name: MESSAGES.cartRidersTitle });
    await expect(riders.getByText('BrightSmile Orthodontia Rider')).toBeVisible();
    await expect(riders.getByText('$9.50')).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
    await riders.getByRole('button', { name: `${MESSAGES.cartUpsellAdd} BrightSmile Orthodontia Rider` }).click();
    await expect(riders).toHaveCount(0);
    await expect(cartPlans(page).getByRole('button', { name: 'BrightSmile Orthodontia Rider', exact: true })).toBeVisible();
    await expect(orderInfo(page)).toContainText('$319.90');
    await expect(cartLink(page)).toHaveAccessibleName(/^Cart\s*, 3 plans\s*, \$319\.90 a month$/);
  });

  await test.step('Remove asks first; No keeps the plan, Yes removes it and the header follows', async () => {
    await cartPlans(page).getByRole('button', { name: 'Remove BrightSmile Dental Plus' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove plan' });
    await expect(dialog.getByText(MESSAGES.cartRemoveConfirm.replace('{plan}', 'BrightSmile Dental Plus'))).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(cartPlans(page).getByText('BrightSmile Dental Plus')).toBeVisible();
    await cartPlans(page).getByRole('button', { name: 'Remove BrightSmile Dental Plus' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(cartPlans(page).getByText('BrightSmile Dental Plus')).toHaveCount(0);
    // The rider goes with its parent.
    await expect(cartPlans(page).getByText('BrightSmile Orthodontia Rider')).toHaveCount(0);
    await expect(orderInfo(page)).toContainText('$289.00');
    await expect(cartLink(page)).toHaveAccessibleName(/^Cart\s*, 1 plan\s*, \$289\.00 a month$/);
  });

  await test.step('Checkout asks for the effective date first', async () => {
    await orderInfo(page).getByRole('button', { name: 'Checkout' }).click();
    await expect(orderInfo(page).getByText(MESSAGES.cartChooseEffectiveDate)).toBeVisible();
    await expect(orderInfo(page).getByLabel('Effective Date')).toHaveAttribute('aria-invalid', 'true');
    await orderInfo(page).getByLabel('Effective Date').selectOption({ index: 2 });
    effectiveDate = await orderInfo(page).getByLabel('Effective Date').inputValue();
    await orderInfo(page).getByRole('button', { name: 'Checkout' }).click();
  });

  await test.step('term life first: Add To Cart', async () => {
    const popup = page.getByRole('dialog', { name: TERM_LIFE.pop_up_title });
    await expect(popup.getByText(TERM_LIFE.pop_up_header)).toBeVisible();
    await expect(popup.getByText('$23.80')).toBeVisible();
    await expect(popup.getByRole('button', { name: MESSAGES.cartTermLifeDecline })).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
    await popup.getByRole('button', { name: MESSAGES.cartUpsellAdd }).click();
  });

  await test.step('then the vision/dental bundle: No, I like waiting periods.', async () => {
    const popup = page.getByRole('dialog', { name: BUNDLE.pop_up_title });
    // Vision $12.50 with dental $21.40 (no longer in the cart) a month.
    await expect(popup.getByText('$33.90')).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
    await popup.getByRole('button', { name: MESSAGES.cartBundleDecline }).click();
  });

  await test.step("the checkout opens the wizard's first tab with its tab list", async () => {
    await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
    // The step list shows Personal Information as step 1 of the enrollment's tabs.
    await expectOnTab(page, 'primary_info');
    await expect(page.getByRole('navigation', { name: 'Enrollment steps' })).toContainText(/Step 1 of \d+/);
    // The server took the applicant's own enrollment with the date chosen on My Cart.
    expect(await enrollmentColumn(page, 'eprocess')).toBe('applicant');
    expect(await enrollmentColumn(page, 'effective_date')).toBe(effectiveDate);
  });

  await test.step('back on My Cart the two plans are still there', async () => {
    await page.goto('/cart');
    await expect(cartPlans(page).getByText('Prairie Medical Basic')).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName(/^Cart\s*, 2 plans\b/);
  });
});

test('the rep gets no upsells: the cart confirmation, Back to Cart, then Rep Enrollment', async ({ page }) => {
  await startNewMemberAsRep(page);
  await addPlanToCart(page, '/plan/304/prairie-medical-basic', 'Prairie Medical Basic', '$289.00', true);

  await orderInfo(page).getByLabel('Effective Date').selectOption({ index: 1 });
  await orderInfo(page).getByRole('button', { name: 'Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Who completes this enrollment?' });
  await expect(dialog.getByRole('button', { name: MESSAGES.cartMemberEnrollment })).toBeVisible();
  await expectAccessibleAtPhoneWidth(page);
  await dialog.getByRole('button', { name: MESSAGES.cartBackToCart }).click();
  await expect(dialog).toBeHidden();
  await orderInfo(page).getByRole('button', { name: 'Checkout' }).click();
  await dialog.getByRole('button', { name: MESSAGES.cartRepEnrollment }).click();
  await expectOnTab(page, 'primary_info');
  // The rep completes it: the server took a rep enrollment.
  expect(await enrollmentColumn(page, 'eprocess')).toBe('rep');
});

test("an empty cart says 'No items in cart.'", async ({ page }) => {
  await openJordansSite(page);
  await page.goto('/cart');
  await expect(page.getByText(MESSAGES.cartEmpty)).toBeVisible();
  await expectAccessibleAtPhoneWidth(page);
});

test('the last plan removed, then added again at once: My Cart shows it, its totals and dates, without a reload (issue 19)', async ({ page }) => {
  await test.step('a cart of one medical plan, removed', async () => {
    await openJordansSite(page);
    await addPlanToCart(page, '/plan/304/prairie-medical-basic', 'Prairie Medical Basic', '$289.00', true);
    // Marks this page load: a reload would lose it (and SWR's cache with it, which hid the bug).
    await page.evaluate(() => { (window as unknown as { sameLoad: boolean }).sameLoad = true; });
    await cartPlans(page).getByRole('button', { name: 'Remove Prairie Medical Basic' }).click();
    await page.getByRole('dialog', { name: 'Remove plan' }).getByRole('button', { name: 'Yes' }).click();
    await expect(cartPlans(page).getByText(MESSAGES.cartEmpty)).toBeVisible();
    await expect(orderInfo(page)).toHaveCount(0);
  });

  await test.step('back to the plan and Add to Cart within two seconds of the cart\'s last read: My Cart shows the new line', async () => {
    // Back is in the app (the plan's page renders from what it read before): one click to add.
    await page.goBack();
    await prices(page).getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('dialog', { name: 'Add accident protection?' }).getByRole('button', { name: 'No thank you' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartPlans(page).getByRole('button', { name: 'Remove Prairie Medical Basic' })).toBeVisible();
    await expect(orderInfo(page)).toContainText('$289.00');
    // The placeholder and the three dates.
    await expect(orderInfo(page).getByLabel('Effective Date').locator('option')).toHaveCount(4);
    await expect(cartLink(page)).toHaveAccessibleName(/^Cart\s*, 1 plan\s*, \$289\.00 a month$/);
    expect(await page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(true);
  });
});
