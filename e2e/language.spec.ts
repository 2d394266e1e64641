/**
 * English and Spanish (issue 18 item 2): the switch on every kind of page, the choice kept across
 * visits and into the wizard, the browser's language as the first guess, `lang` on the page, and
 * a switch that keeps what a person typed, in the middle of a wizard step too, where a form
 * definition's own texts change language at once, and the server's data texts a step loaded (its
 * health questions, a select's lookup options, a plan's carrier questions, the dependents' disclaimer, an
 * agreement, the beneficiaries' relationships, a plan's decline and success texts already shown) are
 * read again in the new language, and the printable question sheet says it at once. Each page in Spanish is checked for English texts of
 * the catalog left on it (support/spanish.ts) and with axe at 360 px.
 */
import { expect, test, type Page } from './support/csp';
import { DEMO_AGREEMENT_TEXTS } from '../schemas/demo/agreement';
import { DEPENDENT_DISCLAIMER } from '../schemas/demo/dependents';
import { DEMO0001, DEMO0006, DEMO0007 } from '../schemas/demo/enrollments';
import { DEMO_HEALTH_QUESTIONS } from '../schemas/demo/healthQuestions';
import { DEMO_CARRIER_QUESTIONS, DEMO_QUESTION_SETS } from '../schemas/demo/planQuestions';
import { DEMO_PORTAL_PASSWORD } from '../schemas/demo/portalAccounts';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PUBLISHER_2 } from '../schemas/demo/staffAccounts';
import type { FormLayer } from '../schemas/forms/definition';
import { MESSAGES } from '../schemas/messages';
import { STOREFRONT_SHOP_QUESTIONS_TEXT } from '../schemas/uiText/storefront/shop/questions';
import { field, makeEnrollment, openContinueBanner, ownLinkPath, pathOfTab, resumeWithCode, savedColumn, submitContinue } from './support';
import { expectAccessibleAtPhoneWidth } from './support/layout';
import { answerHealthQuestionsDeclined, healthQuestion, openJordansSite, quoteOnPlan } from './support/storefront';
import { staffApi } from './support/studio';
import { contentEs, es, expectNoEnglishLeft } from './support/spanish';

const switchTo = (page: Page, name: 'Español' | 'English') => page.getByRole('button', { name, exact: true });

/** The page says it is in `lang`, and offers the other language. */
async function expectLanguage(page: Page, lang: 'en' | 'es'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const offered = switchTo(page, lang === 'es' ? 'English' : 'Español').first();
  await expect(offered).toBeVisible();
  await expect(offered).toHaveAttribute('lang', lang === 'es' ? 'en' : 'es');
}

test('a visitor switches a rep site to Spanish: the page, the next visit and the home page speak it', async ({ page }) => {
  await test.step('the rep site in English offers Español', async () => {
    await page.goto('/javery');
    await expectLanguage(page, 'en');
    await expect(page.getByRole('link', { name: 'Shop plans' })).toBeVisible();
  });

  await test.step('Español: the same page in Spanish, in place', async () => {
    await switchTo(page, 'Español').click();
    await expectLanguage(page, 'es');
    await expect(page.getByRole('link', { name: es('Shop plans') })).toBeVisible();
    await expectNoEnglishLeft(page);
    await expectAccessibleAtPhoneWidth(page);
  });

  await test.step('the next visit is in Spanish from its first paint', async () => {
    await page.reload();
    await expectLanguage(page, 'es');
    await expect(page.getByRole('link', { name: es('Shop plans') })).toBeVisible();
  });

  await test.step('a page without the header (the home page) carries the switch too', async () => {
    await page.goto('/');
    await expectLanguage(page, 'es');
    await expectNoEnglishLeft(page);
    await expectAccessibleAtPhoneWidth(page);
    await switchTo(page, 'English').click();
    await expectLanguage(page, 'en');
  });
});

