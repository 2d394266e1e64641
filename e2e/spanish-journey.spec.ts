/**
 * Issue 18's Spanish journey: a family that reads Spanish goes from a rep's site to a signed, paid
 * enrollment without one English text of the store. First the shop (Jordan Avery's site, the quote,
 * a dental plan, the cart, checkout into the wizard), then a whole enrollment (a fresh copy of
 * DEMO0004, member 7001, with its beneficiary, health answers, spouse and bank account on file)
 * from its resume to the receipt, with the receipt mail and its PDF read back in Spanish. Every
 * screen passes axe, and shows no English text of the catalog nor of the demo's shop content (plan
 * descriptions, popups, taglines: support/spanish.ts). Plan, carrier and rep names are names.
 */
import { expect, test, type Page } from './support/csp';
import { DEMO_AGREEMENT_TEXTS } from '../schemas/demo/agreement';
import { DEMO0004 } from '../schemas/demo/enrollments';
import { MESSAGES_ES } from '../schemas/i18n/es/messages';
import { SIGNATURE_LABELS } from '../schemas/agreement';
import { fill } from '../schemas/uiText/fill';
import { ENROLLMENT_TEXT } from '../schemas/uiText/enrollment';
import { MAIL_TEXT } from '../schemas/uiText/mail';
import { WIZARD_TABS, type TabName } from '../schemas/tabs';
import { expectNoSeriousA11yViolations } from './support';
import { makeEnrollment } from './support/factory';
import { expectAccessibleAtPhoneWidth } from './support/layout';
import { receiptPdfText } from './support/receipt';
import { readOutbox } from './support/mailbox';
import { drawSignatureWithMouse } from './support/signature';
import { DEMO_AGENT_LANDINGS } from '../schemas/demo/storefront';
import { contentEs, es, expectNoEnglishLeft, spanishOf } from './support/spanish';

const field = (page: Page, english: string) => page.getByLabel(es(english), { exact: true });
const button = (page: Page, english: string) => page.getByRole('button', { name: es(english), exact: true });
const title = (tab: TabName) => es(WIZARD_TABS.find((t) => t.tab_name === tab)!.title);

/** The screen in Spanish: no English text of the catalog on it, and axe clean. */
async function expectSpanishScreen(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoEnglishLeft(page);
  await expectNoSeriousA11yViolations(page);
}

/** Next (Siguiente), and the wizard shows `tab` in Spanish. */
async function nextTo(page: Page, tab: TabName): Promise<void> {
  await button(page, 'Next').click();
  await expect(page.getByRole('heading', { level: 1, name: tab === 'agreement_info' ? es('Agreement, Application and Authorization') : title(tab) })).toBeVisible();
  await expectSpanishScreen(page);
}

test('a Spanish reader shops on a rep site: the quote, a dental plan, the cart and checkout into the wizard', async ({ page }) => {
  await test.step("Jordan Avery's site, switched to Español", async () => {
    await page.goto('/javery');
    await page.getByRole('button', { name: 'Español', exact: true }).click();
    // The rep's tagline is the store's content: read again in Spanish on the switch, in the page's language (no lang of its own).
    const tagline = page.locator('.site-welcome__tagline');
    await expect(tagline).toHaveText(contentEs(DEMO_AGENT_LANDINGS[1001].tagline));
    await expect(tagline).not.toHaveAttribute('lang');
    await expectSpanishScreen(page);
    await expectAccessibleAtPhoneWidth(page);
    await page.getByRole('link', { name: es('Shop plans') }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expectSpanishScreen(page);
  });

  await test.step('the quote: 62701, Femenino, Solo el miembro, 06/15/1985', async () => {
    const form = page.getByRole('form', { name: es('Get a quote') });
    await form.getByLabel(es('Zip Code')).fill('62701');
    await form.getByLabel(es('Gender')).selectOption({ label: es('Female') });
    await form.getByLabel(es('Choose Tier')).selectOption({ label: es('Member Only') });
    await form.getByLabel(es('DOB')).pressSequentially('06151985');
    await form.getByRole('button', { name: es('Submit') }).click();
    await expect(page).toHaveURL(/\/plans$/);
    // The plans' short texts are the store's content, answered in Spanish (in the listing's dental
    // section: the recommended products, once loaded, may show the same card).
    const dental = page.getByRole('region', { name: es('Dental Plans') });
    await expect(dental.getByText(contentEs('Cleanings twice a year at no cost, fillings and crowns from the first day.'))).toBeVisible();
    await expectSpanishScreen(page);
  });

  await test.step('a dental plan with its price, added to the cart', async () => {
    await page.goto('/plan/401/brightsmile-dental-plus');
    await expect(page.getByRole('heading', { level: 1, name: 'BrightSmile Dental Plus' })).toBeVisible();
    await expect(page.getByText(contentEs('Preventive care at 100%, basic care at 80% and major care at 50%, up to $1,500 a year.'))).toBeVisible();
    const prices = page.getByRole('list', { name: es('Prices') });
    await expect(prices.getByRole('button', { name: es('Add to Cart') })).toBeVisible();
    await expectSpanishScreen(page);
    await prices.getByRole('button', { name: es('Add to Cart') }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: es(MESSAGES_ES.cartTitle) })).toBeVisible();
    await expectSpanishScreen(page);
    await expectAccessibleAtPhoneWidth(page);
  });

  await test.step('an effective date and checkout: the wizard opens on Personal Information', async () => {
    const order = page.getByRole('region', { name: es('Order Info') });
    await order.getByLabel(es('Effective Date')).selectOption({ index: 1 });
    await order.getByRole('button', { name: es('Checkout') }).click();
    // Upsells may be offered on the way (term life, then vision with dental): each is declined, in Spanish.
    const heading = page.getByRole('heading', { level: 1, name: title('primary_info') });
    const offer = page.getByRole('dialog');
    const decline = (text: string) => offer.getByRole('button', { name: text, exact: true });
    for (let offers = 0; offers < 3; offers += 1) {
      await expect(heading.or(offer)).toBeVisible();
      if (!(await offer.isVisible())) break;
      await expectSpanishScreen(page);
      const shown = page.getByRole('dialog', { name: (await offer.getAttribute('aria-labelledby').then((id) => page.locator(`[id="${id}"]`).textContent())) ?? '' });
      await decline(MESSAGES_ES.cartTermLifeDecline).or(decline(MESSAGES_ES.cartBundleDecline)).or(decline(es('No thank you'))).click();
      await expect(shown).toBeHidden();
    }
    await expect(heading).toBeVisible();
    await expectSpanishScreen(page);
  });
});

