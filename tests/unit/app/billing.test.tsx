/**
 * The Billing Information step through the fake network: card and EFT toggle, the card's
 * messages before any save, the routing lookup filling the bank name and a failure clearing it,
 * 'Choose physical address' copying the contact address read-only, a fixed type's note, an
 * account on file locked and saved through save-billing-info-existing, and a server error shown
 * at its field. Each save's body is what the spec lists, never a card's secrets in a draft.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../schemas/messages';
import { keepDraft, readDraft, setSession } from '../../../src/session';
import {
  FIXTURE_BANKS, FIXTURE_BILL_DATES, FIXTURE_BILLING_TEXT, FIXTURE_CARDS, FIXTURE_CONTACT, fixtureBillingDefs, fixtureBillingSchema, fixturePaymentMethod,
  type BillingPayer,
} from '../../../stories/fixtures/billing';
import { installFakeApi, type FakeAnswer, type FakeRoute } from './fakeApi';
import { registerSchema } from './fakeValidators';
import { renderApp } from './renderApp';
import { wizardRoutes } from './wizardWorld';

const ID = 'de000001-0000-4000-8000-000000000001';
const PATH = '/enrollment/billing-information';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

interface World { payer: BillingPayer; onFile?: boolean; save?: FakeRoute | FakeAnswer }

const lookup: FakeRoute = (url) => {
  const q = url.searchParams.get('q');
  if (q === '123456780') return { data: { response: { name: 'First Demo Bank' } } };
  return { status: 422, data: [{ target_element: 'q', error_message: MESSAGES.routingChecksum }] };
};

function open(world: World) {
  const portal = 'portal' in world.payer ? world.payer.portal : 12;
  const base = wizardRoutes({ portal, groupId: 'group' in world.payer ? world.payer.group : null, eprocess: 'group' in world.payer ? 'group' : 'applicant' });
  const tempInfo = base['get-enrollment-temp-info'] as FakeRoute;
  const methods = fixturePaymentMethod(world.payer);
  const calls = installFakeApi({
    ...base,
    'get-enrollment-temp-info': (url, body) => (url.searchParams.get('column') === 'contact_info' ? { data: { result: FIXTURE_CONTACT } } : tempInfo(url, body)),
    'get-form-fields-billing-info': {
      data: { result: fixtureBillingDefs({ payment_method: methods.result.payment_method, bill_date: '28' }), validator: registerSchema(fixtureBillingSchema(world.payer)) },
    },
    'get-payment-method': { data: methods },
    'get-bill-date': { data: FIXTURE_BILL_DATES },
    'get-existing-bank-info': { data: { result: world.onFile ? FIXTURE_BANKS : [] } },
    'get-existing-card-info': { data: { result: world.onFile ? FIXTURE_CARDS : [] } },
    'get-billing-text': { data: FIXTURE_BILLING_TEXT },
    'lookup-routing-number': lookup,
    'save-billing-info': world.save ?? { data: { saved_tab: 'payment_info' } },
    'save-billing-info-existing': { data: { saved_tab: 'payment_info' } },
    'save-enrollment': { data: { message: MESSAGES.saveLaterSaved } },
  });
  setSession('tempId', ID);
  renderApp(PATH);
  const posts = (path: string) => calls.filter((c) => c.path === path).map((c) => c.body);
  return { calls, posts, user: userEvent.setup() };
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Billing Information' });
const next = () => screen.getByRole('button', { name: 'Next' });
const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true });
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

describe('billing step', () => {
  it('starts portal 11 on the card and checks its fields before any save', async () => {
    const { user, posts } = open({ payer: { portal: 11 } });
    await heading();
    expect(radio('Credit Card').checked).toBe(true);
    await user.type(input('Card Number'), '4242');
    await user.type(input('Security Code'), '12');
    await user.click(next());
    await waitFor(() => expect(input('Card Number').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(MESSAGES.cardNumber)).toBeTruthy();
    expect(screen.getByText(MESSAGES.securityCode)).toBeTruthy();
    expect(posts('save-billing-info')).toHaveLength(0);
  });

  it("copies the contact address read-only for 'Choose physical address', and clears it when unchecked", async () => {
    const { user } = open({ payer: { portal: 11 } });
    await heading();
    await user.click(screen.getByRole('checkbox', { name: /Choose physical address/ }));
    await waitFor(() => expect(input('Billing Address 1').value).toBe(FIXTURE_CONTACT.address1));
    expect(input('Billing Address 1').readOnly).toBe(true);
    expect(input('City').value).toBe('Springfield');
    await user.click(screen.getByRole('checkbox', { name: /Choose physical address/ }));
    await waitFor(() => expect(input('Billing Address 1').value).toBe(''));
    expect(input('Billing Address 1').readOnly).toBe(false);
  });

  it('looks the routing number up on blur, clears the bank on a failure, and saves EFT with the spec fields', async () => {
    const { user, posts } = open({ payer: { portal: 11 } });
    await heading();
    await user.click(radio('EFT'));
    expect(radio('28th of month').checked).toBe(true);
    expect(screen.getByText(MESSAGES.eftText)).toBeTruthy();
    await user.type(input('Routing Number'), '123456789');
    await user.tab();
    await waitFor(() => expect(screen.getByText(MESSAGES.routingChecksum)).toBeTruthy());
    expect(input('Bank Name').value).toBe('');
    await user.clear(input('Routing Number'));
    await user.type(input('Routing Number'), '123456780');
    await user.tab();
    await waitFor(() => expect(input('Bank Name').value).toBe('First Demo Bank'));
    expect(screen.queryByText(MESSAGES.routingChecksum)).toBeNull();
    await user.type(input('Account Holder Name'), 'Casey Rivera');
    await user.type(input('Account Number'), '123456789012');
    await user.selectOptions(input('Account Type'), 'checking');
    await user.selectOptions(input('Account Holder Type'), 'individual');
    await user.click(next());
    await waitFor(() => expect(posts('save-billing-info')).toHaveLength(1));
    expect(posts('save-billing-info')[0]).toEqual({
      enrollment_id: ID, payment_method: 'eft', bill_date: '28', account_name: 'Casey Rivera', account_number: '123456789012', routing_number: '123456780',
      bank_name: 'First Demo Bank', account_type: 'checking', account_holder_type: 'individual',
    });
  });

  it("shows a paying group's list billing as a note only, and saves the type alone", async () => {
    const { user, posts } = open({ payer: { group: 2001 } });
    await heading();
    expect(screen.getByText(MESSAGES.billingNoteList)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(next());
    await waitFor(() => expect(posts('save-billing-info')).toEqual([{ enrollment_id: ID, payment_method: 'list' }]));
  });

  it('locks the bank on file, masked; new unlocks it; Next saves the account on file', async () => {
    const { user, posts } = open({ payer: { portal: 12 }, onFile: true });
    await heading();
    const onFile = radio('First Demo Bank, checking, account xxxxxxxx6789');
    expect(onFile.checked).toBe(true);
    expect(input('Account Number').value).toBe('xxxxxxxx6789');
    expect(input('Account Number').readOnly).toBe(true);
    await user.click(radio(MESSAGES.newBankAccount));
    await waitFor(() => expect(input('Account Number').readOnly).toBe(false));
    expect(input('Account Number').value).toBe('');
    await user.click(onFile);
    await waitFor(() => expect(input('Account Number').value).toBe('xxxxxxxx6789'));
    await user.click(next());
    await waitFor(() => expect(posts('save-billing-info-existing')).toEqual([{ enrollment_id: ID, payment_method: 'eft', bank_id: 1, bill_date: '28' }]));
    expect(posts('save-billing-info')).toHaveLength(0);
  });

  it("shows the server's error at its field", async () => {
    const { user } = open({ payer: { group: 2556 }, save: { status: 422, data: [{ target_element: 'account_number', error_message: MESSAGES.accountNumber }] } });
    await heading();
    await user.type(input('Routing Number'), '123456780');
    await user.tab();
    await waitFor(() => expect(input('Bank Name').value).toBe('First Demo Bank'));
    await user.type(input('Account Holder Name'), 'Casey Rivera');
    await user.type(input('Account Number'), '123456789012');
    await user.selectOptions(input('Account Type'), 'savings');
    await user.selectOptions(input('Account Holder Type'), 'company');
    await user.click(next());
    await waitFor(() => expect(input('Account Number').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(MESSAGES.accountNumber)).toBeTruthy();
  });

  it('leaves the card number and security code out of a Save & Continue Later draft', async () => {
    const { user, posts } = open({ payer: { portal: 11 } });
    await heading();
    await user.type(input('First Name on Card'), 'Casey');
    await user.type(input('Card Number'), '4242424242424242');
    await user.type(input('Security Code'), '123');
    await user.click(screen.getByRole('button', { name: 'Save & Continue Later' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(MESSAGES.saveLaterPrompt), 'demo@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(posts('save-enrollment')).toHaveLength(1));
    const draft = posts('save-enrollment')[0] as { tab: string; data: Record<string, unknown> };
    expect(draft.tab).toBe('payment_info');
    expect(draft.data).toMatchObject({ payment_method: 'cc', first_name_on_cc: 'Casey' });
    expect(draft.data).not.toHaveProperty('card_number');
    expect(draft.data).not.toHaveProperty('security_code');
  });

  it('brings back what was chosen before the session ended, never a typed account or card number', async () => {
    keepDraft(ID, 'billing_info', {
      payment_method: 'eft', bill_date: '5', account_name: 'Kept Name', routing_number: '011000015',
      account_number: '123456789012', card_number: '4242424242424242', security_code: '123',
    });
    const stored = sessionStorage.getItem(`bs-draft:${ID}:billing_info`) ?? '';
    for (const secret of ['123456789012', '4242424242424242', 'security_code']) expect(stored).not.toContain(secret);
    open({ payer: { portal: 11 } });
    await heading();
    expect(radio('EFT').checked).toBe(true);
    expect(radio('5th of month').checked).toBe(true);
    expect(input('Account Holder Name').value).toBe('Kept Name');
    expect(input('Routing Number').value).toBe('011000015');
    expect(input('Account Number').value).toBe('');
    expect(screen.getByText(`${MESSAGES.draftRestored} ${MESSAGES.draftWithheld}`)).toBeTruthy();
    await waitFor(() => expect(readDraft(ID, 'billing_info')).toBeNull());
  });
});
