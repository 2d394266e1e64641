/**
 * Journey 1 (issue 2): resume a fresh copy of DEMO0001 (test factory) by code, see the spec's messages on the banner, on
 * Personal and on Contact Information, save for later, resume in another browser with the
 * mailed code and find everything intact; the old code stops working.
 */
import { expect, test, type Page } from './support/csp';
import { MESSAGES } from '../schemas/messages';
import { DEMO0001 } from '../schemas/demo/enrollments';
import {
  backButton, continueForm, expectFieldError, expectFieldValues, expectNoFieldError, expectNoSeriousA11yViolations, expectOnTab,
  expectOnTabAccessible, expectResumedAt, field, fillFields, nextButton, openContinueBanner, readLatestCode, resumeWithCode, submitContinue,
  type FieldValues,
} from './support';
import { makeEnrollment, type OwnEnrollment } from './support/factory';

/** Where the user sends the new code (the save-later modal's alternate e-mail). */
const LATER_EMAIL = 'casey.later@example.com';

/** What the journey types into Personal Information once prior coverage shows its fields, by label. */
const PERSONAL: FieldValues = {
  'First Name': 'Casey', 'Social Security Number': '123456789', 'Height (feet)': '5', 'Height (inches)': '7',
  'Insurance Carrier Name': 'Prairie Mutual', 'Effective Date': '01/01/2020', 'Termination Date': '12/31/2024',
};

/** What the journey types into Contact Information, by label. */
const CONTACT: FieldValues = {
  "Client's Email": 'casey.rivera@example.com', 'Contact Number': '5552170333', 'Street Address 1': '42 Elm St', City: 'Springfield', 'Birth City': 'Peoria',
};
/** The birth state the journey chooses. */
const BIRTH_STATE = 'IL';

async function bannerMessages(page: Page, mine: OwnEnrollment): Promise<void> {
  await openContinueBanner(page);
  await expectNoSeriousA11yViolations(page);
  const form = continueForm(page);
  await form.submit.click();
  await expectFieldError(form.code, MESSAGES.required);
  await expectFieldError(form.email, MESSAGES.required);

  await submitContinue(page, mine.code, 'demo@example');
  await expectFieldError(form.email, MESSAGES.continueInvalidEmail);
  await expectNoFieldError(form.code);

  await submitContinue(page, 'WRONG0001', mine.email);
  await expectFieldError(form.code, MESSAGES.continueFailed);
  await expectFieldError(form.email, MESSAGES.continueFailed);
  await expectNoSeriousA11yViolations(page);
}

async function personalMessages(page: Page): Promise<void> {
  await expect(field(page, 'First Name')).toHaveValue(DEMO0001.primary_info!.first_name as string);
  await expect(field(page, 'Last Name')).toHaveValue(DEMO0001.primary_info!.last_name as string);

  await field(page, 'First Name').fill('C4sey');
  await field(page, 'Social Security Number').fill('12345');
  await expect(field(page, 'Insurance Carrier Name')).toBeHidden();
  await page.getByRole('radio', { name: 'Have had Insurance Carrier' }).check();
  await expect(field(page, 'Insurance Carrier Name')).toBeVisible();
  await expect(field(page, 'Termination Date')).toBeVisible();
  await field(page, 'Effective Date').fill('02/30/2020');
  await expect(field(page, 'Effective Date')).toHaveValue('02/30/2020');
  await nextButton(page).click();

  await expectFieldError(field(page, 'First Name'), MESSAGES.firstName);
  await expectFieldError(field(page, 'Social Security Number'), MESSAGES.ssn);
  await expectFieldError(field(page, 'Effective Date'), MESSAGES.date);
  await expectFieldError(field(page, 'Insurance Carrier Name'), MESSAGES.required);
  await expectOnTab(page, 'primary_info');
  await expectNoSeriousA11yViolations(page);
}

async function expectPersonalIntact(page: Page): Promise<void> {
  await expect(page.getByRole('radio', { name: 'Have had Insurance Carrier' })).toBeChecked();
  await expectFieldValues(page, { ...PERSONAL, 'Last Name': DEMO0001.primary_info!.last_name as string });
}

async function contactMessages(page: Page): Promise<void> {
  await field(page, 'Contact Number').fill('55521');
  await field(page, "Client's Email").fill('casey@@example');
  await nextButton(page).click();
  await expectFieldError(field(page, 'Contact Number'), MESSAGES.phone);
  await expectFieldError(field(page, "Client's Email"), MESSAGES.email);
  await expectOnTab(page, 'contact_info');
  await expectNoSeriousA11yViolations(page);
}

async function fillContact(page: Page): Promise<void> {
  await fillFields(page, CONTACT);
  await field(page, 'Birth State').selectOption(BIRTH_STATE);
}

/** Everything typed, the chosen birth state, and the server's prefill of state and zip. */
async function expectContactIntact(page: Page): Promise<void> {
  await expectFieldValues(page, { ...CONTACT, 'Birth State': BIRTH_STATE, State: DEMO0001.filter_info.state, Zip: DEMO0001.filter_info.zip });
}

async function saveForLater(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save & Continue Later' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save & Continue Later' });
  const email = field(dialog, MESSAGES.saveLaterPrompt);
  await expect(email).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await email.fill('casey.later@');
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  await expectFieldError(email, MESSAGES.saveLaterInvalidEmail);
  await email.fill(LATER_EMAIL);
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  await expect(dialog.getByText(MESSAGES.saveLaterSaved)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

test('DEMO0001: resume, fix every message, save for later and resume elsewhere with the mailed code', async ({ page, browser, request }) => {
  const mine = await makeEnrollment(request, DEMO0001);
  await test.step('the banner flags empty, malformed and wrong input', () => bannerMessages(page, mine));

  await test.step('the code and e-mail open Personal Information with the saved values', async () => {
    await submitContinue(page, mine.code, mine.email);
    await expectResumedAt(page, 'primary_info');
    await expectOnTabAccessible(page, 'primary_info');
  });

  await test.step('Personal Information shows the messages for a bad name, SSN and date', () => personalMessages(page));

  await test.step('a corrected Personal Information saves and Next opens Contact Information', async () => {
    await fillFields(page, PERSONAL);
    await nextButton(page).click();
    await expectOnTabAccessible(page, 'contact_info');
  });

  await test.step('Contact Information shows the messages for a bad phone and e-mail', () => contactMessages(page));

  await test.step('Save & Continue Later checks the e-mail, then mails a new code', async () => {
    await fillContact(page);
    await saveForLater(page);
  });

  const code = await readLatestCode(request, LATER_EMAIL);
  expect(code).not.toBe(mine.code);

  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await test.step('another browser resumes with the new code at Contact Information, data intact', async () => {
      await resumeWithCode(other, code, LATER_EMAIL, 'contact_info');
      await expectOnTabAccessible(other, 'contact_info');
      await expectContactIntact(other);
    });

    await test.step('Back shows Personal Information intact', async () => {
      await backButton(other).click();
      await expectOnTabAccessible(other, 'primary_info');
      await expectPersonalIntact(other);
    });

    await test.step('the old code no longer opens the enrollment', async () => {
      await openContinueBanner(other);
      await submitContinue(other, mine.code, mine.email);
      const form = continueForm(other);
      await expectFieldError(form.code, MESSAGES.continueFailed);
      await expectFieldError(form.email, MESSAGES.continueFailed);
    });
  } finally {
    await elsewhere.close();
  }
});
