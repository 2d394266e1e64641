/**
 * Health Questions (issue 6, point 4): DEMO0001 opens the tab with a direct link, answers a Yes
 * and sees its detail form (No hides it again; 145 is yes/no only, 146 the special layout),
 * meets the required messages, fills the details and one medication row (an empty second row is
 * not sent), and Next saves and moves on; the server answers a bad body at the spec's dotted
 * targets and writes nothing. DEMO0004, an existing member without health_track, finds the
 * health answers on file loaded and saved at once. axe on the screen, no horizontal scroll at 360 px.
 * Each test works on a fresh copy of its demo enrollment from the test factory; the demo rows stay as seeded.
 */
import { expect, test, type Locator, type Page } from './support/csp';
import { DEMO0001, DEMO0004, type DemoEnrollment } from '../schemas/demo/enrollments';
import { DEMO_HEALTH_QUESTIONS } from '../schemas/demo/healthQuestions';
import { MESSAGES } from '../schemas/messages';
import { SAVED_TAB_DESTINATIONS } from '../schemas/tabs';
import { expectFieldError, expectNoSeriousA11yViolations, expectOnTab, field, nextButton, savedColumn } from './support';
import { makeEnrollment, ownLinkPath, type OwnEnrollment } from './support/factory';
import { expectNoHorizontalScroll, PHONE } from './support/layout';

const text = (id: number) => DEMO_HEALTH_QUESTIONS.find((q) => q.question_id === id)!.question_text;
/** A question's fieldset, named by its text. */
const question = (page: Page, id: number) => page.getByRole('group', { name: text(id), exact: true });
const answer = (page: Page, id: number, choice: 'Yes' | 'No') => question(page, id).getByRole('radio', { name: choice, exact: true }).check();
const medicationRow = (page: Page, n: number) => question(page, 150).getByRole('group', { name: `Medication ${n}`, exact: true });

/** Makes a fresh copy of `demo` and opens the tab with its direct link and waits for its questions. */
async function openHealth(page: Page, demo: DemoEnrollment): Promise<OwnEnrollment> {
  const mine = await makeEnrollment(page.request, demo);
  await page.goto(ownLinkPath(mine, 'health_info'));
  await expect(page).toHaveURL((url) => url.pathname === SAVED_TAB_DESTINATIONS.health_info);
  await expectOnTab(page, 'primary_health_info');
  await expect(question(page, 140)).toBeVisible();
  return mine;
}

/** Types a date as a user does (the slashes are inserted). */
const typeDate = (input: Locator, mdy: string) => input.pressSequentially(mdy.replaceAll('/', ''));

