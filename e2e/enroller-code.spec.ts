/**
 * Journey 3 (issue 2): a group 2556 enrollment (a fresh copy of DEMO0003, test factory) cannot leave Personal Information
 * until an enroller code is saved; the modal refuses an empty and a wrong code, accepts ENR-1001.
 */
import { expect, test, type Page } from './support/csp';
import { MESSAGES } from '../schemas/messages';
import { DEMO0003 } from '../schemas/demo/enrollments';
import {
  countPosts, expectFieldError, expectNoSeriousA11yViolations, expectNothingSaved, expectOnTab, expectOnTabAccessible, field, fillFields, nextButton, resumeWithCode,
} from './support';
import { makeEnrollment } from './support/factory';

/** The valid enroller code of groups 2556 and 2512 (demo-world.md). */
const ENROLLER_CODE = 'ENR-1001';

/** A complete, valid Personal Information for portal 12 (gender and birth date are the server's prefill). */
async function fillPersonal(page: Page): Promise<void> {
  await fillFields(page, { 'First Name': 'Jamie', 'Last Name': 'Harper' });
  await field(page, 'Marital Status').selectOption({ label: 'Single' });
  await fillFields(page, { 'Social Security Number': '123450003', 'Weight (lbs)': '165', 'Height (feet)': '5', 'Height (inches)': '11' });
}

test('DEMO0003: group 2556 must save an enroller code before leaving Personal Information', async ({ page }) => {
  const mine = await makeEnrollment(page.request, DEMO0003);
  const saves = countPosts(page, 'save-personal-info');
  const block = page.getByRole('alert').filter({ hasText: MESSAGES.enrollerCodeEmpty });
  const openModal = page.getByRole('button', { name: 'Enter Enroller Code' });

  await test.step('Personal Information offers Enter Enroller Code', async () => {
    await resumeWithCode(page, mine.code, mine.email, 'primary_info');
    await expectOnTabAccessible(page, 'primary_info');
    await expect(openModal).toBeVisible();
  });

  await test.step('Next is blocked even with a valid form', async () => {
    await fillPersonal(page);
    await nextButton(page).click();
    await expect(block).toBeFocused();
    await expectOnTab(page, 'primary_info');
    // DEMO0003 has no personal information saved: the blocked Next must leave it so.
    await expectNothingSaved(page, saves, { enrollmentId: mine.id, column: 'primary_info', before: null });
  });

  const dialog = page.getByRole('dialog', { name: 'Add your enroller code' });
  const input = field(dialog, 'Enroller Code');
  const saveCode = dialog.getByRole('button', { name: 'Save Code' });

  await test.step('the modal refuses an empty and a wrong code', async () => {
    await openModal.click();
    await expect(input).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await saveCode.click();
    await expectFieldError(input, MESSAGES.enrollerCodeEmpty);
    await input.fill('ENR-9999');
    await saveCode.click();
    await expectFieldError(input, MESSAGES.enrollerCodeInvalid);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('ENR-1001 saves and Next then moves to Contact Information', async () => {
    await input.fill(ENROLLER_CODE);
    await saveCode.click();
    await expect(dialog).toBeHidden();
    await expect(block).toBeHidden();
    await nextButton(page).click();
    await expectOnTabAccessible(page, 'contact_info');
    expect(saves()).toBe(1);
  });
});