test('DEMO0004 enrolls in Spanish from its resume to the receipt, whose mail and PDF are in Spanish', async ({ page }) => {
  const mine = await makeEnrollment(page.request, DEMO0004);

  await test.step('the resume page in Spanish opens the enrollment on Contact Information', async () => {
    await page.goto('/continue-enrollment');
    await page.getByRole('button', { name: 'Español', exact: true }).click();
    await expectSpanishScreen(page);
    await field(page, 'Enter Code').fill(mine.code);
    await field(page, 'Enter Email Address').fill(mine.email);
    await button(page, 'Continue').click();
    await expect(page.getByRole('heading', { level: 1, name: title('contact_info') })).toBeVisible();
    await expectSpanishScreen(page);
  });

  await test.step('Contact and Employer Information', async () => {
    await field(page, 'Street Address 1').fill('7 Lake St');
    await field(page, 'City').fill('Springfield');
    await field(page, 'Birth City').fill('Peoria');
    await field(page, 'Birth State').selectOption('IL');
    await nextTo(page, 'employer_info');
    await field(page, 'Average Work Week').selectOption({ label: es('40 hours or more') });
    await field(page, 'Employment Start Date').fill('03/01/2015');
    await field(page, 'Occupation').fill('Maquinista');
    await field(page, 'Compensation Type').selectOption({ label: es('Salary') });
    await field(page, 'Employment Status').selectOption({ label: es('Active') });
    await field(page, 'Employer Industry').fill('Manufactura');
    const holidays = page.getByRole('group', { name: es('Holiday Policy') });
    for (const name of ['Standard 6 holidays', 'Birthday']) await holidays.getByRole('checkbox', { name: es(name) }).check();
    await nextTo(page, 'beneficiary_info');
  });

  await test.step('the beneficiary, health answers and spouse on file', async () => {
    await expect(page.getByText(fill(spanishOf(ENROLLMENT_TEXT).listTitles.beneficiary, { number: 1, name: 'Alex Lee' }))).toBeVisible();
    await nextTo(page, 'primary_health_info');
    await nextTo(page, 'dependent_info');
    await nextTo(page, 'agreement_info');
  });

  await test.step('Agreement & Signature: every box in Spanish, and a signature', async () => {
    for (const text of DEMO_AGREEMENT_TEXTS[12]) await page.getByRole('checkbox', { name: es(text.text_required) }).check();
    await drawSignatureWithMouse(page, es(SIGNATURE_LABELS.pad));
    await nextTo(page, 'billing_info');
  });

  await test.step('Billing Information: the bank account on file', async () => {
    const onFile = fill(spanishOf(ENROLLMENT_TEXT).accountsOnFile.bank, { bank: 'First Demo Bank', type: spanishOf(ENROLLMENT_TEXT).accountsOnFile.checking, number: 'xxxxxxxx6789' });
    await page.getByRole('radio', { name: onFile, exact: true }).check();
    await nextTo(page, 'review_info');
  });

  const policyId = await test.step('Next submits: the receipt in Spanish', async () => {
    await button(page, 'Next').click();
    await expect(page.getByRole('heading', { level: 1, name: fill(spanishOf(ENROLLMENT_TEXT).receiptCard.greeting, { name: 'Morgan Lee' }) })).toBeVisible();
    await expect(page.getByText(MESSAGES_ES.receiptMailed)).toBeVisible();
    await expectSpanishScreen(page);
    await expectAccessibleAtPhoneWidth(page);
    return (await page.locator('.receipt__policy').textContent()) ?? '';
  });

  await test.step("the receipt mail and its PDF, in Spanish", async () => {
    const mail = await expect.poll(async () => (await readOutbox(page.request)).find((m) => m.subject === MESSAGES_ES.receiptSubject && m.text.includes(policyId)))
      .toBeTruthy().then(async () => (await readOutbox(page.request)).find((m) => m.subject === MESSAGES_ES.receiptSubject && m.text.includes(policyId))!);
    const words = spanishOf(MAIL_TEXT);
    expect(mail.text).toContain(words.receipt.thanks);
    expect(mail.text).toContain(fill(words.receipt.confirmation, { policy: policyId }));
    const pdf = await receiptPdfText(page.request, mail, policyId);
    const beneficiary = fill(spanishOf(ENROLLMENT_TEXT).listTitles.beneficiary, { number: 1, name: 'Alex Lee' });
    for (const text of [words.enrollmentPdf.heading, words.enrollmentPdf.confirmation, words.enrollmentPdf.plans, policyId, 'Morgan Lee', beneficiary]) expect(pdf).toContain(text);
    for (const english of [MAIL_TEXT.enrollmentPdf.heading, MAIL_TEXT.enrollmentPdf.firstMonthTotal, 'Personal Information', 'Beneficiary #1']) expect(pdf).not.toContain(english);
  });
});
