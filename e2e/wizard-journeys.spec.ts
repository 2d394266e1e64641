/**
 * Issue 6's "What a user can do when this is done", whole journeys across the tabs (one test per
 * demo enrollment, one step per tab), on the real screens, server and database:
 * - DEMO0001 resumes with its code and goes through every tab portal 11 requires, in order, to
 *   the receipt; the 'Enrollment Receipt' mail carries the PDF copy; a save afterwards is refused.
 * - DEMO0002, a group employee, finishes on list billing and the group's invoice is mailed.
 * - DEMO0004, member 7001, finds the beneficiary, health answers and dependent on file and can
 *   pay with the bank account on file.
 * DEMO0005's spouse answers and DEMO0006's broker signature are dependents.spec.ts's and
 * agreement.spec.ts's. Each journey resumes a fresh copy of its demo enrollment (test factory,
 * support/factory.ts) with the copy's code, so it completes nothing another spec uses and runs
 * in any order, beside any other spec.
 */
import { expect, test, type Page } from './support/csp';
import { AGREEMENT_TITLE } from '../schemas/agreement';
import { DEMO_AGREEMENT_TEXTS } from '../schemas/demo/agreement';
import { DEMO0001, DEMO0002, DEMO0004 } from '../schemas/demo/enrollments';
import { DEMO_GROUP_CONTACTS } from '../schemas/demo/groupContacts';
import { DEMO_HEALTH_QUESTIONS } from '../schemas/demo/healthQuestions';
import { MESSAGES } from '../schemas/messages';
import type { TabName } from '../schemas/tabs';
import {
  expectNoSeriousA11yViolations, expectOnTab, field, fillFields, nextButton, pathOfTab, readOutbox, resumeWithCode, savedColumn, tabTitle,
} from './support';
import { makeEnrollment } from './support/factory';
import { fillEmployment } from './support/employer';
import { expectNoHorizontalScroll, PHONE } from './support/layout';
import {
  addBeneficiary, deleteAllItems, editBeneficiaryPercentage, fillDependent, listItem, typeDate, type BeneficiaryInput, type DependentInput,
} from './support/lists';
import { expectReceipt, expectSaveRefusedAfterCompletion, receiptMail, receiptPdfText } from './support/receipt';
import { drawSignatureWithMouse, signaturePad } from './support/signature';

const questionText = (id: number) => DEMO_HEALTH_QUESTIONS.find((q) => q.question_id === id)!.question_text;
/** A health question's fieldset, named by its text. */
const question = (page: Page, id: number) => page.getByRole('group', { name: questionText(id), exact: true });
const answer = (page: Page, id: number, choice: 'Yes' | 'No') => question(page, id).getByRole('radio', { name: choice, exact: true }).check();
const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
const viewDetails = (page: Page, tile: string) => page.getByRole('button', { name: `View Details: ${tile}` });

/** Answers every condition question No and the medication question No (Yes where `yes` says). */
async function answerAllNo(page: Page, yes: number[] = []): Promise<void> {
  for (const q of DEMO_HEALTH_QUESTIONS) await answer(page, q.question_id, yes.includes(q.question_id) ? 'Yes' : 'No');
}

/** Checks every agreement box of the tab (the texts differ per portal). */
async function acceptAgreements(page: Page, portal: 11 | 12): Promise<void> {
  for (const text of DEMO_AGREEMENT_TEXTS[portal]) await page.getByRole('checkbox', { name: text.text_required }).check();
}

/**
 * The wizard shows `tab`: the step indicator marks it, and its heading shows (the agreement's
 * heading is the spec's 'Agreement, Application and Authorization', not the step's title).
 */
async function expectOnStep(page: Page, tab: TabName): Promise<void> {
  if (tab !== 'agreement_info') return expectOnTab(page, tab);
  await expect(page).toHaveURL((url) => url.pathname === pathOfTab(tab));
  await expect(page.getByRole('heading', { level: 1, name: AGREEMENT_TITLE })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Enrollment steps' }).locator('[aria-current="step"]')).toHaveText(tabTitle(tab));
}

/** Review's Next submits: the receipt greets `name` with a confirmation number (returned); axe, and nothing scrolls sideways at 360 px. */
async function submitToReceipt(page: Page, name: string): Promise<string> {
  await nextButton(page).click();
  const policyId = await expectReceipt(page, name);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);
  return policyId;
}

/** Next, and the wizard shows `tab`; axe on it as loaded. */
async function nextTo(page: Page, tab: TabName): Promise<void> {
  await nextButton(page).click();
  await expectOnStep(page, tab);
  await expectNoSeriousA11yViolations(page);
}

