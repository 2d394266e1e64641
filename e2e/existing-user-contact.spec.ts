/**
 * Issue 2, the existing-user contact check: for enrollment type 'existing-user' (a fresh copy of DEMO0004, test factory),
 * Next on Contact Information first asks the phone and e-mail validators; what they refuse is
 * shown under the field and nothing is saved, and a valid pair saves and moves on.
 */
import { expect, test } from './support/csp';
import { MESSAGES } from '../schemas/messages';
import { DEMO0004 } from '../schemas/demo/enrollments';
import {
  countPosts, expectFieldError, expectNothingSaved, expectOnTab, expectOnTabAccessible, expectResumedAt, field, fillFields,
  nextButton, savedColumn,
} from './support';
import { makeEnrollment, ownLinkPath } from './support/factory';

/** The seeded phone: the journey ends with the values it started with. */
const SEEDED_PHONE = DEMO0004.contact_info!.phone_number as string;

test('DEMO0004: phone and e-mail are checked by the validators before the contact save', async ({ page }) => {
  const mine = await makeEnrollment(page.request, DEMO0004);
  const saves = countPosts(page, 'save-contact-info');
  await page.goto(ownLinkPath(mine, 'contact_info'));
  await expectResumedAt(page, 'contact_info');
  const unsaved = { enrollmentId: mine.id, column: 'contact_info', before: await savedColumn(page, mine.id, 'contact_info') } as const;
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
    await field(page, "Client's Email").fill(mine.email);
    await nextButton(page).click();
    await expectOnTabAccessible(page, 'employer_info');
    expect(saves()).toBe(1);
  });
});
