/**
 * Dependent Information (issue 6, point 5): DEMO0005 (premier MM, tier IF) meets the premier spouse
 * question, answers No (children only; removing the last child asks again), then Yes (the spouse
 * first, then a child), sees the green go-ahead and Next saves and moves on; DEMO0001 (tier IS)
 * resumes at the tab with a direct link, adds the spouse and answers the spouse's optional health
 * questions; DEMO0004, an existing member, finds
 * spouse Alex Lee loaded from the earlier enrollment, his SSN masked, and submits him unchanged. axe on the screen and its popup, and no
 * horizontal scroll at 360 px. Each test works on a fresh copy of its demo enrollment (test factory).
 */
import { expect, test, type Locator, type Page } from './support/csp';
import { DEMO0001, DEMO0004, DEMO0005, type DemoEnrollment } from '../schemas/demo/enrollments';
import { DEMO_HEALTH_QUESTIONS } from '../schemas/demo/healthQuestions';
import { MESSAGES } from '../schemas/messages';
import { SAVED_TAB_DESTINATIONS } from '../schemas/tabs';
import { expectNoSeriousA11yViolations, expectOnTab, field, nextButton, savedColumn } from './support';
import { makeEnrollment, ownLinkPath, type OwnEnrollment } from './support/factory';
import { expectNoHorizontalScroll, PHONE } from './support/layout';

interface Dependent { first: string; last: string; dob: string; gender: 'Male' | 'Female'; ssn: string; feet: string; inches: string }

const ROBIN: Dependent = { first: 'Robin', last: 'Quinn', dob: '02/14/1986', gender: 'Female', ssn: '123450055', feet: '5', inches: '6' };
const SKY: Dependent = { first: 'Sky', last: 'Quinn', dob: '03/04/2015', gender: 'Male', ssn: '123450056', feet: '4', inches: '2' };
const CASEY: Dependent = { first: 'Jesse', last: 'Rivera', dob: '01/02/1984', gender: 'Male', ssn: '123450011', feet: '6', inches: '0' };

const question = (page: Page) => page.getByRole('form', { name: 'Spouse enrollment' });
const item = (page: Page, title: string) => page.locator('.item-list__item', { hasText: title });

/** Makes a fresh copy of `demo` and opens the tab with its direct link and waits for it. */
async function openDependents(page: Page, demo: DemoEnrollment): Promise<OwnEnrollment> {
  const mine = await makeEnrollment(page.request, demo);
  await page.goto(ownLinkPath(mine, 'dependent_info'));
  await expect(page).toHaveURL((url) => url.pathname === SAVED_TAB_DESTINATIONS.dependent_info);
  await expectOnTab(page, 'dependent_info');
  return mine;
}

/** Answers the spouse question. */
async function answer(page: Page, choice: 'Yes' | 'No'): Promise<void> {
  await question(page).getByLabel(/enroll your spouse/).selectOption({ label: choice });
  await question(page).getByRole('button', { name: 'Submit' }).click();
  await expect(question(page)).toHaveCount(0);
}

/** Types a dependent into the open popup (the relationship is set by the tier rules). */
async function fill(dialog: Locator, d: Dependent): Promise<void> {
  await field(dialog, 'First Name').fill(d.first);
  await field(dialog, 'Last Name').fill(d.last);
  await field(dialog, 'Date of Birth').pressSequentially(d.dob.replaceAll('/', ''));
  await field(dialog, 'Gender').selectOption({ label: d.gender });
  await field(dialog, 'Social Security Number').fill(d.ssn);
  await field(dialog, 'Height (feet)').fill(d.feet);
  await field(dialog, 'Height (inches)').fill(d.inches);
}

/** Adds one dependent with the Add Spouse or Add Child button and waits for it in the list. */
async function add(page: Page, button: 'Add Spouse' | 'Add Child', d: Dependent, number: number, extra: Record<string, string> = {}): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Dependent #${number}` });
  await expect(field(dialog, 'Relationship')).toHaveValue(button === 'Add Spouse' ? 'spouse' : 'child');
  await fill(dialog, d);
  for (const [label, value] of Object.entries(extra)) await field(dialog, label).fill(value);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(item(page, `Dependent #${number}: ${d.first} ${d.last} (${button === 'Add Spouse' ? 'Spouse' : 'Child'})`)).toBeVisible();
}