test.describe('a browser that asks for Spanish', () => {
  test.use({ locale: 'es-MX', extraHTTPHeaders: { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' } });

  test('gets the store in Spanish on its first visit, and English once it chooses English', async ({ page }) => {
    await page.goto('/javery');
    await expectLanguage(page, 'es');
    await expectNoEnglishLeft(page);
    await switchTo(page, 'English').click();
    await expectLanguage(page, 'en');
    await page.reload();
    await expectLanguage(page, 'en');
  });
});

test('switching the language keeps what a person typed', async ({ page }) => {
  await page.goto('/javery');
  await page.getByRole('link', { name: 'Shop plans' }).click();
  const form = page.getByRole('form', { name: 'Get a quote' });
  await form.getByLabel('Zip Code').fill('62701');
  await switchTo(page, 'Español').click();
  const spanishForm = page.getByRole('form', { name: es('Get a quote') });
  await expect(spanishForm.getByLabel(es('Zip Code'))).toHaveValue('62701');
  await expectNoEnglishLeft(page);
  await switchTo(page, 'English').click();
  await expect(form.getByLabel('Zip Code')).toHaveValue('62701');
});

test.describe('a Spanish visitor', () => {
  test.use({ locale: 'es-MX' });

  test("reads the help, the conversation with the rep, the sign-in and a rep's home in Spanish", async ({ page }) => {
    await test.step('the help and the conversation with the rep', async () => {
      await page.goto('/javery');
      await expectLanguage(page, 'es');
      await page.getByRole('button', { name: es('Help'), exact: true }).click();
      const panel = page.getByRole('dialog', { name: es('Help') });
      await expect(panel.getByText(es(MESSAGES.helpGreeting))).toBeVisible();
      await expectNoEnglishLeft(page);
      await expectAccessibleAtPhoneWidth(page);
      await panel.getByRole('button', { name: es('Contact Rep') }).click();
      await expect(page.getByRole('dialog', { name: es('Contact Rep') })).toBeVisible();
      await expectNoEnglishLeft(page);
    });

    await test.step("the sign-in page and the rep's home", async () => {
      await page.goto('/sign-in');
      await expect(page.getByRole('heading', { level: 1, name: es('Sign in') })).toBeVisible();
      await expectNoEnglishLeft(page);
      await expectAccessibleAtPhoneWidth(page);
      await page.getByLabel(es('E-mail address')).fill('jordan.avery@example.com');
      await page.getByLabel(es('Password')).fill(DEMO_PORTAL_PASSWORD);
      await page.getByRole('button', { name: es('Sign in') }).click();
      await expect(page.getByRole('heading', { level: 1, name: es('Who do you want to enroll for?') })).toBeVisible();
      await expectNoEnglishLeft(page);
      await expectAccessibleAtPhoneWidth(page);
    });
  });
});

test.describe('a switch in the middle of a wizard step', () => {
  // Group 2556's Employer Information, retitled and reworded with its Spanish (issue 18 item 4);
  // no other spec opens that step for the group, and the test rolls it back.
  const GROUP = 2556;
  const FORM = `/api/v1/admin/forms/employer_info/group/${GROUP}`;
  const REWORDED: FormLayer = {
    tab: { title: 'Your Employer' },
    fields: { occupation: { label: 'Your job title', help: 'As your employer writes it' } },
    translations: { es: { tab: { title: 'Su empleador' }, fields: { occupation: { label: 'Su puesto de trabajo', help: 'Como lo escribe su empleador' } } } },
  };

  test("shows the definition's texts in the new language at once and keeps what was typed", async ({ page, playwright, baseURL }) => {
    const staff = async (email: string) => {
      const context = await playwright.request.newContext({ baseURL });
      await staffApi(context, email);
      return context;
    };
    const author = await staff(DEMO_STAFF_AUTHOR.email);
    const publisher = await staff(DEMO_STAFF_PUBLISHER_2.email);
    const draft = await (await author.post(`${FORM}/draft`, { data: {} })).json();
    expect((await author.put(`${FORM}/draft`, { data: { content: REWORDED, revision: draft.data.revision } })).status()).toBe(200);
    const published = await publisher.post(`${FORM}/draft/publish`, { data: { reason: 'Plainer employer step' } });
    expect(published.status()).toBe(200);
    const version: number = (await published.json()).data.version;
    try {
      const mine = await makeEnrollment(page.request, DEMO0007, { groupId: GROUP });
      await resumeWithCode(page, mine.code, mine.email, 'review_info');
      await page.goto(pathOfTab('employer_info'));
      const steps = (name: string) => page.getByRole('navigation', { name }).locator('[aria-current="step"]');

      await test.step('in English, the step says the definition\'s words; a person types an answer', async () => {
        await expect(page.getByRole('heading', { level: 1, name: 'Your Employer' })).toBeVisible();
        await expect(steps('Enrollment steps')).toHaveText('Your Employer');
        await field(page, 'Your job title').fill('Welder');
        await expect(page.getByText('As your employer writes it')).toBeVisible();
      });

      await test.step('Español: the label, help and titles in the definition\'s Spanish at once, the answer kept', async () => {
        await switchTo(page, 'Español').click();
        await expectLanguage(page, 'es');
        await expect(field(page, 'Su puesto de trabajo')).toHaveValue('Welder');
        await expect(page.getByText('Como lo escribe su empleador')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: 'Su empleador' })).toBeVisible();
        await expect(steps(es('Enrollment steps'))).toHaveText('Su empleador');
        await expectAccessibleAtPhoneWidth(page);
      });

      await test.step('English again: the English words, the answer still kept', async () => {
        await switchTo(page, 'English').click();
        await expectLanguage(page, 'en');
        await expect(field(page, 'Your job title')).toHaveValue('Welder');
        await expect(page.getByRole('heading', { level: 1, name: 'Your Employer' })).toBeVisible();
      });
    } finally {
      const back = await publisher.post(`${FORM}/versions/${version - 1}/rollback`, { data: { reason: 'Employer step as before' } });
      expect(back.status()).toBe(200);
    }
  });
});

test.describe("a switch in the middle of a step that holds the server's data texts", () => {
  const question = (id: number) => DEMO_HEALTH_QUESTIONS.find((q) => q.question_id === id)!.question_text;

  test('reads the health questions and a select\'s lookup options again in the new language, the answers kept', async ({ page }) => {
    const mine = await makeEnrollment(page.request, DEMO0001);

    await test.step('Health Questions: a Yes with its condition typed, then Español', async () => {
      await page.goto(ownLinkPath(mine, 'health_info'));
      const english = page.getByRole('group', { name: question(141), exact: true });
      await english.getByRole('radio', { name: 'Yes', exact: true }).check();
      await field(english, 'Health Condition').fill('Asthma');
      await switchTo(page, 'Español').click();
      await expectLanguage(page, 'es');
      const spanish = page.getByRole('group', { name: contentEs(question(141)), exact: true });
      await expect(spanish.getByRole('radio', { name: es('Yes'), exact: true })).toBeChecked();
      await expect(field(spanish, es('Health Condition'))).toHaveValue('Asthma');
      await expect(page.getByRole('group', { name: contentEs(question(140)), exact: true })).toBeVisible();
      await expectNoEnglishLeft(page);
      await expectAccessibleAtPhoneWidth(page);
    });

    await test.step('Personal Information: an ethnic group chosen and a name typed, then Español', async () => {
      await switchTo(page, 'English').click();
      await expectLanguage(page, 'en');
      await page.goto(pathOfTab('primary_info'));
      await field(page, 'Ethnic Group').selectOption({ label: 'Asian' });
      await field(page, 'Middle Name').fill('Quinn');
      await switchTo(page, 'Español').click();
      await expectLanguage(page, 'es');
      const select = field(page, es('Ethnic Group'));
      await expect(select.locator('option:checked')).toHaveText(contentEs('Asian'));
      await expect(select.getByRole('option', { name: contentEs('White'), exact: true })).toHaveCount(1);
      await expect(field(page, es('Middle Name'))).toHaveValue('Quinn');
      await expectNoEnglishLeft(page);
      await expectAccessibleAtPhoneWidth(page);
    });
  });
});

test("a switch while a plan's carrier questions are answered reads them again in Spanish, the answers kept", async ({ page }) => {
  await quoteOnPlan(page, '/plan/1201/heartland-cancer-care', 'Member + Spouse');
  const english = page.getByRole('region', { name: 'Supplemental questions' });
  await english.getByRole('group', { name: DEMO_CARRIER_QUESTIONS[0].question, exact: true }).getByLabel('Yes').check();
  await english.getByRole('group', { name: DEMO_CARRIER_QUESTIONS[1].question, exact: true }).getByLabel('No').check();
  await switchTo(page, 'Español').click();
  await expectLanguage(page, 'es');
  const spanish = page.getByRole('region', { name: es('Supplemental questions') });
  const groups = DEMO_CARRIER_QUESTIONS.map((q) => spanish.getByRole('group', { name: contentEs(q.question), exact: true }));
  await expect(groups[0].getByLabel(es('Yes'))).toBeChecked();
  await expect(groups[1].getByLabel(es('No'))).toBeChecked();
  await expect(groups[2].getByLabel(es('Yes'))).not.toBeChecked();
  await expectAccessibleAtPhoneWidth(page);
});

test('an agreement read again in Spanish after a switch is signed as shown last, what was checked kept', async ({ page }) => {
  const texts = DEMO_AGREEMENT_TEXTS[11];
  const mine = await makeEnrollment(page.request, DEMO0006);
  await openContinueBanner(page);
  await submitContinue(page, mine.code, mine.email);
  for (const text of texts.slice(0, -1)) await page.getByRole('checkbox', { name: text.text_required }).check();
  await switchTo(page, 'Español').click();
  await expectLanguage(page, 'es');
  for (const text of texts) await expect(page.getByRole('heading', { level: 2, name: contentEs(text.text_head) })).toBeVisible();
  for (const text of texts.slice(0, -1)) await expect(page.getByRole('checkbox', { name: contentEs(text.text_required) })).toBeChecked();
  await page.getByRole('checkbox', { name: contentEs(texts.at(-1)!.text_required) }).check();
  await expectAccessibleAtPhoneWidth(page);
  const shown = await page.request.get('/api/v1/get-agreement-texts', { params: { enrollment_id: mine.id } });
  const spanishHash = ((await shown.json()) as { data: { hash: string } }).data.hash;
  await page.getByRole('button', { name: es('Next'), exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === pathOfTab('billing_info'));
  expect(await savedColumn(page, mine.id, 'aggrement_info')).toMatchObject({ status: 'signed', agreement_hash: spanishHash });
});

test("the dependents' disclaimer and the relationships' options read again in Spanish", async ({ page }) => {
  const mine = await makeEnrollment(page.request, DEMO0001);
  await page.goto(ownLinkPath(mine, 'dependent_info'));
  await expect(page.getByText(DEPENDENT_DISCLAIMER)).toBeVisible();
  // The popup is modal (the switch is behind it): the step's item form is what a switch reads again.
  await switchTo(page, 'Español').click();
  await expectLanguage(page, 'es');
  await expect(page.getByText(contentEs(DEPENDENT_DISCLAIMER))).toBeVisible();
  await page.getByRole('button', { name: es('Add Spouse'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: es('Dependent #{number}').replace('{number}', '1') });
  await expect(field(dialog, es('Relationship')).locator('option:checked')).toHaveText(contentEs('Spouse'));
  await expectAccessibleAtPhoneWidth(page);
});

test("the beneficiaries' relationships read again in Spanish after a switch", async ({ page }) => {
  const mine = await makeEnrollment(page.request, DEMO0001);
  await page.goto(ownLinkPath(mine, 'beneficiary_info'));
  await expect(page.getByRole('heading', { level: 1, name: 'Beneficiary Information' })).toBeVisible();
  // The popup is modal (the switch is behind it): the step's item form, with the relationships in its schema, is what a switch reads again.
  await switchTo(page, 'Español').click();
  await expectLanguage(page, 'es');
  await page.getByRole('button', { name: es('Add Beneficiary'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: es('Add Beneficiary #{number}').replace('{number}', '1') });
  const relationship = field(dialog, es('Relationship'));
  for (const name of ['Spouse', 'Child', 'Parent']) await expect(relationship.getByRole('option', { name: contentEs(name), exact: true })).toHaveCount(1);
  await relationship.selectOption({ label: contentEs('Child') });
  await expect(relationship.locator('option:checked')).toHaveText(contentEs('Child'));
  await expectNoEnglishLeft(page);
  await expectAccessibleAtPhoneWidth(page);
});

test("a plan's decline text shown, then its success text, said again in the language a switch chose, the answers kept", async ({ page }) => {
  const set = DEMO_QUESTION_SETS[0];
  await quoteOnPlan(page, '/plan/305/prairie-medical-select', 'Member + Spouse');
  await answerHealthQuestionsDeclined(page);

  await test.step('Español: the decline text in Spanish, the answers kept', async () => {
    await switchTo(page, 'Español').click();
    await expectLanguage(page, 'es');
    const panel = page.getByRole('region', { name: es('Health questions') });
    await expect(panel.getByRole('alert')).toHaveText(contentEs(set.decline_message));
    await expect(panel.getByLabel(contentEs('Cancer'))).toBeChecked();
    await expectNoEnglishLeft(page);
    await expectAccessibleAtPhoneWidth(page);
    // Diabetes instead of Cancer: accepted, the success text in Spanish.
    await panel.getByLabel(contentEs('Cancer')).uncheck();
    await panel.getByLabel(contentEs('Diabetes')).check();
    await panel.getByRole('button', { name: es('Submit Answers') }).click();
    await expect(page.getByRole('status').filter({ hasText: contentEs(set.success_message) })).toBeVisible();
  });

  await test.step('English: the success text already shown in English', async () => {
    await switchTo(page, 'English').click();
    await expectLanguage(page, 'en');
    await expect(page.getByRole('status').filter({ hasText: set.success_message })).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
  });
});

test('the printable question sheet says Spanish at once after a switch, the answers and a typed treatment kept', async ({ page }) => {
  const TEXT = STOREFRONT_SHOP_QUESTIONS_TEXT.questionSheet;
  await openJordansSite(page);
  await page.goto('/PlanQuestionView');
  await expect(page.getByRole('heading', { level: 1, name: TEXT.title })).toBeVisible();
  await healthQuestion(page, 'In the past 10 years').getByLabel('Yes').check();
  await page.getByLabel(TEXT.condition, { exact: true }).fill('Melanoma');
  await switchTo(page, 'Español').click();
  await expectLanguage(page, 'es');
  await expect(page.getByRole('heading', { level: 1, name: es(TEXT.title) })).toBeVisible();
  await expect(healthQuestion(page, es(TEXT.conditions).slice(0, 20)).getByLabel(es('Yes'), { exact: true })).toBeChecked();
  await expect(page.getByLabel(es(TEXT.condition), { exact: true })).toHaveValue('Melanoma');
  await expectNoEnglishLeft(page);
  await expectAccessibleAtPhoneWidth(page);
});
