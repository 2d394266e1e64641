/**
 * Issue 8, points 8 and 10 (storefront.md sections 2 "Cart page", 4 "Quote", 5, 6 and 9): the rep
 * Jordan Avery starts a new member, prices and adds a dental plan and $100,000 term life, and
 * from the cart sends a personalised quote: the form's messages, the rendered preview (with the
 * evidence-of-insurability note), 'Quote Successfully Sent to {email}', and the mail read back
 * from the outbox, rendered as sent, with its PDF. Every screen passes axe and fits 360 px.
 */
import { expect, test, type Page } from './support/csp';
import { MESSAGES } from '../schemas/messages';
import { expectAccessibleAtPhoneWidth, PHONE } from './support/layout';
import { readOutbox } from './support/mailbox';
import { addPlanToCart, openJordansSite, startNewMemberAsRep } from './support/storefront';

const RECIPIENT = 'casey.morgan@example.com';

/**
 * axe and the page at 360 px (the header with a cart's count and amount included), then the open
 * dialog at 360 px: inside the window and nothing in it scrolls sideways.
 */
async function expectDialogAccessibleAtPhoneWidth(page: Page): Promise<void> {
  await expectAccessibleAtPhoneWidth(page);
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  const dialog = page.getByRole('dialog');
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, `dialog at ${JSON.stringify(box)}`).toBe(true);
  const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (size) await page.setViewportSize(size);
}

test('the rep previews and sends a personalised quote, and the mail reads as sent', async ({ page, request, browser }) => {
  await test.step('the rep fills a cart for a new member: dental and $100,000 term life', async () => {
    await startNewMemberAsRep(page);
    await addPlanToCart(page, '/plan/401/brightsmile-dental-plus', 'BrightSmile Dental Plus', '$21.40', true);
    await addPlanToCart(page, '/plan/1501/prairie-term-life-100k', 'Prairie Term Life 100k', '$23.80', false);
  });

  const form = page.getByRole('dialog', { name: MESSAGES.quoteSendButton });
  await test.step('the quote form checks the name and the e-mail address', async () => {
    await page.getByRole('button', { name: MESSAGES.quoteSendButton }).click();
    await form.getByLabel('Name').fill('Casey 2');
    await form.getByLabel('Email').fill('casey@');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByText(MESSAGES.quoteNameInvalid)).toBeVisible();
    await expect(form.getByText(MESSAGES.quoteEmailInvalid)).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expectDialogAccessibleAtPhoneWidth(page);
  });

  await test.step('Preview shows the quote as the server renders it, with the evidence-of-insurability note', async () => {
    await form.getByLabel('Name').fill('Casey Morgan');
    await form.getByLabel('Email').fill(RECIPIENT);
    await form.getByLabel('Message (optional)').fill('Here is the cover we talked about.');
    await form.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Quote Preview' });
    const quote = preview.getByRole('region', { name: 'Quote preview' });
    await expect(quote.getByText('Dear Casey Morgan,')).toBeVisible();
    await expect(quote.getByRole('cell', { name: 'BrightSmile Dental Plus' })).toBeVisible();
    await expect(quote.getByText(MESSAGES.quoteEvidence.replace('{plan}', 'Prairie Term Life 100k'))).toBeVisible();
    await expect(quote.getByText('$45.20').first()).toBeVisible();
    // The preview area scrolls within 500 px (section 9).
    expect(await quote.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('500px');
    await expectDialogAccessibleAtPhoneWidth(page);
    await preview.getByRole('button', { name: 'Send' }).click();
  });

  await test.step("Send mails it and confirms 'Quote Successfully Sent to {email}'", async () => {
    const sent = page.getByRole('dialog', { name: 'Quote Sent' });
    await expect(sent.getByText(MESSAGES.quoteSent.replace('{email}', RECIPIENT))).toBeVisible();
    await expectAccessibleAtPhoneWidth(page);
    await sent.getByRole('button', { name: 'OK' }).click();
    await expect(sent).toBeHidden();
  });

  await test.step('the outbox holds the quote: its HTML rendered as sent, the PDF and the link to the cart', async () => {
    const mail = (await readOutbox(request)).find((item) => item.to === RECIPIENT);
    expect(mail?.subject).toBe(MESSAGES.quoteMailSubject);
    expect(mail?.text).toMatch(/Review this quote and enroll: http:\/\/[^ ]+\/direct-continue\/[^ ]+\?t=/);
    const pdf = await request.get(mail?.attachments.find((file) => file.filename === 'quote.pdf')?.url ?? '/missing');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await page.goto('/dev/mailbox');
    await page.getByRole('link', { name: 'View the mail as sent (HTML)' }).first().click();
    await expect(page.getByText('Dear Casey Morgan,')).toBeVisible();
    await expect(page.getByRole('table').getByRole('cell', { name: 'Prairie Term Life 100k' })).toBeVisible();
    await expect(page.getByText('Here is the cover we talked about.')).toBeVisible();
  });

  await test.step("the quote's link opens the cart for the person quoted, who is offered no quote of their own", async () => {
    const mail = (await readOutbox(request)).find((item) => item.to === RECIPIENT);
    const link = /Review this quote and enroll: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const context = await browser.newContext();
    const visitor = await context.newPage();
    // The link names the server's public address; open its path on this run's server.
    const { pathname, search } = new URL(link);
    await visitor.goto(new URL(`${pathname}${search}`, page.url()).toString());
    await expect(visitor.getByRole('heading', { level: 1, name: MESSAGES.cartTitle })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Remove Prairie Term Life 100k' })).toBeVisible();
    await expect(visitor.getByRole('button', { name: MESSAGES.quoteSendButton })).toHaveCount(0);
    await context.close();
  });
});

test('an applicant sees no Send Personalized Quote in the cart', async ({ page }) => {
  await openJordansSite(page);
  await addPlanToCart(page, '/plan/401/brightsmile-dental-plus', 'BrightSmile Dental Plus', '$21.40', true);
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.cartTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: MESSAGES.quoteSendButton })).toHaveCount(0);
});
