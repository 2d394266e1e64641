/** The storefront journeys' shared first steps: a visitor of Jordan Avery's site and their quote on a plan. */
import { expect, type Page } from '@playwright/test';
import { DEMO_QUESTION_SETS } from '../../schemas/demo/planQuestions';
import { DEMO_PORTAL_PASSWORD } from '../../schemas/demo/portalAccounts';
import { MESSAGES } from '../../schemas/messages';
import { expectAccessibleAtPhoneWidth } from './layout';

/** A plan detail's price lines (each with its tier, amount and buttons). */
export const prices = (page: Page) => page.getByRole('list', { name: 'Prices' });

/** A health question (a group) by the start of its text. */
export const healthQuestion = (page: Page, start: string) => page.getByRole('group', { name: new RegExp(start) });

/** Plan 305's health-question panel. */
const healthPanel = (page: Page) => page.getByRole('region', { name: 'Health questions' });

/** Opens Jordan Avery's site as a referred applicant (rid 5001, portal 11). */
export async function openJordansSite(page: Page): Promise<void> {
  await page.goto('/referrals?rid=5001');
  await expect(page.getByRole('heading', { level: 1, name: "Welcome to Jordan Avery's benefit store" })).toBeVisible();
}

/** The header's cart link: its accessible name says the number of plans and their monthly amount. */
export const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart\b/ });

/**
 * Fills the quote form of Home or a plan (62701, Female, `tier` by its label, born 06/15/1985) and
 * submits it. The DOB is typed digit by digit, as a person types into its mask, or with `typed`
 * false filled at once over what it holds (a plan's form may hold an earlier quote's).
 */
export async function submitQuote(page: Page, tier = 'Member Only', typed = true): Promise<void> {
  const form = page.getByRole('form', { name: 'Get a quote' });
  await form.getByLabel('Zip Code').fill('62701');
  await form.getByLabel('Gender').selectOption({ label: 'Female' });
  await form.getByLabel('Choose Tier').selectOption({ label: tier });
  if (typed) await form.getByLabel('DOB').pressSequentially('06151985');
  else await form.getByLabel('DOB').fill('06/15/1985');
  await form.getByRole('button', { name: 'Submit' }).click();
}

/** Fills in a plan's basic info (zip 62701, female, born 06/15/1985, `tier` by its label) and waits for the price section (or the health questions that come first). */
export async function fillBasicInfo(page: Page, tier: string): Promise<void> {
  await submitQuote(page, tier, false);
  // A plan with health questions asks them first, under their own heading, before any price.
  await expect(page.getByRole('heading', { name: 'Your price' }).or(page.getByRole('heading', { name: 'Health questions' }))).toBeVisible();
}

/** Fills and submits the Basic Details popup (the filter summary's Edit) with the values given; it closes. */
export async function enterBasicDetails(page: Page, values: { zip?: string; gender?: string; tier?: string; dob?: string; category?: string }): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Basic Details' });
  if (values.zip) await dialog.getByLabel('Zip Code').fill(values.zip);
  if (values.gender) await dialog.getByLabel('Gender').selectOption({ label: values.gender });
  if (values.tier) await dialog.getByLabel('Choose Tier').selectOption({ label: values.tier });
  if (values.dob) await dialog.getByLabel('DOB').fill(values.dob);
  if (values.category) await dialog.getByLabel('Category').selectOption({ label: values.category });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
}

/** A referred visitor's quote on plan `path` (e.g. '/plan/305/prairie-medical-select'). */
export async function quoteOnPlan(page: Page, path: string, tier: string): Promise<void> {
  await openJordansSite(page);
  await page.goto(path);
  await fillBasicInfo(page, tier);
}

/**
 * Opens plan `path` (heading `name`), gives the basic info on the first plan of a quote (Member
 * Only), waits for `price` and adds the plan, declining the accident-plan offer a medical plan
 * makes; ends on /cart with the plan's line.
 */
export async function addPlanToCart(page: Page, path: string, name: string, price: string, firstQuote: boolean): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  if (firstQuote) await fillBasicInfo(page, 'Member Only');
  await expect(prices(page).getByText(price)).toBeVisible();
  await prices(page).getByRole('button', { name: 'Add to Cart' }).click();
  const offer = page.getByRole('dialog', { name: 'Add accident protection?' });
  const cart = page.getByRole('heading', { level: 1, name: MESSAGES.cartTitle });
  await expect(offer.or(cart)).toBeVisible();
  if (await offer.isVisible()) await offer.getByRole('button', { name: 'No thank you' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('region', { name: 'Plans in your cart' }).getByRole('button', { name: `Remove ${name}` })).toBeVisible();
}

/** The rep Jordan Avery signs in and starts a direct enrollment of a new member on Individual Direct (ends on /home). */
export async function startNewMemberAsRep(page: Page): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail address').fill('jordan.avery@example.com');
  await page.getByLabel('Password').fill(DEMO_PORTAL_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Who do you want to enroll for?' })).toBeVisible();
  await page.getByRole('button', { name: 'New Member' }).click();
  await page.getByLabel('Platform').selectOption({ label: 'Individual Direct' });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Start New Member Enrollment' }).click();
  await page.getByRole('button', { name: 'Start Direct Enrollment' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * Plan 305's declining combination (not pregnant, diagnosed with Cancer prior to age 60, nothing in
 * the past 5 years): the server's decline text and no price.
 */
export async function answerHealthQuestionsDeclined(page: Page): Promise<void> {
  await healthQuestion(page, 'Is anyone applying').getByLabel('No').check();
  await healthQuestion(page, 'Has anyone applying for coverage been diagnosed').getByLabel('Yes').check();
  await healthQuestion(page, 'In the past 5 years').getByLabel('No').check();
  await healthPanel(page).getByLabel('Cancer').check();
  await healthPanel(page).getByRole('button', { name: 'Submit Answers' }).click();
  await expect(healthPanel(page).getByRole('alert')).toHaveText(DEMO_QUESTION_SETS[0].decline_message);
  await expect(prices(page)).toHaveCount(0);
}

/** After the decline, Diabetes instead of Cancer: the success text, and the panel gives way to the price. */
export async function answerHealthQuestionsAccepted(page: Page): Promise<void> {
  await healthPanel(page).getByLabel('Cancer').uncheck();
  await healthPanel(page).getByLabel('Diabetes').check();
  await healthPanel(page).getByRole('button', { name: 'Submit Answers' }).click();
  await expect(page.getByRole('status').filter({ hasText: DEMO_QUESTION_SETS[0].success_message })).toBeVisible();
  await expect(healthPanel(page)).toHaveCount(0);
}

/** Add to Cart on a medical plan: the accident-plan offer (axe and 360 px on it), No thank you, the cart. */
export async function addDecliningAccidentOffer(page: Page): Promise<void> {
  await prices(page).getByRole('button', { name: 'Add to Cart' }).click();
  const offer = page.getByRole('dialog', { name: 'Add accident protection?' });
  await expect(offer.getByText('Everyday Accident Plan')).toBeVisible();
  await expectAccessibleAtPhoneWidth(page);
  await offer.getByRole('button', { name: 'No thank you' }).click();
  await expect(page).toHaveURL(/\/cart$/);
}