test('DEMO0005 answers the premier spouse question No, then Yes after removing the last child, and saves spouse and child', async ({ page }) => {
  const mine = await openDependents(page, DEMO0005);
  await expect(page.getByRole('heading', { level: 2, name: 'Family' })).toBeVisible();
  await question(page).getByRole('button', { name: 'Submit' }).click();
  await expect(question(page).getByRole('alert')).toHaveText(MESSAGES.spouseStatusRequired);
  await expectNoSeriousA11yViolations(page);

  // No: children only.
  await answer(page, 'No');
  await expect(page.getByRole('button', { name: 'Add Spouse' })).toHaveCount(0);
  await add(page, 'Add Child', SKY, 1);
  await expect(page.getByRole('button', { name: 'Add Child' })).toBeVisible();
  await expect(nextButton(page)).toHaveCount(0);
  // Removing the last dependent asks again.
  await page.getByRole('button', { name: 'Delete Dependent #1: Sky Quinn (Child)' }).click();
  await expect(question(page)).toBeVisible();

  // Yes: the spouse first, then a child.
  await answer(page, 'Yes');
  await add(page, 'Add Spouse', ROBIN, 1);
  await page.getByRole('button', { name: 'Add Child' }).click();
  const popup = page.getByRole('dialog', { name: 'Dependent #2' });
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 1280, height: 720 });
  await add(page, 'Add Child', SKY, 2);
  await expect(page.getByText(MESSAGES.dependentsEnough)).toBeVisible();
  // Kept in the temporary store after each change (stored birthdates read year-month-day).
  const firstNames = async () => ((await savedColumn(page, mine.id, 'dependent_info')) as { dependents: { primary_info: Record<string, string> }[] })
    .dependents.map((d) => d.primary_info.first_name);
  await expect.poll(firstNames).toEqual(['Robin', 'Sky']);

  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);
  await nextButton(page).click();
  await expect(page).not.toHaveURL((url) => url.pathname === SAVED_TAB_DESTINATIONS.dependent_info);
  const saved = await savedColumn(page, mine.id, 'dependent_info') as { dependents: { primary_info: Record<string, string> }[] };
  expect(saved.dependents.map((d) => [d.primary_info.relationship, d.primary_info.first_name, d.primary_info.birthdate])).toEqual([
    ['spouse', 'Robin', '1986-02-14'], ['child', 'Sky', '2015-03-04'],
  ]);
});

test('DEMO0001 (tier IS) resumes at the tab with a direct link and adds the spouse', async ({ page }) => {
  const mine = await openDependents(page, DEMO0001);
  await expect(page.getByRole('heading', { level: 2, name: 'Member + Spouse' })).toBeVisible();
  await expect(question(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Child' })).toHaveCount(0);
  await add(page, 'Add Spouse', CASEY, 1);
  await expect(page.getByRole('button', { name: 'Add Spouse' })).toHaveCount(0);
  await expect(page.getByText(MESSAGES.dependentsEnough)).toBeVisible();
  await expect(nextButton(page)).toBeEnabled();

  // The spouse's optional health questions: all No, checked by the server, kept with the spouse.
  await page.getByRole('button', { name: 'Answer health questions of Dependent #1' }).click();
  const health = page.getByRole('dialog', { name: 'Dependent #1' });
  for (const q of DEMO_HEALTH_QUESTIONS) await health.getByRole('group', { name: q.question_text }).getByRole('radio', { name: 'No' }).check();
  await expectNoSeriousA11yViolations(page);
  await health.getByRole('button', { name: 'Submit' }).click();
  await expect(health).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit health questions of Dependent #1' })).toBeVisible();
  const withHealth = async () => ((await savedColumn(page, mine.id, 'dependent_info')) as { dependents: { health_info?: { condition_questions: unknown[] } }[] })
    .dependents[0].health_info?.condition_questions.length ?? 0;
  await expect.poll(withHealth).toBe(DEMO_HEALTH_QUESTIONS.filter((q) => q.question_id !== 150).length);
  await expectNoSeriousA11yViolations(page);
});

test('DEMO0004 finds spouse Alex Lee on file from the earlier enrollment, ready to go on', async ({ page }) => {
  await openDependents(page, DEMO0004);
  await expect(item(page, 'Dependent #1: Alex Lee (Spouse)')).toBeVisible();
  await expect(question(page)).toHaveCount(0);
  await expect(nextButton(page)).toBeEnabled();
  await page.getByRole('button', { name: 'Edit Dependent #1: Alex Lee (Spouse)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dependent #1' });
  await expect(field(dialog, 'Date of Birth')).toHaveValue('09/30/1979');
  await expect(nextButton(page)).toBeDisabled();
  // A spouse's SSN never reaches the browser whole; submitted unchanged, the mask keeps the SSN on file.
  await expect(field(dialog, 'Social Security Number')).toHaveValue('xxxxx7002');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(nextButton(page)).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
});
