/**
 * Issue 8's "What a user can do" as one journey in Chromium against the real server and the demo
 * world (storefront.md sections 2, 4, 5, 6 and 8): a visitor opens Jordan Avery's site at /javery
 * (an applicant under Jordan), reaches Home through the page's own link and quotes zip 62701,
 * Female, Member + Spouse, 06/15/1985; browses the thirteen categories from the plans page's left
 * list; opens the medical plan with health questions (305), is declined for Cancer prior to age 60,
 * changes the answers and sees the price for age 41, tier IS in Illinois; adds it and BrightSmile
 * Dental Plus (401) while the header's cart count and amount follow; picks an effective date and
 * checks out: at tier IS term life is not offered (term life prices for IO only, section 5), so the
 * vision/dental bundle comes first and is declined; the wizard opens on Personal Information with
 * the tabs of get-dynamic-tabs. Every screen passes axe and fits 360 px, the header with a full
 * cart included.
 *
 * Not repeated here, as an existing spec asserts exactly them:
 * - zip 10001 in Basic Details shows the stateError text on plan 301: storefront-plan-detail.spec.ts,
 *   step 'zip 10001 in the basic info: stateError on the medical plan';
 * - the premier plan 310 asks for its category, offers the $5.00 wellness membership, reads
 *   'Member + 1 Child' for IC and shows the 3% administrative fee notice:
 *   storefront-plan-detail.spec.ts, 'the premier plan reads Member + 1 Child, carries the 3% notice
 *   and is added with the $5.00 membership'.
 */
import { expect, test, type Page } from './support/csp';
import { buildNavArray } from '../machines/wizardNavigation';
import { MENU_CATEGORY_NAMES, PLAN_CATEGORY_ORDER } from '../schemas/api/menu';
import { DEMO_UPSELL_OFFERS } from '../schemas/demo/catalog';
import { MESSAGES } from '../schemas/messages';
import { expectAccessibleAtPhoneWidth, PHONE } from './support/layout';
import { enrollmentColumn, stored } from './support/session';
import { addDecliningAccidentOffer, addPlanToCart, answerHealthQuestionsAccepted, answerHealthQuestionsDeclined, cartLink, prices, submitQuote } from './support/storefront';
import { tabTitle } from './support/wizard';

const [TERM_LIFE, BUNDLE] = DEMO_UPSELL_OFFERS;

const orderInfo = (page: Page) => page.getByRole('region', { name: 'Order Info' });

