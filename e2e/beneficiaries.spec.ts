/**
 * Beneficiary Information (issue 6, point 3): DEMO0001 opens the tab with a direct link and adds
 * beneficiaries to exactly 100 with an edit (the percentage keeps digits only, the over-100 and
 * the maximum messages, edit mode's titles, Next only at 100), then Next saves and moves on;
 * DEMO0004, an existing member, finds Alex Lee loaded from the earlier enrollment. axe on the
 * screen and its popups, and no horizontal scroll at 360 px.
 * Each test works on a fresh copy of its demo enrollment from the test factory; the demo rows stay as seeded.
 */
import { expect, test, type Locator, type Page } from './support/csp';
import { totalMessage } from '../domain/beneficiaryRules';
import { DEMO0001, DEMO0004, type DemoEnrollment } from '../schemas/demo/enrollments';
import { MESSAGES } from '../schemas/messages';
import { SAVED_TAB_DESTINATIONS } from '../schemas/tabs';
import { expectNoSeriousA11yViolations, expectOnTab, field, nextButton, savedColumn } from './support';
import { makeEnrollment, ownLinkPath, type OwnEnrollment } from './support/factory';
import { expectNoHorizontalScroll, PHONE } from './support/layout';

interface Beneficiary { first: string; last: string; dob: string; relationship: string; ssn: string; percentage: string }

