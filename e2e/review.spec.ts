/**
 * Review, completion and receipt: a fresh copy of DEMO0007 (test factory; group 2001, list billing, every step saved but the
 * agreement) resumes at Review & Confirmation; its tiles, details dialogs (masked numbers) and
 * cart panel show; Edit Details on a form tab returns to review after its save, and so does
 * signing the agreement; Next submits and shows the receipt, whose mail carries the PDF copy of
 * the enrollment (no full SSN), the group gets its invoice, and a save after completion is
 * refused. Axe on every screen, no horizontal scroll at 360 px.
 * The journey completes its own copy; the demo row stays as seeded.
 */
import { expect, test, type Page } from './support/csp';
import { pdfText } from './support/pdf';
import { makeEnrollment } from './support/factory';
import { expectNoHorizontalScroll, PHONE } from './support/layout';
import { phoneText } from '../adapters/formatters';
import { POLICY_ID_PATTERN } from '../schemas/api/completion';
import { DEMO0007 } from '../schemas/demo/enrollments';
import { DEMO_GROUP_CONTACTS } from '../schemas/demo/groupContacts';
import { MESSAGES } from '../schemas/messages';
import { expectNoSeriousA11yViolations, expectOnTab, field, nextButton, readOutbox, resumeWithCode, savedColumn } from './support';

const REVIEW = 'Review & Confirmation';
const NEW_PHONE = '5552170788';

const viewDetails = (page: Page, tile: string) => page.getByRole('button', { name: `View Details: ${tile}` });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function expectOnReview(page: Page): Promise<void> {
  await expectOnTab(page, 'review_info');
  await expect(page.getByRole('heading', { level: 1, name: REVIEW })).toBeFocused();
}