const ANN: BeneficiaryInput = { first: 'Ann', last: 'Rivera', dob: '02/03/2001', relationship: 'Child', ssn: '123456711', percentage: '40' };
const BO: BeneficiaryInput = { first: 'Bo', last: 'Rivera', dob: '04/05/1960', relationship: 'Parent', ssn: '123456712', percentage: '70' };
const JESSE: DependentInput = { first: 'Jesse', last: 'Rivera', dob: '01/02/1984', gender: 'Male', ssn: '123450011', feet: '6', inches: '0' };
const CASEY_SSN = '123456789';
const ROUTING = { number: '123456780', bank: 'First Demo Bank' };
const ACCOUNT = '123456789012';

test('DEMO0001 goes through every tab of portal 11 to the receipt, its mail and PDF, and nothing changes after', async ({ page }) => {
  const mine = await makeEnrollment(page.request, DEMO0001);
  await test.step('the code at /continue-enrollment opens the enrollment', async () => {
    await resumeWithCode(page, mine.code, mine.email, 'primary_info');
    await expectOnTab(page, 'primary_info');
    // Portal 11 requires every tab but Employer Information, review last.
    await expect(page.getByRole('navigation', { name: 'Enrollment steps' }).getByRole('listitem')).toHaveText(
      (['primary_info', 'contact_info', 'beneficiary_info', 'primary_health_info', 'dependent_info', 'agreement_info', 'billing_info', 'review_info'] as const).map(tabTitle),
    );
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('Personal Information', async () => {
    await fillFields(page, { 'First Name': 'Casey', 'Last Name': 'Rivera', 'Social Security Number': CASEY_SSN, 'Height (feet)': '5', 'Height (inches)': '7' });
    await nextTo(page, 'contact_info');
  });

  await test.step('Contact Information', async () => {
    await fillFields(page, { "Client's Email": mine.email, 'Contact Number': '5552170333', 'Street Address 1': '42 Elm St', City: 'Springfield' });
    await nextTo(page, 'beneficiary_info');
  });

  await test.step('Beneficiary Information: to exactly 100 with an edit', async () => {
    await deleteAllItems(page, 'Beneficiary');
    await expect(nextButton(page)).toHaveCount(0);
    await addBeneficiary(page, ANN, 1);
    await addBeneficiary(page, BO, 2);
    // 110 %: no Next until the edit brings it to exactly 100.
    await expect(nextButton(page)).toHaveCount(0);
    await editBeneficiaryPercentage(page, 'Beneficiary #2: Bo Rivera', '60');
    await expect(nextButton(page)).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await nextTo(page, 'primary_health_info');
  });

  await test.step('Health Questions: a Yes with its details', async () => {
    await answerAllNo(page, [140]);
    const details = question(page, 140);
    await field(details, 'Health Condition').fill('High blood pressure');
    await field(details, 'Date of Onset').fill('');
    await typeDate(field(details, 'Date of Onset'), '03/14/2021');
    await field(details, 'Current Treatment').selectOption({ label: 'Yes' });
    await field(details, 'Taking Medication').selectOption({ label: 'No' });
    await field(details, 'Date Last Seen by a Doctor').fill('');
    await typeDate(field(details, 'Date Last Seen by a Doctor'), '01/15/2026');
    await expectNoSeriousA11yViolations(page);
    await nextTo(page, 'dependent_info');
  });

  await test.step('Dependent Information: the spouse (tier IS)', async () => {
    await expect(page.getByRole('heading', { level: 2, name: 'Member + Spouse' })).toBeVisible();
    await deleteAllItems(page, 'Dependent');
    await page.getByRole('button', { name: 'Add Spouse', exact: true }).click();
    const popup = dialog(page, 'Dependent #1');
    await expect(field(popup, 'Relationship')).toHaveValue('spouse');
    await fillDependent(popup, JESSE);
    await popup.getByRole('button', { name: 'Submit' }).click();
    await expect(popup).toBeHidden();
    await expect(listItem(page, 'Dependent #1: Jesse Rivera (Spouse)')).toBeVisible();
    await expect(page.getByText(MESSAGES.dependentsEnough)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await nextTo(page, 'agreement_info');
  });

  await test.step('Agreement & Signature: every box and a signature drawn with the mouse', async () => {
    await acceptAgreements(page, 11);
    await drawSignatureWithMouse(page);
    await expect(signaturePad(page)).toHaveAttribute('data-signed', 'true');
    await expectNoSeriousA11yViolations(page);
    await nextTo(page, 'billing_info');
    expect(await savedColumn(page, mine.id, 'aggrement_info')).toMatchObject({ status: 'signed', verification_mode: 'sigapplicant', signature_type: 'drawn' });
  });

  await test.step('Billing Information: EFT, the routing lookup names the bank', async () => {
    await radio(page, 'EFT').check();
    const routing = field(page, 'Routing Number');
    await routing.fill(ROUTING.number);
    await routing.blur();
    await expect(field(page, 'Bank Name')).toHaveValue(ROUTING.bank);
    await fillFields(page, { 'Account Holder Name': 'Casey Rivera', 'Account Number': ACCOUNT });
    await field(page, 'Account Type').selectOption('checking');
    await field(page, 'Account Holder Type').selectOption('individual');
    await expectNoSeriousA11yViolations(page);
    await nextTo(page, 'review_info');
    expect(await savedColumn(page, mine.id, 'payment_info')).toMatchObject({ payment_method: 'eft', bank_name: ROUTING.bank, routing_number: ROUTING.number });
  });

  await test.step('Review & Confirmation: Edit Details on Beneficiary Info returns to review after its save', async () => {
    for (const tile of ['Personal Info', 'Contact Info', 'Beneficiary Info', 'Health Questions', 'Dependent Info', 'Agreement & Signature', 'Billing Info']) {
      await expect(page.getByRole('heading', { level: 2, name: tile, exact: true })).toBeVisible();
    }
    await viewDetails(page, 'Beneficiary Info').click();
    await expect(dialog(page, 'Beneficiary Info')).toContainText('Beneficiary #2: Bo Rivera');
    await dialog(page, 'Beneficiary Info').getByRole('button', { name: 'Edit Details' }).click();
    await expectOnTab(page, 'beneficiary_info');
    await editBeneficiaryPercentage(page, 'Beneficiary #1: Ann Rivera', '30');
    await editBeneficiaryPercentage(page, 'Beneficiary #2: Bo Rivera', '70');
    await nextTo(page, 'review_info');
    const saved = (await savedColumn(page, mine.id, 'benificiary_info')) as { beneficiaries: Record<string, string>[] };
    expect(saved.beneficiaries.map((b) => [b.first_name, b.beneficiary_percentage])).toEqual([['Ann', '30'], ['Bo', '70']]);
  });

  const policyId = await test.step('Next submits: the receipt with its confirmation number, fitting 360 px', () => submitToReceipt(page, 'Casey Rivera'));

  await test.step("the 'Enrollment Receipt' mail carries the PDF copy, without a full SSN or account number", async () => {
    const mail = await receiptMail(page.request, policyId);
    expect(mail.to).toContain(mine.email);
    const text = await receiptPdfText(page.request, mail, policyId);
    for (const shown of [policyId, 'Casey Rivera', 'xxxxx6789', 'Beneficiary #1: Ann Rivera', 'High blood pressure', 'Jesse Rivera', ROUTING.bank]) expect(text).toContain(shown);
    for (const secret of [CASEY_SSN, ANN.ssn, JESSE.ssn, ACCOUNT]) expect(text).not.toContain(secret);
  });

  await test.step('after completion a save is refused, and Back finds no enrollment to change in this browser', async () => {
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Resume your enrollment' })).toBeVisible();
    await expectSaveRefusedAfterCompletion(page, 'save-contact-info', {
      enrollment_id: mine.id, email_address: mine.email, phone_number: '5552170399', address1: '42 Elm St', city: 'Springfield',
    });
  });
});

test('DEMO0002, a group employee, finishes on list billing and the group is invoiced', async ({ page }) => {
  const mine = await makeEnrollment(page.request, DEMO0002);
  await test.step('the code opens Employer Information; it saves', async () => {
    await resumeWithCode(page, mine.code, mine.email, 'employer_info');
    await expectOnTab(page, 'employer_info');
    await fillEmployment(page);
    await expectNoSeriousA11yViolations(page);
    await nextTo(page, 'beneficiary_info');
  });

  await test.step('Beneficiary Information: one at 100', async () => {
    await deleteAllItems(page, 'Beneficiary');
    await addBeneficiary(page, { first: 'Sam', last: 'Brooks', dob: '07/08/1991', relationship: 'Spouse', ssn: '123450022', percentage: '100' }, 1);
    await nextTo(page, 'primary_health_info');
  });

  await test.step('Health Questions: all No', async () => {
    await answerAllNo(page);
    await nextTo(page, 'dependent_info');
  });

  await test.step('Dependent Information: tier IF, a spouse and a child', async () => {
    await deleteAllItems(page, 'Dependent');
    for (const [number, button, d] of [
      [1, 'Add Spouse', { first: 'Sam', last: 'Brooks', dob: '07/08/1991', gender: 'Male', ssn: '123450022', feet: '5', inches: '9', weight: '170' }],
      [2, 'Add Child', { first: 'Kit', last: 'Brooks', dob: '05/06/2016', gender: 'Female', ssn: '123450023', feet: '4', inches: '1', weight: '60' }],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).click();
      const popup = dialog(page, `Dependent #${number}`);
      await fillDependent(popup, d);
      await popup.getByRole('button', { name: 'Submit' }).click();
      await expect(popup).toBeHidden();
    }
    await expect(page.getByText(MESSAGES.dependentsEnough)).toBeVisible();
    await nextTo(page, 'agreement_info');
  });

  await test.step('Agreement & Signature: the group verifies, read-only', async () => {
    await expect(field(page, 'Group Name')).toHaveValue('Acme Manufacturing');
    await expect(field(page, 'Group Code')).toHaveValue('ACME2001');
    await expect(field(page, 'Group Code')).not.toBeEditable();
    await expect(signaturePad(page)).toHaveCount(0);
    await acceptAgreements(page, 12);
    await nextTo(page, 'billing_info');
  });

  await test.step('Billing Information: the list-billing note only', async () => {
    await expect(page.getByText(MESSAGES.billingNoteList)).toBeVisible();
    await expect(field(page, 'Routing Number')).toHaveCount(0);
    await nextTo(page, 'review_info');
  });

  const policyId = await test.step('Review & Confirmation: Next submits, the receipt shows, fitting 360 px', () => submitToReceipt(page, 'Taylor Brooks'));

  await test.step("the group's invoice mail arrives", async () => {
    await expect.poll(async () => (await readOutbox(page.request)).some((mail) => mail.to.includes(DEMO_GROUP_CONTACTS[2001]) && mail.subject.includes(policyId))).toBe(true);
  });
});

test('DEMO0004, member 7001, finds the beneficiary, health answers and dependent on file, and can pay with the bank on file', async ({ page }) => {
  const mine = await makeEnrollment(page.request, DEMO0004);
  await test.step('the code opens Contact Information; Next goes on', async () => {
    await resumeWithCode(page, mine.code, mine.email, 'contact_info');
    await expectOnTab(page, 'contact_info');
    await fillFields(page, { 'Street Address 1': '7 Lake St', City: 'Springfield', 'Birth City': 'Peoria' });
    await field(page, 'Birth State').selectOption('IL');
    await nextTo(page, 'employer_info');
    await fillEmployment(page);
    await nextTo(page, 'beneficiary_info');
  });

  await test.step('Beneficiary Information: Alex Lee on file', async () => {
    await expect(listItem(page, 'Beneficiary #1: Alex Lee')).toBeVisible();
    await expect(nextButton(page)).toBeEnabled();
    await nextTo(page, 'primary_health_info');
    const saved = (await savedColumn(page, mine.id, 'benificiary_info')) as { beneficiaries: Record<string, string>[] };
    expect(saved.beneficiaries.map((b) => [b.first_name, b.last_name, b.beneficiary_percentage])).toEqual([['Alex', 'Lee', '100']]);
  });

  await test.step('Health Questions: the answers on file', async () => {
    for (const q of DEMO_HEALTH_QUESTIONS) await expect(question(page, q.question_id).getByRole('radio', { name: 'No', exact: true })).toBeChecked();
    await nextTo(page, 'dependent_info');
  });

  await test.step('Dependent Information: spouse Alex Lee on file', async () => {
    await expect(listItem(page, 'Dependent #1: Alex Lee (Spouse)')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Spouse enrollment' })).toHaveCount(0);
    await nextTo(page, 'agreement_info');
    const saved = (await savedColumn(page, mine.id, 'dependent_info')) as { dependents: { primary_info: Record<string, string> }[] };
    expect(saved.dependents.map((d) => [d.primary_info.relationship, d.primary_info.first_name, d.primary_info.last_name])).toEqual([['spouse', 'Alex', 'Lee']]);
  });

  await test.step('Agreement & Signature: the applicant signs', async () => {
    await acceptAgreements(page, 12);
    await drawSignatureWithMouse(page);
    await expect(signaturePad(page)).toHaveAttribute('data-signed', 'true');
    await nextTo(page, 'billing_info');
  });

  await test.step('Billing Information: the bank account on file can be chosen', async () => {
    const onFile = radio(page, 'First Demo Bank, checking, account xxxxxxxx6789');
    await radio(page, MESSAGES.newBankAccount).check();
    await expect(field(page, 'Account Number')).toBeEditable();
    await onFile.check();
    await expect(onFile).toBeChecked();
    await expect(field(page, 'Account Number')).toHaveValue('xxxxxxxx6789');
    await expect(field(page, 'Account Number')).not.toBeEditable();
    await expect(page.locator('body')).not.toContainText('000123456789');
    await nextTo(page, 'review_info');
    expect(await savedColumn(page, mine.id, 'payment_info')).toMatchObject({ payment_method: 'eft', bank_name: 'First Demo Bank' });
  });
});
