/**
 * Forms as data, end to end (issue 14 point 10), with no code change: product staff change group
 * Noland Supply's forms through the admin API (a group-level draft makes 'Middle Name' required
 * with a new label, adds a required 'Preferred contact time' select to Contact Information and a
 * new 'Additional Information' tab with one required text field), publish them, and a new
 * enrollment of that group shows all three (the new tab at its own route, resumable), the server
 * refuses a save without them at the field, they appear on the review page and in the PDF mailed
 * with the receipt; an enrollment that started before the publish still sees the old form;
 * rollback restores the old form (and removes the new tab) for new enrollments; the audit log
 * lists it all. Group 2002 is this spec's own: no other spec enrolls in it, so its published
 * changes reach no one else's journey.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/csp';
import { pdfText } from './support/pdf';
import { DEMO0007 } from '../schemas/demo/enrollments';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PASSWORD, DEMO_STAFF_PUBLISHER_2, DEMO_STAFF_VIEWER } from '../schemas/demo/staffAccounts';
import type { FormLayer } from '../schemas/forms/definition';
import { MESSAGES } from '../schemas/messages';
import {
  expectFieldError, expectNoSeriousA11yViolations, expectOnTab, field, fillFields, makeEnrollment, nextButton, openContinueBanner, readLatestCode, readOutbox,
  resumeWithCode, submitContinue,
} from './support';

const GROUP = 2002;
const MIDDLE = 'Middle name (as on your ID)';
const PREFERRED = 'Preferred contact time';
// Each text a definition sets carries its Spanish: publishing asks for it (issue 18).
const PERSONAL: FormLayer = {
  fields: { middle_name: { label: MIDDLE, required: true } },
  translations: { es: { fields: { middle_name: { label: 'Segundo nombre (como en su identificación)' } } } },
};
const CONTACT: FormLayer = {
  fields: {
    preferred_contact_time: {
      widget: 'select', label: PREFERRED, required: true, hidden: false, order: 100,
      choices: [{ value: 'morning', label: 'Morning' }, { value: 'evening', label: 'Evening' }],
    },
  },
  translations: { es: { fields: { preferred_contact_time: { label: 'Hora de contacto preferida', choices: { morning: 'Mañana', evening: 'Tarde' } } } } },
};

const ADDED_TITLE = 'Additional Information';
const ANYTHING_ELSE = 'Anything else we should know';
/** A new tab (its own form, 'additional_info'), between Dependent Information (5) and the agreement (6). */
const ADDITIONAL: FormLayer = {
  tab: { title: ADDED_TITLE, slug: 'additional-info', order: 5.5, required: true },
  fields: { anything_else: { widget: 'text', label: ANYTHING_ELSE, required: true, maxLength: 200 } },
  translations: { es: { tab: { title: 'Información adicional' }, fields: { anything_else: { label: '¿Algo más que debamos saber?' } } } },
};

/** The page shows the new tab (its heading and current step). */
async function expectOnAddedTab(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/enrollment\/tab\/additional-info$/);
  await expect(page.getByRole('heading', { level: 1, name: ADDED_TITLE })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Enrollment steps' }).locator('[aria-current="step"]')).toHaveText(ADDED_TITLE);
}

/** An API context signed in as one staff member (its own cookie jar). */
async function staff(playwright: { request: { newContext: (o: { baseURL?: string }) => Promise<APIRequestContext> } }, baseURL: string | undefined, email: string) {
  const context = await playwright.request.newContext({ baseURL });
  const signIn = await context.post('/api/v1/admin/session', { data: { email, password: DEMO_STAFF_PASSWORD } });
  expect(signIn.status()).toBe(200);
  return context;
}

const formPath = (form: string) => `/api/v1/admin/forms/${form}/group/${GROUP}`;

async function publish(author: APIRequestContext, publisher: APIRequestContext, form: string, content: FormLayer, reason: string): Promise<number> {
  const draft = await (await author.post(`${formPath(form)}/draft`, { data: {} })).json();
  const saved = await author.put(`${formPath(form)}/draft`, { data: { content, revision: draft.data.revision } });
  expect(saved.status()).toBe(200);
  const published = await publisher.post(`${formPath(form)}/draft/publish`, { data: { reason } });
  expect(published.status()).toBe(200);
  return (await published.json()).data.version;
}

const viewDetails = (page: Page, tile: string) => page.getByRole('button', { name: `View Details: ${tile}` });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** A fresh copy of DEMO0007 (every step saved but the agreement) in group 2002, resumed at review. */
async function enrollAtReview(page: Page) {
  const mine = await makeEnrollment(page.request, DEMO0007, { groupId: GROUP });
  await resumeWithCode(page, mine.code, mine.email, 'review_info');
  return mine;
}