test("the issue's journey: Jordan's site, the quote, every category, a declined then accepted medical plan, dental, checkout into the wizard", async ({ page }) => {
  // Thirteen categories and ten screens, each with axe: longer than one screen's journey.
  test.setTimeout(300_000);
  let effectiveDate = '';

  await test.step("Jordan Avery's site at /javery, then Home through its Shop plans link", async () => {
    await page.goto('/javery');
    await expectAccessibleAtPhoneWidth(page);
    await page.getByRole('link', { name: 'Shop plans' }).click();
    await expect(page).toHaveURL(/\/home$/);
    // Still Jordan Avery's site: his name in the header.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Jordan Avery Benefits home' })).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
  });

  await test.step('the quote: 62701, Female, Member + Spouse, 06/15/1985', async () => {
    await submitQuote(page, 'Member + Spouse');
    await expect(page).toHaveURL(/\/plans$/);
    const summary = page.getByRole('region', { name: 'Your basic details' });
    await expect(summary).toContainText('62701');
    await expect(summary).toContainText('Member + Spouse');
    await expect(summary).toContainText('06/15/1985');
    await expectAccessibleAtPhoneWidth(page);
  });

  await test.step('the thirteen categories from the left list, each under its heading', async () => {
    const categories = page.getByRole('navigation', { name: 'Plan categories' });
    expect(PLAN_CATEGORY_ORDER).toHaveLength(13);
    for (const code of PLAN_CATEGORY_ORDER) {
      const name = MENU_CATEGORY_NAMES[code];
      await categories.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/plans\\?type=${code}$`));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expectAccessibleAtPhoneWidth(page);
    }
    // Term life at tier IS: the listing says it is for IO only.
    await categories.getByRole('link', { name: 'Term Life Plans', exact: true }).click();
    await expect(page.getByText(MESSAGES.plansTermLifeTier)).toBeVisible();
  });

  const panel = page.getByRole('region', { name: 'Health questions' });
  await test.step('the medical plan with health questions: Cancer prior to age 60 declines', async () => {
    await page.getByRole('navigation', { name: 'Plan categories' }).getByRole('link', { name: 'Medical Plans', exact: true }).click();
    await page.getByRole('region', { name: 'Medical Plans' }).getByRole('link', { name: 'More Info about Prairie Medical Select' }).click();
    await expect(page).toHaveURL(/\/plan\/305\/prairie-medical-select$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Prairie Medical Select' })).toBeVisible();
    await expect(panel).toBeVisible();
    await expect(prices(page)).toHaveCount(0);
    await expectAccessibleAtPhoneWidth(page);
    await answerHealthQuestionsDeclined(page);
    await expectAccessibleAtPhoneWidth(page);
  });

  await test.step('other answers: the price for age 41, tier IS in Illinois', async () => {
    await answerHealthQuestionsAccepted(page);
    await expect(prices(page).getByText('$562.00')).toBeVisible();
    await expect(prices(page).getByText('Member + Spouse')).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
  });

  await test.step('Add to Cart (the accident offer declined): the header counts 1 plan and its amount', async () => {
    await addDecliningAccidentOffer(page);
    await expect(cartLink(page)).toHaveAccessibleName(/^Cart\s*, 1 plan\s*, \$562\.00 a month$/);
    await expectAccessibleAtPhoneWidth(page);
  });

  await test.step('the dental plan at tier IS: 2 plans, $600.20 in the header and the Order Info', async () => {
    await addPlanToCart(page, '/plan/401/brightsmile-dental-plus', 'BrightSmile Dental Plus', '$38.20', false);
    await expect(cartLink(page)).toHaveAccessibleName(/^Cart\s*, 2 plans\s*, \$600\.20 a month$/);
    await expect(orderInfo(page)).toContainText('$600.20');
    // The header with count and amount at 360 px too: the page does not scroll sideways and the
    // header's cart link ends inside the window.
    await expectAccessibleAtPhoneWidth(page);
    const size = page.viewportSize();
    await page.setViewportSize(PHONE);
    const banner = await page.getByRole('banner').evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(banner.scroll, `header ${banner.scroll}px wide in ${banner.client}px`).toBeLessThanOrEqual(banner.client);
    const link = await cartLink(page).boundingBox();
    expect((link?.x ?? Infinity) + (link?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    if (size) await page.setViewportSize(size);
  });

  await test.step('an effective date, Checkout: no term life at tier IS, the vision/dental bundle declined', async () => {
    await orderInfo(page).getByLabel('Effective Date').selectOption({ index: 1 });
    effectiveDate = await orderInfo(page).getByLabel('Effective Date').inputValue();
    await orderInfo(page).getByRole('button', { name: 'Checkout' }).click();
    const bundle = page.getByRole('dialog', { name: BUNDLE.pop_up_title });
    await expect(bundle.getByText(BUNDLE.pop_up_header)).toBeVisible();
    await expect(page.getByRole('dialog', { name: TERM_LIFE.pop_up_title })).toHaveCount(0);
    await expectAccessibleAtPhoneWidth(page);
    await bundle.getByRole('button', { name: MESSAGES.cartBundleDecline }).click();
  });

  await test.step("Personal Information, with the wizard's tabs from get-dynamic-tabs", async () => {
    await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
    // The stored id names the enrollment whose tabs the server lists.
    const tempId = await stored(page, 'tempId');
    const tabs = await page.evaluate(async (id) => {
      const response = await fetch(`/api/v1/get-dynamic-tabs?enrollment_id=${id}`, { credentials: 'include' });
      return (await response.json()).data.result;
    }, tempId);
    const navArray = buildNavArray(tabs);
    // The step list shows those tabs in order, the first one current.
    const steps = page.getByRole('navigation', { name: 'Enrollment steps' });
    await expect(steps.getByRole('listitem')).toHaveText(navArray.map((entry) => entry.title));
    await expect(steps.locator('[aria-current="step"]')).toHaveText(tabTitle(navArray[0].tab_name));
    await expect(page.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeVisible();
    expect(await enrollmentColumn(page, 'eprocess')).toBe('applicant');
    expect(await enrollmentColumn(page, 'effective_date')).toBe(effectiveDate);
    await expectAccessibleAtPhoneWidth(page);
  });
});
