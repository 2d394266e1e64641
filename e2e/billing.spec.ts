/**
 * Billing Information (issue 6, point 8): DEMO0001 opens billing with a direct link, toggles
 * card and EFT, meets the card's messages, and pays by EFT with the routing lookup filling the
 * bank name (a failing number shows the lookup's message and clears it); DEMO0002 finishes on
 * list billing (a note only); DEMO0004 (member 7001) pays with the bank account on file, its
 * inputs locked and only masked. Axe on the screen and no horizontal scroll at 360 px.
 * Each test works on a fresh copy of its demo enrollment from the test factory; the demo rows stay as seeded.
 */
import { expect, test, type Page } from './support/csp';
import { DEMO0001, DEMO0002, DEMO0004, type DemoEnrollment } from '../schemas/demo/enrollments';
import { MESSAGES } from '../schemas/messages';
import {
  expectFieldError, expectNoFieldError, expectNoSeriousA11yViolations, expectOnTab, field, fillFields, nextButton, savedColumn,
} from './support';
import { makeEnrollment, ownLinkPath, type OwnEnrollment } from './support/factory';
import { expectNoHorizontalScroll, PHONE } from './support/layout';

const open = async (page: Page, demo: DemoEnrollment): Promise<OwnEnrollment> => {
  const mine = await makeEnrollment(page.request, demo);
  await page.goto(ownLinkPath(mine, 'payment_info'));
  await expectOnTab(page, 'billing_info');
  return mine;
};
const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });

test('DEMO0001: card and EFT toggle, the card messages, the routing lookup, and an EFT save', async ({ page }) => {
  const mine = await open(page, DEMO0001);
  // Portal 11 starts on the card, EFT beside it.
  await expect(radio(page, 'Credit Card')).toBeChecked();
  await expect(field(page, 'Card Number')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await fillFields(page, { 'First Name on Card': 'Casey', 'Last Name on Card': 'Rivera', 'Card Number': '4242', 'Security Code': '12' });
  await nextButton(page).click();
  await expectFieldError(field(page, 'Card Number'), MESSAGES.cardNumber);
  await expectFieldError(field(page, 'Security Code'), MESSAGES.securityCode);

  await radio(page, 'EFT').check();
  await expect(field(page, 'Card Number')).toBeHidden();
  await expect(radio(page, '28th of month')).toBeChecked();
  await expect(page.getByText(/There is a \$30 fee for insufficient funds/)).toBeVisible();

  const routing = field(page, 'Routing Number');
  const bankName = field(page, 'Bank Name');
  await routing.fill('123456780');
  await routing.blur();
  await expect(bankName).toHaveValue('First Demo Bank');
  await routing.fill('123456789');
  await routing.blur();
  await expectFieldError(routing, MESSAGES.routingChecksum);
  await expect(bankName).toHaveValue('');
  await routing.fill('123456780');
  await routing.blur();
  await expect(bankName).toHaveValue('First Demo Bank');
  await expectNoFieldError(routing);

  await fillFields(page, { 'Account Holder Name': 'Casey Rivera', 'Account Number': '123456789012' });
  await field(page, 'Account Type').selectOption('checking');
  await field(page, 'Account Holder Type').selectOption('individual');
  await radio(page, '15th of month').check();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);

  await nextButton(page).click();
  await expectOnTab(page, 'review_info');
  const saved = await savedColumn(page, mine.id, 'payment_info') as Record<string, unknown>;
  expect(saved).toMatchObject({ payment_method: 'eft', bank_name: 'First Demo Bank', routing_number: '123456780', bill_date: '15' });
});

test('DEMO0002: list billing shows its note only and saves', async ({ page }) => {
  const mine = await open(page, DEMO0002);
  await expect(page.getByText(MESSAGES.billingNoteList)).toBeVisible();
  await expect(field(page, 'Routing Number')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);
  await nextButton(page).click();
  await expectOnTab(page, 'review_info');
  expect(await savedColumn(page, mine.id, 'payment_info')).toEqual({ payment_method: 'list' });
});

test('DEMO0004: the bank account on file locks its inputs, masked; new unlocks them; Next saves the account on file', async ({ page }) => {
  const mine = await open(page, DEMO0004);
  const onFile = radio(page, 'First Demo Bank, checking, account xxxxxxxx6789');
  await expect(onFile).toBeChecked();
  await expect(field(page, 'Account Number')).toHaveValue('xxxxxxxx6789');
  await expect(field(page, 'Account Number')).not.toBeEditable();
  await expect(field(page, 'Routing Number')).not.toBeEditable();
  await expect(page.locator('body')).not.toContainText('000123456789');
  await expectNoSeriousA11yViolations(page);

  await radio(page, MESSAGES.newBankAccount).check();
  await expect(field(page, 'Account Number')).toBeEditable();
  await expect(field(page, 'Account Number')).toHaveValue('');
  await onFile.check();
  await expect(field(page, 'Account Number')).toHaveValue('xxxxxxxx6789');

  await nextButton(page).click();
  await expectOnTab(page, 'review_info');
  expect(await savedColumn(page, mine.id, 'payment_info')).toMatchObject({ payment_method: 'eft', bank_name: 'First Demo Bank', bill_date: '28' });
});
