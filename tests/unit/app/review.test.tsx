import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../schemas/messages';
import { getSession, setSession } from '../../../src/session';
import { FIXTURE_RECEIPT, REVIEW_BRANDING, REVIEW_CART, REVIEW_SAVED } from '../../../stories/fixtures/review';
import { installFakeApi, type FakeAnswer, type FakeRoute } from './fakeApi';
import { renderApp } from './renderApp';
import { wizardRoutes } from './wizardWorld';

const ID = 'de000007-0000-4000-8000-000000000007';
/** What get-form-fields-personal-info holds (the bound session's own form: the SSN in full). */
const SAVED_PERSONAL = { first_name: 'Jamie', last_name: 'Fischer', gender: '1', marital_status: '1', birthdate: '09/14/1987', ssn: '123450007' };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

/** The fake server of an enrollment saved up to its review (portal `portal`), with the branding of the default site. */
function reviewRoutes(portal: number, extra: Record<string, FakeRoute | FakeAnswer> = {}, saved: Record<string, unknown> = {}) {
  const temp: Record<string, unknown> = { group_id: 2001, eprocess: 'group', type: 'new-group-member', effective_date: '07/01/2026', ...REVIEW_SAVED, ...saved };
  return {
    ...wizardRoutes({ portal, groupId: 2001, eprocess: 'group', saved: { primary_info: SAVED_PERSONAL } }),
    'get-external-site-dynamic-information': { data: { result: Object.entries(REVIEW_BRANDING).map(([key, value]) => ({ key, value })) } },
    'get-enrollment-temp-info': (url: URL) => ({ data: { result: temp[url.searchParams.get('column') ?? ''] ?? null } }),
    'get-plan-cart': { data: { ...REVIEW_CART, riders: [] } },
    // The agreement's details end with the fields a form definition added: none here.
    'get-form-fields-agreement-info': { data: { result: [] } },
    ...extra,
  };
}

