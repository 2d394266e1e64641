/**
 * Issue 13, finding 7: the browser's storage never holds an SSN, an account or card number or a
 * health answer, while the drafts kept when a session ends still bring back everything else. A
 * new visitor of Jordan Avery's site answers plan 305's health questions, checks out into the
 * wizard (an enrollment of this test's own) and, on Personal Information (an SSN), Dependent
 * Information (a spouse with SSN and health answers), Health Questions (a condition, notes) and
 * Billing (card number, security code, account number), lets the session run out: the page's clock
 * jumps past the server's idle time, the timeout dialog says the session ended, and the step keeps
 * its draft. Every write to localStorage and sessionStorage is recorded (Storage.prototype.setItem
 * wrapped before the app's first script) and, like what the storage holds at the end, carries none
 * of those values; Personal Information then gives back the typed name and asks for the SSN again.
 */
import { DEMO_HEALTH_QUESTIONS } from '../schemas/demo/healthQuestions';
import { MESSAGES } from '../schemas/messages';
import { SAVED_TAB_DESTINATIONS, type TabName } from '../schemas/tabs';
import { expect, test, type Page } from './support/csp';
import { answerHealthQuestionsAccepted, answerHealthQuestionsDeclined, addDecliningAccidentOffer, quoteOnPlan } from './support/storefront';
import { expectOnTab, field, fillFields } from './support/wizard';

const OWN_SSN = '123450077';
const SPOUSE_SSN = '123450078';
const CARD = '4242424242424242';
const SECURITY_CODE = '9183';
const ACCOUNT = '987654321012';
const CONDITION = 'Storage-probe condition';
const NOTES = 'Storage-probe notes';
/** What must never reach the browser's storage, in any write. */
const SECRETS = [OWN_SSN, SPOUSE_SSN, CARD, ACCOUNT, CONDITION, NOTES];
/** Keys that would hold such values (a value's JSON is searched at every depth). */
const SECRET_KEYS = /ssn|account_number|card_number|security_code|health_info|condition_questions|medication_question/;

interface StorageWrite { area: 'local' | 'session'; key: string; value: string }

/** Records every Storage.prototype.setItem of every page of the test, from before the app's first script. */
async function recordStorageWrites(page: Page): Promise<StorageWrite[]> {
  const writes: StorageWrite[] = [];
  await page.exposeFunction('recordStorageWrite', (area: 'local' | 'session', key: string, value: string) => {
    writes.push({ area, key, value });
  });
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function record(this: Storage, key: string, value: string) {
      const area = this === window.localStorage ? 'local' : 'session';
      void (window as unknown as { recordStorageWrite: (...args: string[]) => Promise<void> }).recordStorageWrite(area, String(key), String(value));
      setItem.call(this, key, value);
    };
  });
  return writes;
}

/** Every key and value both storages hold now. */
function storageNow(page: Page): Promise<StorageWrite[]> {
  return page.evaluate(() => (['local', 'session'] as const).flatMap((area) => {
    const storage = area === 'local' ? window.localStorage : window.sessionStorage;
    return Object.keys(storage).map((key) => ({ area, key, value: storage.getItem(key) ?? '' }));
  }));
}

/** The keys of a stored JSON value, at every depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, entry]) => [key, ...keysOf(entry)]);
  return [];
}

/** Fails on any entry that carries a secret value, a secret's key or a health step's draft. */
function expectNothingSensitive(entries: readonly StorageWrite[]): void {
  for (const { area, key, value } of entries) {
    const where = `${area}Storage ${key}: ${value}`;
    for (const secret of SECRETS) expect(value, where).not.toContain(secret);
    expect(key, where).not.toMatch(/health/);
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(value);
    } catch {
      // A plain string: searched above.
    }
    expect(keysOf(parsed).filter((name) => SECRET_KEYS.test(name)), where).toEqual([]);
  }
}

/**
 * Lets the session run out on the open step, as for a user who stops typing: the field left (its
 * value reaches the form on blur), a second of the page's time, then its clock jumps past the
 * server's idle time; the step keeps its draft.
 */
async function endSession(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  await page.clock.runFor(1000);
  await page.clock.fastForward('31:00');
  const ended = page.getByRole('dialog', { name: MESSAGES.sessionEndedTitle });
  await expect(ended).toBeVisible();
  await expect(ended.getByText(MESSAGES.sessionEndedText)).toBeVisible();
}

/** Opens a wizard step of the enrollment this browser holds, as a reload would. */
async function openStep(page: Page, path: string, tab: TabName): Promise<void> {
  await page.goto(path);
  await expectOnTab(page, tab);
}

