/**
 * The receipt and what follows it: the confirmation number on screen, the 'Enrollment Receipt'
 * mail with its PDF copy read back, a save refused once the enrollment is complete.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { POLICY_ID_PATTERN } from '../../schemas/api/completion';
import { MESSAGES } from '../../schemas/messages';
import { RECEIPT_PATH } from '../../schemas/tabs';
import { readOutbox, type OutboxMail } from './mailbox';
import { isPdf, pdfText } from './pdf';

/** The receipt shows 'Dear {name}, Thank you' and a confirmation number; returns the policy id. */
export async function expectReceipt(page: Page, name: string): Promise<string> {
  await expect(page).toHaveURL((url) => url.pathname === RECEIPT_PATH);
  await expect(page.getByRole('heading', { level: 1, name: `Dear ${name}, Thank you` })).toBeVisible();
  const policy = page.locator('.receipt__policy');
  await expect(policy).toHaveText(new RegExp(POLICY_ID_PATTERN));
  await expect(page.getByText(MESSAGES.receiptMailed)).toBeVisible();
  return (await policy.textContent()) ?? '';
}

/** The 'Enrollment Receipt' mail naming `policyId` (waits for it: the mail is sent with the completion). */
export async function receiptMail(request: APIRequestContext, policyId: string): Promise<OutboxMail> {
  const find = async () => (await readOutbox(request)).find((mail) => mail.subject === MESSAGES.receiptSubject && mail.text.includes(policyId));
  await expect.poll(async () => Boolean(await find())).toBe(true);
  return (await find())!;
}

/** The text of the mail's PDF copy (its one attachment, `enrollment-{policy}.pdf`), read back from /dev/mailbox. */
export async function receiptPdfText(request: APIRequestContext, mail: OutboxMail, policyId: string): Promise<string> {
  expect(mail.attachments).toEqual([expect.objectContaining({ filename: `enrollment-${policyId}.pdf`, content_type: 'application/pdf' })]);
  const response = await request.get(mail.attachments[0].url);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const bytes = await response.body();
  expect(isPdf(bytes)).toBe(true);
  return pdfText(bytes);
}

/** A save on a completed enrollment answers 409 with the spec's message at enrollment_id. */
export async function expectSaveRefusedAfterCompletion(page: Page, route: string, data: Record<string, unknown>): Promise<void> {
  const response = await page.request.post(`/api/v1/${route}`, { data });
  expect(response.status()).toBe(409);
  expect(await response.json()).toEqual({ status: 'error', data: [{ target_element: 'enrollment_id', error_message: MESSAGES.enrollmentComplete }] });
}