function open(path = '/enrollment/review-confirm') {
  setSession('tempId', ID);
  renderApp(path);
  return userEvent.setup();
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('Review & Confirmation', () => {
  it("shows a tile for each required tab and the agreement, with the store's icons, and the cart panel", async () => {
    installFakeApi(reviewRoutes(11));
    open();
    expect(await heading('Review & Confirmation')).toBeTruthy();
    const tiles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(tiles).toEqual(['Personal Info', 'Contact Info', 'Beneficiary Info', 'Health Questions', 'Dependent Info', 'Billing Info', 'Agreement & Signature', 'Your Plans']);
    // The demo site sets no tile pictures: each tile draws its own icon, hidden from assistive tech (the heading names the tile).
    const icons = [...document.querySelectorAll('.review-tile__image svg[aria-hidden="true"] use')].map((use) => use.getAttribute('href'));
    expect(icons).toEqual(['person', 'contact', 'beneficiary', 'health', 'dependents', 'billing', 'agreement'].map((icon) => `/pictures/store.svg#icon-${icon}`));
    const panel = screen.getByRole('complementary', { name: 'Your Plans' });
    expect(within(panel).getByText('Acme Group Medical')).toBeTruthy();
    expect(within(panel).getByText('First Month Total Cost').nextElementSibling?.textContent).toBe('$640.00');
    expect(within(panel).getByText('Recurring Monthly Cost').nextElementSibling?.textContent).toBe('$640.00');
    for (const name of ['Back', 'Save & Continue Later', 'Next']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('shows a form tab read-only with masked numbers, and Edit Details returns to review after its save', async () => {
    const calls = installFakeApi(reviewRoutes(11, { 'save-personal-info': { data: { saved_tab: 'primary_info' } } }));
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'View Details: Personal Info' }));
    const dialog = screen.getByRole('dialog', { name: 'Personal Info' });
    const first = await within(dialog).findByLabelText(/First Name/);
    expect((first as HTMLInputElement).value).toBe('Jamie');
    expect((first as HTMLInputElement).readOnly).toBe(true);
    expect((within(dialog).getByLabelText(/Social Security Number/) as HTMLInputElement).value).toBe('xxxxx0007');
    expect(document.body.innerHTML).not.toContain('123450007');
    await user.click(within(dialog).getByRole('button', { name: 'Edit Details' }));
    expect(await heading('Personal Information')).toBeTruthy();
    expect(getSession('navto')).toBe('review');
    await user.type(screen.getByLabelText(/Height \(feet\)/), '5');
    await user.type(screen.getByLabelText(/Height \(inches\)/), '7');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await heading('Review & Confirmation')).toBeTruthy();
    expect(getSession('navto')).toBeNull();
    expect(calls.filter((c) => c.path === 'save-personal-info')).toHaveLength(1);
  });

  it('shows list and question tabs as read-only lists', async () => {
    installFakeApi(reviewRoutes(12));
    const user = open();
    const expectations: Array<[string, string[]]> = [
      ['Beneficiary Info', ['Beneficiary #1: Alex Fischer', 'xxxxx0077', '100%']],
      ['Health Questions', ['High blood pressure', 'Lisinopril', '10 mg daily', 'Blood pressure is controlled.']],
      ['Dependent Info', ['Dependent #1: Alex Fischer', 'Spouse', 'Male', 'xxxxx0077', '5 ft 11 in']],
      ['Billing Info', ['Payment Method', 'list']],
      ['Agreement & Signature', ['Group Name', 'Acme Manufacturing', 'ACME2001']],
    ];
    for (const [tile, texts] of expectations) {
      await user.click(await screen.findByRole('button', { name: `View Details: ${tile}` }));
      const dialog = screen.getByRole('dialog', { name: tile });
      for (const text of texts) expect(await within(dialog).findAllByText(text)).not.toHaveLength(0);
      expect(within(dialog).queryByRole('textbox')).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(document.body.innerHTML).not.toMatch(/12345007\d/);
  });

  it('submits with Next, clears the browser state and shows the receipt, which asks for the invoice', async () => {
    const calls = installFakeApi(reviewRoutes(12, {
      'save-review-info': { data: { policy_id: FIXTURE_RECEIPT.policy_id } },
      'get-receipt': { data: FIXTURE_RECEIPT },
      'auto-invoice-generation': { data: { invoice_number: 'INV-482913' } },
    }));
    setSession('first_track', true);
    setSession('isSpouseEnrollAccept', true);
    setSession('cartCount', 2);
    setSession('isPremierPlan', false);
    const user = open();
    await user.type(await screen.findByLabelText(/Additional Notes/), 'Call after 5 pm');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await heading(`Dear ${FIXTURE_RECEIPT.name}, Thank you`)).toBeTruthy();
    expect(calls.find((c) => c.path === 'save-review-info')?.body).toEqual({ enrollment_id: ID, first_enroll: 1, additional_notes: 'Call after 5 pm' });
    for (const key of ['first_track', 'isSpouseEnrollAccept', 'cartCount', 'isPremierPlan'] as const) expect(getSession(key)).toBeNull();
    expect(screen.getByText(FIXTURE_RECEIPT.policy_id)).toBeTruthy();
    expect(screen.getByText(MESSAGES.receiptMailed)).toBeTruthy();
    // What was enrolled: each plan with its monthly price, the cart's two totals and the effective date.
    const enrolled = within(screen.getByRole('region', { name: 'Your Plans' }));
    expect(enrolled.getByRole('listitem').textContent).toBe('Acme Group Medical$640.00');
    expect(enrolled.getByText('First Month Total Cost').nextElementSibling?.textContent).toBe('$640.00');
    expect(enrolled.getByText('Recurring Monthly Cost').nextElementSibling?.textContent).toBe('$640.00');
    expect(enrolled.getByText('Effective Date').nextElementSibling?.textContent).toBe('07/01/2026');
    // No thank-you image of the site's own: the store's receipt picture, decorative.
    expect(document.querySelector('svg.receipt__image')?.getAttribute('aria-hidden')).toBe('true');
    await waitFor(() => expect(calls.find((c) => c.path === 'auto-invoice-generation')?.body).toEqual({
      enrollment_id: ID, effectiveDate: '07/01/2026', policy_id: FIXTURE_RECEIPT.policy_id,
    }));
    // The temporary enrollment is forgotten once the receipt has loaded.
    expect(getSession('tempId')).toBeNull();
    expect(getSession('eprocess')).toBe('group');
  });

  it('shows the error dialog when the submission fails, with the incomplete steps and Save and Continue Later', async () => {
    const calls = installFakeApi(reviewRoutes(12, {
      'save-review-info': { status: 422, data: [{ target_element: 'beneficiary_info.beneficiaries', error_message: 'Please add your beneficiaries before continuing.' }] },
      'save-enrollment': { data: { message: 'sent' } },
    }, { review_info: { additional_notes: 'Saved for later' } }));
    const user = open();
    expect(((await screen.findByLabelText(/Additional Notes/)) as HTMLTextAreaElement).value).toBe('Saved for later');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your enrollment was not submitted' });
    expect(within(dialog).getByText(MESSAGES.reviewSaveFailed)).toBeTruthy();
    expect(within(dialog).getByText('Beneficiary Information')).toBeTruthy();
    expect(screen.queryByText(/Submitting your enrollment/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save and Continue Later' }));
    const later = await screen.findByRole('dialog', { name: 'Save & Continue Later' });
    expect(screen.queryByRole('dialog', { name: 'Your enrollment was not submitted' })).toBeNull();
    await user.type(within(later).getByLabelText(MESSAGES.saveLaterPrompt), 'jamie@example.com');
    await user.click(within(later).getByRole('button', { name: 'Send Code' }));
    expect(await within(later).findByText(MESSAGES.saveLaterSaved)).toBeTruthy();
    // The notes saved before come back on the review, and go with the draft.
    expect(calls.find((c) => c.path === 'save-enrollment')?.body).toEqual({
      enrollment_id: ID, email: 'jamie@example.com', tab: 'review_info', data: { additional_notes: 'Saved for later' },
    });
  });

  it('shows the receipt of an enrollment another tab completed already', async () => {
    installFakeApi(reviewRoutes(12, {
      'save-review-info': { status: 409, data: [{ target_element: 'enrollment_id', error_message: MESSAGES.enrollmentComplete }] },
      'get-receipt': { data: { ...FIXTURE_RECEIPT, callInvoice: false } },
    }));
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await heading(`Dear ${FIXTURE_RECEIPT.name}, Thank you`)).toBeTruthy();
  });
});

describe('Receipt', () => {
  it('goes home by the stored open type and referral', async () => {
    installFakeApi({ ...reviewRoutes(11), 'get-receipt': { data: { ...FIXTURE_RECEIPT, callInvoice: false } } });
    setSession('open_type', 'user');
    setSession('referral', '5001');
    const user = open('/enrollment/receipt');
    await heading(`Dear ${FIXTURE_RECEIPT.name}, Thank you`);
    await user.click(screen.getByRole('button', { name: 'Return to homepage' }));
    // The referral page belongs to the storefront issue: until then the route is not found.
    expect(await screen.findByRole('heading', { level: 1, name: 'OOPS! Page not found' })).toBeTruthy();
  });

  it('without an enrollment in this browser says where the receipt went and still goes home', async () => {
    const calls = installFakeApi(reviewRoutes(11));
    setSession('eprocess', 'group');
    renderApp('/enrollment/receipt');
    expect(await screen.findByText(/There is no enrollment receipt to show in this browser/)).toBeTruthy();
    expect(calls.some((c) => c.path === 'get-receipt')).toBe(false);
  });

  it('says when the enrollment is not submitted yet, with Try again', async () => {
    installFakeApi({ ...reviewRoutes(11), 'get-receipt': { status: 409, data: [{ target_element: 'enrollment_id', error_message: MESSAGES.receiptNotReady }] } });
    open('/enrollment/receipt');
    expect(await screen.findByText(MESSAGES.receiptNotReady)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(getSession('tempId')).toBe(ID);
  });
});
