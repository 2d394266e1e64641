/**
 * Issue 17 point 6 (storefront.md sections 4 "Add to cart" and 7): the premier-carrier check
 * before add to cart, on the demo's Premier Income Protection (1602, docs/demo-world.md). A new
 * visitor of Jordan Avery's site quotes Member + Spouse, gives the income and hours the disability
 * plan prices by, and presses Add to Cart: the check (check-prudential-plan, GET /{hash} for the
 * carrier's status, check-disability-plan, check-already-answered) asks the spouse's date of birth
 * (depdob), then the carrier's questions (prior answers required); once they are saved the add goes
 * on through add-plan-to-cart-prudentials and the cart opens with the plan. Every screen passes axe
 * and fits 360 px. Each test quotes as a visitor of its own.
 */
import { expect, test, type Page } from './support/csp';
import { DEMO_CARRIER_STATUSES, DEMO_PREMIER_CARRIER_PLAN, DEMO_PREMIER_CARRIER_QUESTIONS } from '../schemas/demo/premierCarrier';
import { MESSAGES } from '../schemas/messages';
import { expectAccessibleAtPhoneWidth } from './support/layout';
import { stored } from './support/session';
import { prices, quoteOnPlan } from './support/storefront';

const PATH = `/plan/${DEMO_PREMIER_CARRIER_PLAN.id}/premier-income-protection`;
const [CARRIER] = DEMO_CARRIER_STATUSES;

/** The API calls the page makes from now on, as 'METHOD path' (path after /api/v1/). */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = /\/api\/v1\/([^?]+)/.exec(request.url())?.[1];
    if (path) calls.push(`${request.method()} ${path}`);
  });
  return calls;
}

/** The quote on plan 1602 at Member + Spouse, with the income and hours its price asks first; ends on the price. */
async function quotePremierPlan(page: Page): Promise<void> {
  await quoteOnPlan(page, PATH, 'Member + Spouse');
  const income = page.getByRole('dialog', { name: 'Annual Income and Working Hours' });
  await income.getByLabel('Annual Income ($)').fill('30000');
  await income.getByLabel('Working Hours (per week)').fill('40');
  await income.getByRole('button', { name: 'Submit' }).click();
  await expect(prices(page).getByText('$58.00')).toBeVisible();
}

test("the premier carrier's check asks the spouse's DOB and the carrier's answers, then adds the plan", async ({ page }) => {
  const calls = apiCalls(page);
  const carrierQuestions = page.getByRole('region', { name: 'Supplemental questions' });

  await test.step('the price with the 3% notice; Add to Cart is offered before the questions are answered', async () => {
    await quotePremierPlan(page);
    await expect(prices(page).getByText(MESSAGES.planDetailPremierFee)).toBeVisible();
    await expect(carrierQuestions).toBeVisible();
    await expect(prices(page).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await expectAccessibleAtPhoneWidth(page);
  });

  await test.step("Add to Cart: the check asks the spouse's date of birth first", async () => {
    await prices(page).getByRole('button', { name: 'Add to Cart' }).click();
    const dialog = page.getByRole('dialog', { name: MESSAGES.dependentInfoTitle });
    await expect(dialog.getByLabel('Spouse DOB (mm/dd/yyyy)')).toBeVisible();
    expect(calls).toContain(`GET check-prudential-plan`);
    await expectAccessibleAtPhoneWidth(page);
    await dialog.getByLabel('Spouse DOB (mm/dd/yyyy)').pressSequentially('02021986');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step("then the carrier's questions: prior answers required", async () => {
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.premierAnswersFirst })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    // The carrier is open (GET /{hash}) and the income is given (check-disability-plan): only the answers are missing.
    expect(calls).toEqual(expect.arrayContaining([`GET ${CARRIER.hash}`, 'GET check-disability-plan', 'GET check-already-answered']));
    expect(calls.filter((call) => call.startsWith('POST add-plan-to-cart'))).toEqual([]);
    await expectAccessibleAtPhoneWidth(page);
  });

  await test.step('saving the answers goes on with the add through add-plan-to-cart-prudentials; the cart opens', async () => {
    // Each question is found by its visible text, as a shopper reads it.
    const [first, second] = DEMO_PREMIER_CARRIER_QUESTIONS.map((q) => carrierQuestions.getByRole('group', { name: q.question, exact: true }));
    await first!.getByLabel('Yes').check();
    await second!.getByLabel('No').check();
    await carrierQuestions.getByRole('button', { name: 'Save Answers' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('region', { name: 'Plans in your cart' }).getByRole('button', { name: `Remove ${DEMO_PREMIER_CARRIER_PLAN.name}` })).toBeVisible();
    expect(calls).toContain('POST add-plan-to-cart-prudentials');
    expect(calls).not.toContain('POST add-plan-to-cart');
    expect(await stored(page, 'cartCount')).toBe(1);
    await expectAccessibleAtPhoneWidth(page);
  });
});

test("a closed carrier's text shows instead of the add", async ({ page }) => {
  await quotePremierPlan(page);
  // The demo's carrier is open for every test; this one answers its status as a closed carrier would.
  const closed = 'Premier Health Alliance is not taking new applications this week.';
  await page.route(`**/api/v1/${CARRIER.hash}`, (route) => route.fulfill({ json: { status: 'success', data: { status: false, message: closed } } }));
  await prices(page).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('alert').filter({ hasText: closed })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expectAccessibleAtPhoneWidth(page);
});
