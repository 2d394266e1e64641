/**
 * Agreement & Signature (issue 6, point 7): DEMO0006 resumes at the agreement with its code and
 * signs as the broker; DEMO0005 opens it with a direct link and signs by typing the name from the
 * keyboard alone, then again by drawing with the mouse. The spec's messages when nothing is
 * checked or signed, axe on the screen, and no horizontal scroll at 360 px.
 * Each test signs a fresh copy of the demo enrollment from the test factory; the demo rows stay as seeded.
 */
import { expect, test, type Locator, type Page } from './support/csp';
import { AGREEMENT_TITLE, SIGNATURE_LABELS } from '../schemas/agreement';
import { DEMO_AGREEMENT_TEXTS } from '../schemas/demo/agreement';
import { DEMO0005, DEMO0006 } from '../schemas/demo/enrollments';
import { MESSAGES } from '../schemas/messages';
import { SAVED_TAB_DESTINATIONS } from '../schemas/tabs';
import {
  countPosts, expectFieldError, expectNoSeriousA11yViolations, field, nextButton, openContinueBanner, savedColumn, submitContinue,
} from './support';
import { makeEnrollment, ownLinkPath } from './support/factory';
import { expectNoHorizontalScroll, PHONE } from './support/layout';

const TEXTS = DEMO_AGREEMENT_TEXTS[11];
const AGREEMENT_PATH = SAVED_TAB_DESTINATIONS.aggrement_info;

const checkbox = (page: Page, index: number) => page.getByRole('checkbox', { name: TEXTS[index].text_required });
const signature = (page: Page) => page.getByRole('group', { name: SIGNATURE_LABELS.legend });
const pad = (page: Page) => page.getByRole('img', { name: SIGNATURE_LABELS.pad });

/** The agreement step shows: its URL, the spec's heading and every agreement. */
async function expectOnAgreement(page: Page): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === AGREEMENT_PATH);
  await expect(page.getByRole('heading', { level: 1, name: AGREEMENT_TITLE })).toBeVisible();
  for (const text of TEXTS) await expect(page.getByRole('heading', { level: 2, name: text.text_head })).toBeVisible();
}

/** Next saved the agreement: the wizard moved on to billing, and the server holds the signed agreement. */
async function expectSigned(page: Page, enrollmentId: string, expected: Record<string, unknown>): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === SAVED_TAB_DESTINATIONS.payment_info);
  expect(await savedColumn(page, enrollmentId, 'aggrement_info')).toMatchObject({ status: 'signed', accepted_agreements: expect.any(Array), ...expected });
}

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element was never reached with Tab');
}

/** A stroke across the pad with the mouse. */
async function drawWithMouse(page: Page): Promise<void> {
  await pad(page).scrollIntoViewIfNeeded();
  const box = await pad(page).boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step += 1) await page.mouse.move(box.x + 20 + step * 25, y + (step % 2 ? 18 : -18), { steps: 5 });
  await page.mouse.up();
}

test('DEMO0006 resumes at the agreement with its code and signs as the broker', async ({ page }) => {
  const mine = await makeEnrollment(page.request, DEMO0006);
  const saves = countPosts(page, 'save-agreement-info');
  await openContinueBanner(page);
  await submitContinue(page, mine.code, mine.email);
  await expectOnAgreement(page);
  const broker = page.getByRole('region', { name: 'Broker Verification' });
  await expect(field(broker, 'Broker Name')).toHaveValue('Jordan Avery');
  await expect(field(broker, 'Broker Code')).toHaveValue('AVERY001');
  await expect(field(broker, 'Broker Code')).not.toBeEditable();
  await expect(signature(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await nextButton(page).click();
  for (const index of TEXTS.keys()) await expectFieldError(checkbox(page, index), MESSAGES.agreementRequired);
  await expect(checkbox(page, 0)).toBeFocused();
  expect(saves()).toBe(0);
  await expectNoSeriousA11yViolations(page);

  for (const index of TEXTS.keys()) await checkbox(page, index).check();
  await expect(page.getByText(MESSAGES.agreementRequired)).toHaveCount(0);
  await nextButton(page).click();
  await expectSigned(page, mine.id, { verification_mode: 'rep', signer_name: 'Jordan Avery', agent_code: 'AVERY001', signature_type: 'none' });
});

test('DEMO0005 opens the agreement with a direct link and signs by typing the name, from the keyboard alone', async ({ page }) => {
  const mine = await makeEnrollment(page.request, DEMO0005);
  await page.goto(ownLinkPath(mine, 'aggrement_info'));
  await expectOnAgreement(page);
  await expectNoSeriousA11yViolations(page);
  const saves = countPosts(page, 'save-agreement-info');

  await tabTo(page, nextButton(page));
  await page.keyboard.press('Enter');
  for (const index of TEXTS.keys()) await expectFieldError(checkbox(page, index), MESSAGES.agreementRequired);
  await expect(signature(page).getByText(MESSAGES.signatureRequired)).toBeVisible();
  expect(saves()).toBe(0);
  await expectNoSeriousA11yViolations(page);

  for (const index of TEXTS.keys()) {
    await tabTo(page, checkbox(page, index));
    await page.keyboard.press('Space');
    await expect(checkbox(page, index)).toBeChecked();
  }
  await tabTo(page, page.getByRole('radio', { name: SIGNATURE_LABELS.draw }));
  await page.keyboard.press('ArrowRight');
  const typed = page.getByRole('textbox', { name: SIGNATURE_LABELS.typedInput });
  await expect(typed).toBeVisible();
  await tabTo(page, typed);
  await page.keyboard.type('Jordan Quinn');
  await expectNoSeriousA11yViolations(page);
  await tabTo(page, nextButton(page));
  await page.keyboard.press('Enter');
  await expectSigned(page, mine.id, { verification_mode: 'sigapplicant', signature_type: 'typed', signer_name: 'Jordan Quinn' });
});

test('DEMO0005 draws a signature with the mouse, clears it and signs again; the page fits 360 px', async ({ page }) => {
  const mine = await makeEnrollment(page.request, DEMO0005);
  await page.goto(ownLinkPath(mine, 'aggrement_info'));
  await expectOnAgreement(page);
  for (const index of TEXTS.keys()) await checkbox(page, index).check();
  await expect(pad(page)).toHaveAttribute('data-signed', 'false');
  await nextButton(page).click();
  await expect(signature(page).getByText(MESSAGES.signatureRequired)).toBeVisible();
  await expect(signature(page)).toBeFocused();

  await drawWithMouse(page);
  await expect(pad(page)).toHaveAttribute('data-signed', 'true');
  await expect(signature(page).getByText(MESSAGES.signatureRequired)).toHaveCount(0);
  await signature(page).getByRole('button', { name: SIGNATURE_LABELS.clear }).click();
  await expect(pad(page)).toHaveAttribute('data-signed', 'false');
  await expect(signature(page).getByText(MESSAGES.signatureRequired)).toBeVisible();

  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);
  await drawWithMouse(page);
  await expect(pad(page)).toHaveAttribute('data-signed', 'true');
  await expectNoSeriousA11yViolations(page);
  await nextButton(page).click();
  await expectSigned(page, mine.id, { verification_mode: 'sigapplicant', signature_type: 'drawn', signer_name: 'Jordan Quinn' });
});