/** Checkout with the first effective date, declining every offer, up to the wizard's first tab. */
async function checkoutIntoWizard(page: Page): Promise<void> {
  const orderInfo = page.getByRole('region', { name: 'Order Info' });
  await orderInfo.getByLabel('Effective Date').selectOption({ index: 1 });
  await orderInfo.getByRole('button', { name: 'Checkout' }).click();
  const decline = page.getByRole('dialog').getByRole('button', { name: new RegExp(`^(${[MESSAGES.cartTermLifeDecline, MESSAGES.cartBundleDecline, 'No thank you'].map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`) });
  const wizard = page.getByRole('heading', { level: 1, name: 'Personal Information' });
  for (let offers = 0; offers < 4; offers += 1) {
    await expect(decline.or(wizard)).toBeVisible();
    if (await wizard.isVisible()) return;
    await decline.click();
  }
  await expect(wizard).toBeVisible();
}

test('no SSN, account or card number or health answer reaches browser storage, and the drafts still bring back the rest', async ({ page }) => {
  test.setTimeout(240_000);
  await page.clock.install();
  const writes = await recordStorageWrites(page);

  await test.step("a new visitor answers plan 305's health questions and checks out into the wizard", async () => {
    await quoteOnPlan(page, '/plan/305/prairie-medical-select', 'Member + Spouse');
    await answerHealthQuestionsDeclined(page);
    await answerHealthQuestionsAccepted(page);
    await addDecliningAccidentOffer(page);
    await checkoutIntoWizard(page);
  });

  await test.step('Personal Information: a name and an SSN, then the session ends', async () => {
    await fillFields(page, { 'First Name': 'Storage', 'Last Name': 'Probe', 'Social Security Number': OWN_SSN });
    await endSession(page);
  });

  await test.step('Dependent Information: a spouse with SSN and health answers, then the session ends', async () => {
    await openStep(page, SAVED_TAB_DESTINATIONS.dependent_info, 'dependent_info');
    await page.getByRole('button', { name: 'Add Spouse', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Dependent #1' });
    await fillFields(dialog, { 'First Name': 'Robin', 'Last Name': 'Probe', 'Social Security Number': SPOUSE_SSN, 'Height (feet)': '5', 'Height (inches)': '6' });
    await field(dialog, 'Date of Birth').pressSequentially('02141986');
    await field(dialog, 'Gender').selectOption({ label: 'Female' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Answer health questions of Dependent #1' }).click();
    const health = page.getByRole('dialog', { name: 'Dependent #1' });
    for (const q of DEMO_HEALTH_QUESTIONS) await health.getByRole('group', { name: q.question_text }).getByRole('radio', { name: 'No' }).check();
    await health.getByRole('button', { name: 'Submit' }).click();
    await expect(health).toBeHidden();
    await expect(page.getByRole('button', { name: 'Edit health questions of Dependent #1' })).toBeVisible();
    await endSession(page);
  });

  await test.step('Health Questions: a condition and notes, then the session ends', async () => {
    await openStep(page, SAVED_TAB_DESTINATIONS.health_info, 'primary_health_info');
    const first = page.getByRole('group', { name: DEMO_HEALTH_QUESTIONS[0].question_text, exact: true });
    await first.getByRole('radio', { name: 'Yes', exact: true }).check();
    await field(first, 'Health Condition').fill(CONDITION);
    await page.getByLabel('Additional Notes', { exact: true }).fill(NOTES);
    await endSession(page);
  });

  await test.step('Billing: a card number and security code, then an account number, then the session ends', async () => {
    await openStep(page, SAVED_TAB_DESTINATIONS.payment_info, 'billing_info');
    await fillFields(page, { 'Card Number': CARD, 'Security Code': SECURITY_CODE });
    await page.getByRole('radio', { name: 'EFT', exact: true }).check();
    await fillFields(page, { 'Account Holder Name': 'Storage Probe', 'Account Number': ACCOUNT });
    await endSession(page);
  });

  await test.step('no storage write, and nothing stored now, carries any of those values', async () => {
    const now = await storageNow(page);
    expect(writes.length).toBeGreaterThan(0);
    expectNothingSensitive(writes);
    expectNothingSensitive(now);
    // The drafts are there, with what may be kept: the names typed.
    const draft = (step: string) => now.find((entry) => entry.area === 'session' && entry.key.startsWith('bs-draft:') && entry.key.endsWith(`:${step}`))?.value ?? '';
    expect(draft('primary_info')).toContain('"first_name":"Storage"');
    expect(draft('dependent_info')).toContain('"first_name":"Robin"');
    expect(draft('billing_info')).toContain('"account_name":"Storage Probe"');
    expect(draft('primary_health_info')).toBe('');
  });

  await test.step('Personal Information gives back the typed name and asks for the SSN again', async () => {
    await openStep(page, SAVED_TAB_DESTINATIONS.primary_info, 'primary_info');
    await expect(page.getByText(`${MESSAGES.draftRestored} ${MESSAGES.draftWithheld}`)).toBeVisible();
    await expect(field(page, 'First Name')).toHaveValue('Storage');
    await expect(field(page, 'Last Name')).toHaveValue('Probe');
    await expect(field(page, 'Social Security Number')).toHaveValue('');
    expectNothingSensitive(writes);
  });
});
