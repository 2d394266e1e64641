/**
 * Issue 8, point 5 (storefront.md sections 2, 4 "Health-question state", 5 and 8): a visitor of
 * Jordan Avery's site answers plan 305's health questions (every question asked first; Cancer
 * prior to age 60 declines with the server's text; other answers show the success text and the
 * price), answers plan 1201's carrier questions (the Yes rule and its banner, then add-to-cart),
 * gives plan 1901 the spouse's DOB and the number of children it prices with, and reads the
 * static PlanQuestionView sheet. Every screen passes axe and fits 360 px.
 */
import { expect, test } from './support/csp';
import { DEMO_CARRIER_QUESTIONS } from '../schemas/demo/planQuestions';
import { MESSAGES } from '../schemas/messages';
import { expectAccessibleAtPhoneWidth } from './support/layout';
import { answerHealthQuestionsAccepted, answerHealthQuestionsDeclined, healthQuestion, openJordansSite, prices, quoteOnPlan } from './support/storefront';

test('the health questions of plan 305: every question asked, the decline, then the price', async ({ page }) => {
  const panel = page.getByRole('region', { name: 'Health questions' });
  await test.step('the plan shows its questions instead of a price', async () => {
    await quoteOnPlan(page, '/plan/305/prairie-medical-select', 'Member + Spouse');
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Submit Answers' }).click();
    await expect(panel.getByRole('alert').first()).toHaveText(MESSAGES.answerAllQuestions);
    await expectAccessibleAtPhoneWidth(page);
  });

  await test.step('Yes to a condition shows the option groups; Cancer prior to age 60 declines', async () => {
    await healthQuestion(page, 'Is anyone applying').getByLabel('No').check();
    await healthQuestion(page, 'Has anyone applying for coverage been diagnosed').getByLabel('Yes').check();
    await expect(panel.getByRole('group', { name: 'A. Prior to age 60' })).toBeVisible();
    await expect(panel.getByRole('group', { name: 'B. Prior to age 75' })).toBeVisible();
    await healthQuestion(page, 'In the past 5 years').getByLabel('Yes').check();
    await expect(panel.getByLabel('Reason for condition')).toHaveCount(2);
    await expectAccessibleAtPhoneWidth(page);
    // Then No to the past 5 years and Cancer prior to age 60: declined.
    await answerHealthQuestionsDeclined(page);
    await expectAccessibleAtPhoneWidth(page);
  });

  await test.step('other answers are accepted: the success text and the price for age 41, tier IS', async () => {
    await answerHealthQuestionsAccepted(page);
    await expect(prices(page).getByText('$562.00')).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
  });
});

test('the carrier questions of plan 1201: flagged answers must be Yes before the add', async ({ page }) => {
  const carrier = page.getByRole('region', { name: 'Supplemental questions' });
  await quoteOnPlan(page, '/plan/1201/heartland-cancer-care', 'Member + Spouse');
  await expect(carrier).toBeVisible();
  await expect(page.getByText(MESSAGES.planDetailAnswerFirst)).toBeVisible();
  await carrier.getByRole('button', { name: 'Save Answers' }).click();
  await expect(carrier.getByText(MESSAGES.carrierAnswerBanner)).toBeVisible();
  await expect(carrier.getByText(MESSAGES.carrierAnswerYes)).toHaveCount(2);
  await expect(carrier.getByText(MESSAGES.carrierAnswerYesNo)).toHaveCount(1);
  await expectAccessibleAtPhoneWidth(page);
  // Each question is a group named by its text, as a screen reader announces it.
  const groups = DEMO_CARRIER_QUESTIONS.map((q) => carrier.getByRole('group', { name: q.question, exact: true }));
  await groups[0].getByLabel('Yes').check();
  await groups[1].getByLabel('No').check();
  await groups[2].getByLabel('No').check();
  await carrier.getByRole('button', { name: 'Save Answers' }).click();
  await expect(carrier.getByText(MESSAGES.carrierAnswerYes)).toHaveCount(1);
  await groups[1].getByLabel('Yes').check();
  await carrier.getByRole('button', { name: 'Save Answers' }).click();
  await expect(page.getByText(MESSAGES.carrierAnswersSaved)).toBeVisible();
  await expect(page.getByText(MESSAGES.planDetailAnswerFirst)).toHaveCount(0);
  await expect(prices(page).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  await expectAccessibleAtPhoneWidth(page);
});

test('plan 1901 asks the dependent information it prices with', async ({ page }) => {
  await quoteOnPlan(page, '/plan/1901/harbor-hospital-indemnity', 'Family');
  await page.getByRole('button', { name: 'Provide dependent information' }).click();
  const dialog = page.getByRole('dialog', { name: MESSAGES.dependentInfoTitle });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(MESSAGES.required)).toHaveCount(2);
  await expect(dialog.getByLabel('Number of children').locator('option')).toHaveCount(9);
  await expectAccessibleAtPhoneWidth(page);
  await dialog.getByLabel('Spouse DOB (mm/dd/yyyy)').pressSequentially('02021986');
  await expect(dialog.getByLabel('Spouse DOB (mm/dd/yyyy)')).toHaveValue('02/02/1986');
  await dialog.getByLabel('Number of children').selectOption('2');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(prices(page).getByText('$66.00')).toBeVisible();
  await expectAccessibleAtPhoneWidth(page);
});

test('the PlanQuestionView sheet', async ({ page }) => {
  await openJordansSite(page);
  await page.goto('/PlanQuestionView');
  await expect(page.getByRole('heading', { level: 1, name: 'Cancer insurance: medical questions' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Plan Details')).toBeVisible();
  await healthQuestion(page, 'In the past 10 years').getByLabel('Yes').check();
  await page.getByRole('button', { name: 'Add more' }).click();
  await expect(page.getByRole('group', { name: 'Treatment 2' })).toBeVisible();
  await expectAccessibleAtPhoneWidth(page);
});