test('a group-level form change, published without a release, reaches new enrollments and only them', async ({ page, browser, playwright, baseURL }) => {
  const author = await staff(playwright, baseURL, DEMO_STAFF_AUTHOR.email);
  const publisher = await staff(playwright, baseURL, DEMO_STAFF_PUBLISHER_2.email);
  const earlier = await browser.newPage();
  let versions: { personal: number; contact: number; added: number } = { personal: 0, contact: 0, added: 0 };
  let mine: Awaited<ReturnType<typeof enrollAtReview>> | undefined;

  await test.step('an enrollment that started before the change opens its contact details (its form is kept)', async () => {
    await enrollAtReview(earlier);
    await viewDetails(earlier, 'Contact Info').click();
    await expect(field(dialog(earlier, 'Contact Info'), 'Contact Number')).toBeVisible();
    await dialog(earlier, 'Contact Info').getByRole('button', { name: 'Close' }).click();
    await expect(viewDetails(earlier, ADDED_TITLE)).toHaveCount(0);
  });

  await test.step('staff change both forms and add a tab for the group, and publish them', async () => {
    versions = {
      personal: await publish(author, publisher, 'primary_info', PERSONAL, 'ID checks need the middle name'),
      contact: await publish(author, publisher, 'contact_info', CONTACT, 'Members asked for call-back times'),
      added: await publish(author, publisher, 'additional_info', ADDITIONAL, 'One more question for Noland Supply'),
    };
  });

  await test.step('a new enrollment of the group sees the new field on review and must answer it', async () => {
    mine = await enrollAtReview(page);
    await viewDetails(page, 'Contact Info').click();
    await expect(field(dialog(page, 'Contact Info'), PREFERRED)).toBeVisible();
    await dialog(page, 'Contact Info').getByRole('button', { name: 'Edit Details' }).click();
    await expectOnTab(page, 'contact_info');
    await nextButton(page).click();
    await expectFieldError(field(page, PREFERRED), MESSAGES.required);
    await expectNoSeriousA11yViolations(page);
    await field(page, PREFERRED).selectOption({ label: 'Evening' });
    await nextButton(page).click();
    await expectOnTab(page, 'review_info');
  });

  await test.step("'Middle Name' is required under its new label", async () => {
    await viewDetails(page, 'Personal Info').click();
    await dialog(page, 'Personal Info').getByRole('button', { name: 'Edit Details' }).click();
    await expectOnTab(page, 'primary_info');
    await field(page, MIDDLE).fill('');
    await nextButton(page).click();
    await expectFieldError(field(page, MIDDLE), MESSAGES.required);
    await field(page, MIDDLE).fill('Quinn');
    await nextButton(page).click();
    await expectOnTab(page, 'review_info');
  });

  await test.step('the new tab shows on review and at its own route, and must be answered', async () => {
    await viewDetails(page, ADDED_TITLE).click();
    await expect(field(dialog(page, ADDED_TITLE), ANYTHING_ELSE)).toBeVisible();
    await dialog(page, ADDED_TITLE).getByRole('button', { name: 'Edit Details' }).click();
    await expectOnAddedTab(page);
    await nextButton(page).click();
    await expectFieldError(field(page, ANYTHING_ELSE), MESSAGES.required);
    await expectNoSeriousA11yViolations(page);
    await field(page, ANYTHING_ELSE).fill('I work night shifts');
    await nextButton(page).click();
    await expectOnTab(page, 'review_info');
    await viewDetails(page, ADDED_TITLE).click();
    await expect(field(dialog(page, ADDED_TITLE), ANYTHING_ELSE)).toHaveValue('I work night shifts');
    await dialog(page, ADDED_TITLE).getByRole('button', { name: 'Close' }).click();
  });

  await test.step('the new tab is resumable: Save & Continue Later there, and a resume lands on it with its answer', async () => {
    await viewDetails(page, ADDED_TITLE).click();
    await dialog(page, ADDED_TITLE).getByRole('button', { name: 'Edit Details' }).click();
    await expectOnAddedTab(page);
    await page.getByRole('button', { name: 'Save & Continue Later' }).click();
    const saveLater = page.getByRole('dialog', { name: 'Save & Continue Later' });
    await field(saveLater, MESSAGES.saveLaterPrompt).fill(mine!.email);
    await saveLater.getByRole('button', { name: 'Send Code' }).click();
    await expect(saveLater.getByText(MESSAGES.saveLaterSaved)).toBeVisible();
    await saveLater.getByRole('button', { name: 'Done' }).click();
    const code = await readLatestCode(page.request, mine!.email);
    await openContinueBanner(page);
    await submitContinue(page, code, mine!.email);
    await expectOnAddedTab(page);
    await expect(field(page, ANYTHING_ELSE)).toHaveValue('I work night shifts');
    await page.goto('/enrollment/review-confirm');
    await expectOnTab(page, 'review_info');
  });

  await test.step('the server refuses a save of the new tab without its field, at the field', async () => {
    const response = await page.request.post('/api/v1/save-tab-document', { data: { enrollment_id: mine!.id, tab_name: 'additional_info', values: {} } });
    expect(response.status()).toBe(422);
    expect((await response.json()).data).toEqual([{ target_element: 'anything_else', error_message: MESSAGES.required }]);
  });

  await test.step('the server refuses a save without the new field, at the field', async () => {
    const response = await page.request.post('/api/v1/save-contact-info', {
      data: { enrollment_id: mine!.id, email_address: 'noland.e2e@example.com', phone_number: '5552170799', address1: '1 Elm St', city: 'Springfield', state: 'IL', zip: '62701' },
    });
    expect(response.status()).toBe(422);
    expect((await response.json()).data).toContainEqual({ target_element: 'preferred_contact_time', error_message: MESSAGES.required });
  });

  await test.step('signed and submitted, the PDF mailed with the receipt lists the answer', async () => {
    // Noland Supply does not bill its employees by list as Acme does: this copy pays by EFT.
    await viewDetails(page, 'Billing Info').click();
    await dialog(page, 'Billing Info').getByRole('button', { name: 'Edit Details' }).click();
    await expectOnTab(page, 'billing_info');
    await page.getByRole('radio', { name: 'EFT', exact: true }).check();
    await field(page, 'Routing Number').fill('123456780');
    await field(page, 'Routing Number').blur();
    await expect(field(page, 'Bank Name')).toHaveValue('First Demo Bank');
    await fillFields(page, { 'Account Holder Name': 'Jamie Fischer', 'Account Number': '123456789012' });
    await field(page, 'Account Type').selectOption('checking');
    await field(page, 'Account Holder Type').selectOption('individual');
    await nextButton(page).click();
    await expectOnTab(page, 'review_info');
    await viewDetails(page, 'Agreement & Signature').click();
    await dialog(page, 'Agreement & Signature').getByRole('button', { name: 'Edit Details' }).click();
    const boxes = page.getByRole('checkbox');
    await expect(boxes.first()).toBeVisible();
    for (const box of await boxes.all()) await box.check();
    await nextButton(page).click();
    await expectOnTab(page, 'review_info');
    await nextButton(page).click();
    await expect(page).toHaveURL(/\/enrollment\/receipt$/);
    const policyId = (await page.locator('.receipt__policy').textContent()) ?? '';
    const mail = (await readOutbox(page.request)).find((m) => m.to === mine!.email && m.subject === MESSAGES.receiptSubject);
    expect(mail?.text).toContain(policyId);
    const text = pdfText(await (await page.request.get(mail!.attachments[0].url)).body());
    expect(text).toContain(PREFERRED);
    expect(text).toContain('Evening');
    expect(text).toContain(MIDDLE);
    expect(text).toContain(ADDED_TITLE);
    expect(text).toContain('I work night shifts');
  });

  await test.step('the enrollment that started before still sees the old form', async () => {
    await earlier.reload();
    await viewDetails(earlier, 'Contact Info').click();
    await expect(field(dialog(earlier, 'Contact Info'), 'Contact Number')).toBeVisible();
    await expect(dialog(earlier, 'Contact Info').getByText(PREFERRED)).toHaveCount(0);
    await dialog(earlier, 'Contact Info').getByRole('button', { name: 'Close' }).click();
    await expect(viewDetails(earlier, ADDED_TITLE)).toHaveCount(0);
  });

  await test.step('rollback restores the old form for new enrollments, and the audit lists it all', async () => {
    await publisher.post(`${formPath('contact_info')}/versions/${versions.contact - 1}/rollback`, { data: { reason: 'Call-back times withdrawn' } });
    await publisher.post(`${formPath('primary_info')}/versions/${versions.personal - 1}/rollback`, { data: { reason: 'Middle name optional again' } });
    await publisher.post(`${formPath('additional_info')}/versions/${versions.added - 1}/rollback`, { data: { reason: 'Question withdrawn' } });
    const later = await browser.newPage();
    await enrollAtReview(later);
    await viewDetails(later, 'Contact Info').click();
    await expect(field(dialog(later, 'Contact Info'), 'Contact Number')).toBeVisible();
    await expect(dialog(later, 'Contact Info').getByText(PREFERRED)).toHaveCount(0);
    await dialog(later, 'Contact Info').getByRole('button', { name: 'Close' }).click();
    await expect(viewDetails(later, ADDED_TITLE)).toHaveCount(0);
    const viewer = await staff(playwright, baseURL, DEMO_STAFF_VIEWER.email);
    const audit = await (await viewer.get('/api/v1/admin/audit', { params: { scope: 'group', scope_id: String(GROUP) } })).json();
    const actions = (audit.data.entries as { action: string; form: string }[]).map((entry) => `${entry.form} ${entry.action}`);
    for (const form of ['primary_info', 'contact_info', 'additional_info']) {
      for (const action of ['draft.create', 'draft.save', 'publish', 'rollback']) expect(actions).toContain(`${form} ${action}`);
    }
  });
});