test('DEMO0007: review, edit a step and sign, submit, and the receipt with its mail and PDF', async ({ page }) => {
  const mine = await makeEnrollment(page.request, DEMO0007);
  await test.step('the code opens Review & Confirmation with every tile and the cart', async () => {
    await resumeWithCode(page, mine.code, mine.email, 'review_info');
    for (const tile of ['Personal Info', 'Contact Info', 'Employer Info', 'Beneficiary Info', 'Health Questions', 'Dependent Info', 'Billing Info', 'Agreement & Signature']) {
      await expect(page.getByRole('heading', { level: 2, name: tile, exact: true })).toBeVisible();
    }
    const cart = page.getByRole('complementary', { name: 'Your Plans' });
    await expect(cart).toContainText('Acme Group Medical');
    await expect(cart).toContainText('First Month Total Cost$640.00');
    await expect(cart).toContainText('Recurring Monthly Cost$640.00');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('View Details shows a step read-only, with the SSN masked', async () => {
    await viewDetails(page, 'Personal Info').click();
    const personal = dialog(page, 'Personal Info');
    await expect(field(personal, 'First Name')).toHaveValue('Jamie');
    await expect(field(personal, 'First Name')).not.toBeEditable();
    await expect(field(personal, 'Social Security Number')).toHaveValue('xxxxx0007');
    await expectNoSeriousA11yViolations(page);
    await personal.getByRole('button', { name: 'Close' }).click();
    await viewDetails(page, 'Beneficiary Info').click();
    const beneficiaries = dialog(page, 'Beneficiary Info');
    await expect(beneficiaries).toContainText('Beneficiary #1: Alex Fischer');
    await expect(beneficiaries).toContainText('xxxxx0077');
    await expect(beneficiaries).not.toContainText('123450077');
    await page.keyboard.press('Escape');
    await expect(beneficiaries).toBeHidden();
  });

  await test.step('at 360 px nothing scrolls sideways, the dialogs included', async () => {
    await page.setViewportSize(PHONE);
    await expectNoHorizontalScroll(page);
    await viewDetails(page, 'Health Questions').click();
    await expect(dialog(page, 'Health Questions')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await dialog(page, 'Health Questions').getByRole('button', { name: 'Close' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('Edit Details on Contact Info returns to review after its save', async () => {
    await viewDetails(page, 'Contact Info').click();
    await dialog(page, 'Contact Info').getByRole('button', { name: 'Edit Details' }).click();
    await expectOnTab(page, 'contact_info');
    await field(page, 'Contact Number').fill(NEW_PHONE);
    await nextButton(page).click();
    await expectOnReview(page);
    expect(await savedColumn(page, mine.id, 'contact_info')).toMatchObject({ phone_number: NEW_PHONE });
  });

  await test.step('signing the agreement through its tile returns to review too', async () => {
    await viewDetails(page, 'Agreement & Signature').click();
    await dialog(page, 'Agreement & Signature').getByRole('button', { name: 'Edit Details' }).click();
    await expect(page).toHaveURL(/\/enrollment\/agreement-signature$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Agreement, Application and Authorization' })).toBeVisible();
    const boxes = page.getByRole('checkbox');
    await expect(boxes.first()).toBeVisible();
    for (const box of await boxes.all()) await box.check();
    await nextButton(page).click();
    await expectOnReview(page);
  });

  let policyId = '';
  await test.step('Next submits the enrollment and shows the receipt', async () => {
    await field(page, 'Additional Notes (optional)').fill('Please call after 5 pm');
    await nextButton(page).click();
    await expect(page).toHaveURL(/\/enrollment\/receipt$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dear Jamie Fischer, Thank you' })).toBeVisible();
    const policy = page.locator('.receipt__policy');
    await expect(policy).toHaveText(new RegExp(POLICY_ID_PATTERN));
    policyId = (await policy.textContent()) ?? '';
    await expect(page.getByText(MESSAGES.receiptMailed)).toBeVisible();
    // What was enrolled (issue 17): the plan, its amounts and the effective date chosen at checkout.
    const enrolled = page.getByRole('region', { name: 'Your Plans' });
    await expect(enrolled.getByRole('listitem')).toContainText(['Acme Group Medical']);
    await expect(enrolled.getByText('First Month Total Cost')).toBeVisible();
    await expect(enrolled.getByText('Recurring Monthly Cost')).toBeVisible();
    await expect(enrolled.getByText(DEMO0007.effective_date)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(PHONE);
    await expectNoHorizontalScroll(page);
  });

  await test.step("the 'Enrollment Receipt' mail carries the PDF copy, without the full SSN", async () => {
    const receipt = (await readOutbox(page.request)).find((mail) => mail.to === mine.email && mail.subject === MESSAGES.receiptSubject);
    expect(receipt?.text).toContain(policyId);
    expect(receipt?.attachments).toEqual([expect.objectContaining({ filename: `enrollment-${policyId}.pdf`, content_type: 'application/pdf' })]);
    const pdf = await page.request.get(receipt!.attachments[0].url);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = pdfText(await pdf.body());
    // The phone as every page writes it (issue 17), not as stored.
    for (const shown of [policyId, 'Jamie Fischer', phoneText(NEW_PHONE), 'Beneficiary #1: Alex Fischer', 'xxxxx0007', 'Acme Group Medical', 'Please call after 5 pm']) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain('123450007');
  });

  await test.step('list billing: the group contact gets the invoice', async () => {
    await expect.poll(async () => (await readOutbox(page.request)).some((mail) => mail.to === DEMO_GROUP_CONTACTS[2001] && mail.subject.includes(policyId))).toBe(true);
  });

  await test.step('after completion every save is refused', async () => {
    const response = await page.request.post('/api/v1/save-contact-info', {
      data: { enrollment_id: mine.id, email_address: mine.email, phone_number: '5552170799', address1: '1 Elm St', city: 'Springfield' },
    });
    expect(response.status()).toBe(409);
    expect(await response.json()).toEqual({ status: 'error', data: [{ target_element: 'enrollment_id', error_message: MESSAGES.enrollmentComplete }] });
  });

  await test.step('Return to homepage goes to the group home (the storefront issue builds that page)', async () => {
    await page.getByRole('button', { name: 'Return to homepage' }).click();
    await expect(page).toHaveURL(/\/group-home$/);
  });

  await test.step('the submitted enrollment is no longer open in this browser: a wizard step asks to resume one', async () => {
    await page.goto('/enrollment/review-confirm');
    await expect(page.getByRole('heading', { level: 1, name: 'Resume your enrollment' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.sessionMissing);
  });
});