const notes = (page: Page) => page.locator('output.list-step__notes');
const addButton = (page: Page) => page.getByRole('button', { name: 'Add Beneficiary', exact: true });
const item = (page: Page, title: string) => page.locator('.item-list__item', { hasText: title });
const deleteButtons = (page: Page) => page.getByRole('button', { name: /^Delete Beneficiary #/ });

/** Makes a fresh copy of `demo` and opens the tab with its direct link (a link may name any tab) and waits for it. */
async function openBeneficiaries(page: Page, demo: DemoEnrollment): Promise<OwnEnrollment> {
  const mine = await makeEnrollment(page.request, demo);
  await page.goto(ownLinkPath(mine, 'benificiary_info'));
  await expect(page).toHaveURL((url) => url.pathname === SAVED_TAB_DESTINATIONS.benificiary_info);
  await expectOnTab(page, 'beneficiary_info');
  return mine;
}

/** Types a beneficiary into the open popup. */
async function fill(dialog: Locator, b: Beneficiary): Promise<void> {
  await field(dialog, 'First Name').fill(b.first);
  await field(dialog, 'Last Name').fill(b.last);
  await field(dialog, 'Date of Birth').pressSequentially(b.dob.replaceAll('/', ''));
  await field(dialog, 'Relationship').selectOption({ label: b.relationship });
  await field(dialog, 'Social Security Number').fill(b.ssn);
  await field(dialog, 'Beneficiary Percentage').fill(b.percentage);
}

/** Adds one beneficiary through the add popup and waits for it in the list. */
async function add(page: Page, b: Beneficiary, number: number): Promise<void> {
  await addButton(page).click();
  const dialog = page.getByRole('dialog', { name: `Add Beneficiary #${number}` });
  await fill(dialog, b);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(item(page, `Beneficiary #${number}: ${b.first} ${b.last}`)).toBeVisible();
}

/** Changes a beneficiary's percentage through the edit popup. */
async function editPercentage(page: Page, title: string, percentage: string): Promise<void> {
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Edit ${title.split(':')[0]}$`) });
  await field(dialog, 'Beneficiary Percentage').fill(percentage);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
}

const ANN: Beneficiary = { first: 'Ann', last: 'Rivera', dob: '02/03/2001', relationship: 'Child', ssn: '123456701', percentage: '50' };
const BO: Beneficiary = { first: 'Bo', last: 'Rivera', dob: '04/05/1960', relationship: 'Parent', ssn: '123456702', percentage: '60' };
const CY: Beneficiary = { first: 'Cy', last: 'Rivera', dob: '06/07/1990', relationship: 'Sibling', ssn: '123456703', percentage: '30' };

test('DEMO0001 adds beneficiaries to exactly 100 with an edit, then Next saves and moves on', async ({ page }) => {
  const mine = await openBeneficiaries(page, DEMO0001);
  await expect(notes(page)).toHaveText(MESSAGES.beneficiaryNone);
  await expect(nextButton(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The percentage keeps digits only, at most three, without leading zeros; the client refuses 0 before asking the server.
  await addButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Add Beneficiary #1' });
  await expect(field(dialog, 'First Name')).toBeFocused();
  await field(dialog, 'Beneficiary Percentage').pressSequentially('a5%0x9');
  await expect(field(dialog, 'Beneficiary Percentage')).toHaveValue('509');
  await field(dialog, 'Beneficiary Percentage').fill('');
  await field(dialog, 'Beneficiary Percentage').pressSequentially('050');
  await expect(field(dialog, 'Beneficiary Percentage')).toHaveValue('50');
  await fill(dialog, { ...ANN, percentage: '0' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(field(dialog, 'Beneficiary Percentage')).toHaveAccessibleDescription(new RegExp(MESSAGES.beneficiaryPercentage));
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 1280, height: 720 });

  await add(page, ANN, 1);
  await expect(notes(page)).toHaveText(totalMessage(50));
  await expect(nextButton(page)).toHaveCount(0);

  // Over 100: the total message, no add, no Next.
  await add(page, BO, 2);
  await expect(notes(page)).toHaveText(totalMessage(110));
  await expect(addButton(page)).toHaveCount(0);
  await expect(nextButton(page)).toHaveCount(0);

  // Edit mode: delete waits with the spec's title, restored after the edit.
  await page.getByRole('button', { name: 'Edit Beneficiary #2: Bo Rivera' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Beneficiary #2' });
  await expect(field(edit, 'Date of Birth')).toHaveValue(BO.dob);
  for (const button of await deleteButtons(page).all()) {
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('title', MESSAGES.listDeleteEditFirst);
  }
  await field(edit, 'Beneficiary Percentage').fill('20');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(edit).toBeHidden();
  for (const button of await deleteButtons(page).all()) await expect(button).toHaveAttribute('title', MESSAGES.listDelete);
  await expect(notes(page)).toHaveText(totalMessage(70));

  // The third reaches 100: the maximum message, and Next appears.
  await add(page, CY, 3);
  await expect(notes(page)).toHaveText(MESSAGES.beneficiaryMax);
  await expect(addButton(page)).toHaveCount(0);
  await expect(nextButton(page)).toHaveAttribute('title', MESSAGES.listContinue);

  // An open edit holds Next back with its title; Cancel gives it back.
  await page.getByRole('button', { name: 'Edit Beneficiary #3: Cy Rivera' }).click();
  await expect(nextButton(page)).toBeDisabled();
  await expect(nextButton(page)).toHaveAttribute('title', MESSAGES.listContinueEditFirst);
  await page.getByRole('dialog', { name: 'Edit Beneficiary #3' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(nextButton(page)).toBeEnabled();

  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);

  await nextButton(page).click();
  await expect(page).toHaveURL((url) => url.pathname === SAVED_TAB_DESTINATIONS.health_info);
  const saved = await savedColumn(page, mine.id, 'benificiary_info') as { beneficiaries: Record<string, string>[] };
  expect(saved.beneficiaries.map((b) => [b.first_name, b.beneficiary_percentage, b.ssn])).toEqual([
    ['Ann', '50', 'xxxxx6701'], ['Bo', '20', 'xxxxx6702'], ['Cy', '30', 'xxxxx6703'],
  ]);
});

test('DEMO0004 finds the beneficiary on file from the earlier enrollment, ready to go on', async ({ page }) => {
  await openBeneficiaries(page, DEMO0004);
  await expect(item(page, 'Beneficiary #1: Alex Lee')).toBeVisible();
  await expect(nextButton(page)).toBeEnabled();
  await editPercentage(page, 'Beneficiary #1: Alex Lee', '100');
  await page.getByRole('button', { name: 'Edit Beneficiary #1: Alex Lee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Beneficiary #1' });
  await expect(field(dialog, 'Date of Birth')).toHaveValue('09/30/1979');
  await expect(field(dialog, 'Relationship')).toHaveValue('Spouse');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expectNoSeriousA11yViolations(page);
});