test('DEMO0001 answers a Yes with its details and a medication row, No hides the details, and Next saves and moves on', async ({ page }) => {
  const mine = await openHealth(page, DEMO0001);
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByLabel('Additional Notes', { exact: true })).toBeVisible();

  await test.step('Yes reveals the detail form of its layout, No hides it', async () => {
    await expect(field(question(page, 141), 'Health Condition')).toHaveCount(0);
    await answer(page, 141, 'Yes');
    await expect(field(question(page, 141), 'Health Condition')).toBeVisible();
    await answer(page, 141, 'No');
    await expect(field(question(page, 141), 'Health Condition')).toHaveCount(0);
    // 145 asks yes/no only; 146 shows the special condition layout.
    await answer(page, 145, 'Yes');
    await expect(question(page, 145).getByRole('textbox')).toHaveCount(0);
    await answer(page, 146, 'Yes');
    for (const label of ['Condition', 'Current Status', 'Last Seen by Physician', 'Physician Name']) await expect(field(question(page, 146), label)).toBeVisible();
    await answer(page, 146, 'No');
    await expect(field(question(page, 146), 'Condition')).toHaveCount(0);
  });

  await test.step('Next with a Yes left empty shows the required messages at its fields and stays', async () => {
    await answer(page, 140, 'Yes');
    for (const id of [141, 145, 146, 147]) await answer(page, id, 'No');
    await answer(page, 150, 'Yes');
    await expect(medicationRow(page, 1)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await nextButton(page).click();
    await expectFieldError(field(question(page, 140), 'Health Condition'), MESSAGES.required);
    await expectFieldError(field(medicationRow(page, 1), 'Medication'), MESSAGES.required);
    await expectOnTab(page, 'primary_health_info');
  });

  await test.step('the server answers a bad body at the spec\'s dotted targets and writes nothing', async () => {
    const before = await savedColumn(page, mine.id, 'health_info');
    const conditions = [140, 141, 145, 146, 147].map((id) => ({ question_id: id, question_text: text(id), yes_no_flag: id === 140 ? 1 : 0, conditions: id === 140 ? [{}] : [] }));
    const response = await page.request.post('/api/v1/save-primary-health-info', {
      data: {
        enrollment_id: mine.id, condition_questions: conditions,
        medication_question: { question_id: 150, question_text: text(150), yes_no_flag: 1, medications: [{ dosage: '10 mg' }] },
      },
    });
    expect(response.status()).toBe(422);
    const errors = ((await response.json()) as { data: { target_element: string; error_message: string }[] }).data;
    expect(errors).toContainEqual({ target_element: 'condition_questions.0.conditions.0.health_condition', error_message: MESSAGES.required });
    expect(errors).toContainEqual({ target_element: 'medication_question.medications.0.medication', error_message: MESSAGES.required });
    expect(await savedColumn(page, mine.id, 'health_info')).toEqual(before);
  });

  await test.step('filled details, one medication row (an empty second row is not sent), the notes; no scroll sideways at 360 px', async () => {
    const details = question(page, 140);
    await field(details, 'Health Condition').fill('High blood pressure');
    await typeDate(field(details, 'Date of Onset'), '03/14/2021');
    await field(details, 'Current Treatment').selectOption({ label: 'Yes' });
    await field(details, 'Taking Medication').selectOption({ label: 'Yes' });
    await typeDate(field(details, 'Date Last Seen by a Doctor'), '01/15/2026');
    await fillRow(medicationRow(page, 1), { Medication: 'Lisinopril', Dosage: '10 mg daily', 'Medical Condition': 'High blood pressure' });
    await question(page, 150).getByRole('button', { name: 'Add another medication' }).click();
    await expect(medicationRow(page, 2)).toBeVisible();
    await page.getByLabel('Additional Notes', { exact: true }).fill('Checked every six months.');
    // On a wide screen the questions span the form (a list squeezed into one grid column once left a 35 px input).
    expect((await field(details, 'Health Condition').boundingBox())!.width).toBeGreaterThan(250);
    await page.setViewportSize(PHONE);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('Next saves the answers in their wire shape and moves on to Dependent Information', async () => {
    await nextButton(page).click();
    await expect(page).toHaveURL((url) => url.pathname === SAVED_TAB_DESTINATIONS.dependent_info);
    const saved = (await savedColumn(page, mine.id, 'health_info')) as {
      condition_questions: { question_id: number; yes_no_flag: number; conditions: Record<string, string>[] }[];
      medication_question: { yes_no_flag: number; medications: Record<string, string>[] };
      notes: string;
    };
    expect(saved.condition_questions.map((q) => [q.question_id, q.yes_no_flag, q.conditions.length])).toEqual([[140, 1, 1], [141, 0, 0], [145, 0, 0], [146, 0, 0], [147, 0, 0]]);
    expect(saved.condition_questions[0]!.conditions[0]).toMatchObject({
      health_condition: 'High blood pressure', date_of_onset: '03/14/2021', is_treatment: '1', is_medicate: '1', d_last_seen: '01/15/2026',
    });
    expect(saved.medication_question).toMatchObject({ yes_no_flag: 1, medications: [{ medication: 'Lisinopril', dosage: '10 mg daily', medical_condition: 'High blood pressure' }] });
    expect(saved.notes).toBe('Checked every six months.');
    expect(await page.evaluate(() => localStorage.getItem('isSpouseEnrollAccept'))).toBe('false');
  });
});

/** Fills one medication row's fields by label. */
async function fillRow(row: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await field(row, label).fill(value);
}

test('DEMO0004, an existing member, finds the health answers on file loaded and saved at once', async ({ page }) => {
  const mine = await openHealth(page, DEMO0004);
  await expect(page.getByText(MESSAGES.healthOnFileSaved)).toBeVisible();
  for (const q of DEMO_HEALTH_QUESTIONS) await expect(question(page, q.question_id).getByRole('radio', { name: 'No', exact: true })).toBeChecked();
  const saved = (await savedColumn(page, mine.id, 'health_info')) as { condition_questions: { question_id: number; yes_no_flag: number }[] };
  expect(saved.condition_questions.map((q) => [q.question_id, q.yes_no_flag])).toEqual([[140, 0], [141, 0], [145, 0], [146, 0], [147, 0]]);
  expect(await savedColumn(page, mine.id, 'health_track')).toBe(true);
  await expectNoSeriousA11yViolations(page);

  // Loaded again, the saved answers show without loading the record on file a second time.
  await page.reload();
  await expectOnTab(page, 'primary_health_info');
  await expect(question(page, 140).getByRole('radio', { name: 'No', exact: true })).toBeChecked();
  await expect(page.getByText(MESSAGES.healthOnFileSaved)).toHaveCount(0);
});
