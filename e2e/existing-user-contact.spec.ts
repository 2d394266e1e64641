/**
 * Issue 2, the existing-user contact check: for enrollment type 'existing-user' (DEMO0004),
 * Next on Contact Information first asks the phone and e-mail validators; what they refuse is
 * shown under the field and nothing is saved, and a valid pair saves and moves on.
 */
import { expect, test } from './support/csp';
import { MESSAGES } from '../schemas/messages';
import { DEMO0004 } from '../schemas/demo/enrollments';
import {
  countPosts, demoLinkPath, expectFieldError, expectNothingSaved, expectOnTab, expectOnTabAccessible, expectResumedAt, field, fillFields,
  nextButton, savedColumn,
} from './support';

/** The seeded phone: the journey ends with the values it started with, so other journeys see them. */
const SEEDED_PHONE = DEMO0004.contact_info!.phone_number as string;

test('DEMO0004: phone and e-mail are checked by the validators before the contact save', async ({ page }) => {
  const saves = countPosts(page, 'save-contact-info');
  await page.goto(demoLinkPath(DEMO0004, 'contact_info'));
  await expectResumedAt(page, 'contact_info');
  const unsaved = { enrollmentId: DEMO0004.id, column: 'contact_info', before: await savedColumn(page, DEMO0004.id, 'contact_info') } as const;
  await fillFields(page, { 'Street Address 1': '12 Elm St', City: 'Springfield', 'Birth City': 'Peoria' });
  await field(page, 'Birth State').selectOption('IL');

  await test.step('a phone the phone validator refuses (area code 123) is flagged and nothing is saved', async () => {
    await field(page, 'Contact Number').fill('1234567890');
    await nextButton(page).click();
    await expectFieldError(field(page, 'Contact Number'), MESSAGES.phone);
    await expectOnTab(page, 'contact_info');
    await expectNothingSaved(page, saves, unsaved);
  });

  await test.step('an address the e-mail validator refuses is flagged and nothing is saved', async () => {
    await field(page, 'Contact Number').fill(SEEDED_PHONE);
    await field(page, "Client's Email").fill('morgan@mail.invalid');
    await nextButton(page).click();
    await expectFieldError(field(page, "Client's Email"), MESSAGES.email);
    await expectOnTab(page, 'contact_info');
    await expectNothingSaved(page, saves, unsaved);
  });

  await test.step('a valid phone and e-mail save and move on to Employer Information', async () => {
    await field(page, "Client's Email").fill(DEMO0004.email);
    await nextButton(page).click();
    await expectOnTabAccessible(page, 'employer_info');
    expect(saves()).toBe(1);
  });
});
