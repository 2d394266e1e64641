/**
 * The quote form through the fake network (storefront.md sections 2 "Home", 4 "Quote form", 5, 8;
 * issue 8 point 3): the rules' messages at their fields, a new quote creating the temporary
 * enrollment, reloading the header's cart summary and going to /plans, a server field error at its field, the Basic Details edit
 * filled from the saved filter and updating it, 'Referred By' for a valid referral, and a portal's
 * message overrides (data.messages) in place of the spec's texts.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { MESSAGES } from '../../../../schemas/messages';
import { QuoteForm } from '../../../../src/storefront/shop/quote';
import { clearAllSession, getSession, setSession } from '../../../../src/session/storage';
import { installFakeApi, type FakeAnswer, type FakeRoute } from '../fakeApi';
import { quoteFormRoute } from '../fakeValidators';

const TEMP_ID = '5d0f2c4e-7a1b-4c3d-9e8f-0a1b2c3d4e5f';
/** The header's cart summary a successful quote reloads (an empty cart). */
const EMPTY_CART = { 'get-cart-count': { data: { result: 0 } }, 'get-cart-amount': { data: { result: '0.00' } } };

/** The fake network with the quote form's definitions (get-form-fields-quote) beside `routes`. */
const withForm = (routes: Record<string, FakeRoute | FakeAnswer>) => installFakeApi({ 'get-form-fields-quote': quoteFormRoute(), ...routes });

afterEach(() => {
  vi.unstubAllGlobals();
  clearAllSession();
});

function renderForm(onDone?: () => void) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route path="home" element={<QuoteForm onDone={onDone} compact={Boolean(onDone)} />} />
          <Route path="plans" element={<h1>Plans page</h1>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

async function fill(values: { zip?: string; gender?: string; tier?: string; dob?: string }) {
  const user = userEvent.setup();
  // The form shows once its definitions and validator loaded.
  const zip = await screen.findByLabelText('Zip Code');
  if (values.zip !== undefined) await user.type(zip, values.zip);
  if (values.gender !== undefined) await user.selectOptions(screen.getByLabelText('Gender'), values.gender);
  if (values.tier !== undefined) await user.selectOptions(screen.getByLabelText('Choose Tier'), values.tier);
  if (values.dob !== undefined) await user.type(screen.getByLabelText('DOB'), values.dob);
  return user;
}

describe('the quote form', () => {
  it('shows each rule at its field and sends nothing', async () => {
    const calls = withForm({});
    renderForm();
    const user = await fill({ zip: '627', dob: '01012020' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.quoteZipInvalid)).toBeTruthy();
    expect(screen.getByText(MESSAGES.underAge)).toBeTruthy();
    expect(screen.getByText(MESSAGES.required)).toBeTruthy(); // gender
    expect(screen.getByLabelText('Zip Code').getAttribute('aria-invalid')).toBe('true');
    expect(calls.map((call) => call.path)).toEqual(['get-form-fields-quote']);
  });

  it("shows the portal's override of a rule's message (data.messages) instead of the spec's text", async () => {
    const text = 'Please enter the five digits of your Zip code';
    const route = quoteFormRoute();
    const calls = withForm({ 'get-form-fields-quote': (url: URL) => ({ data: { ...route(url).data, messages: { quoteZipInvalid: text } } }) });
    renderForm();
    const user = await fill({ zip: '627', gender: 'Male', dob: '06151985' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.quoteZipInvalid)).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['get-form-fields-quote']);
  });

  it('formats the DOB as typed and defaults the tier to Member Only', async () => {
    withForm({});
    renderForm();
    await fill({ dob: '13321990' });
    expect((screen.getByLabelText('DOB') as HTMLInputElement).value).toBe('12/31/1990');
    expect((screen.getByLabelText('Choose Tier') as HTMLSelectElement).value).toBe('IO');
  });

  it.each([['6/15/1985', '06/15/1985'], ['1/2/1990', '01/02/1990']])('keeps a DOB typed the usual US way: %j reads %j', async (keys, shown) => {
    withForm({});
    renderForm();
    await fill({ dob: keys });
    expect((screen.getByLabelText('DOB') as HTMLInputElement).value).toBe(shown);
  });

  it('creates the quote with who the visitor is, stores the tempId and opens the plans', async () => {
    setSession('agent_id', 1001);
    setSession('eprocess', 'applicant');
    setSession('portal_id', 11);
    const calls = withForm({ ...EMPTY_CART, 'add-filter-for-new-user': { data: { temp_enrollment_id: TEMP_ID, portal_id: 11, state: 'IL' } } });
    renderForm();
    const user = await fill({ zip: '62701', gender: 'Female', tier: 'IS', dob: '06151985' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Plans page' })).toBeTruthy();
    expect(calls.find((call) => call.path === 'add-filter-for-new-user')?.body).toMatchObject({
      zip: '62701', gender: '1', tier: 'IS', dob: '06/15/1985', eprocess: 'applicant', agent_id: 1001, platform_group_id: 11, type: 'new-member',
    });
    expect([getSession('tempId'), getSession('tier'), getSession('isFilterDataSubmitted')]).toEqual([TEMP_ID, 'IS', true]);
    await vi.waitFor(() => expect(getSession('cartCount')).toBe(0));
  });

  it("shows the server's zip message under the zip", async () => {
    withForm({ 'add-filter-for-new-user': { status: 422, data: [{ target_element: 'zip', error_message: MESSAGES.quoteZipInvalid }] } });
    renderForm();
    const user = await fill({ zip: '00001', gender: 'Male', dob: '06151985' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.quoteZipInvalid)).toBeTruthy();
    expect(getSession('tempId')).toBeNull();
  });

  it('opens filled from the saved filter and updates it, then hands back to its popup', async () => {
    setSession('tempId', TEMP_ID);
    const calls = withForm({
      ...EMPTY_CART,
      'get-enrollment-temp-info': { data: { result: { zip: '62701', dob: '06/15/1985', gender: '1', tier: 'IS', state: 'IL' } } },
      'change-filter-info': { data: { temp_enrollment_id: TEMP_ID, filter_info: { zip: '10001' } } },
    });
    const onDone = vi.fn<() => void>();
    renderForm(onDone);
    const zip = await screen.findByLabelText('Zip Code');
    expect((zip as HTMLInputElement).value).toBe('62701');
    expect((screen.getByLabelText('DOB') as HTMLInputElement).value).toBe('06/15/1985');
    const user = userEvent.setup();
    await user.clear(zip);
    await user.type(zip, '10001');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const change = calls.find((call) => call.path === `change-filter-info/${TEMP_ID}`);
    expect(change).toMatchObject({ method: 'PUT', body: { zip: '10001', dob: '06/15/1985', gender: '1', tier: 'IS' } });
  });

  it('starts a new quote when the stored tempId belongs to another session', async () => {
    setSession('tempId', TEMP_ID);
    withForm({ ...EMPTY_CART, 'get-enrollment-temp-info': { status: 403, data: [] }, 'add-filter-for-new-user': { data: { temp_enrollment_id: 'b1f0c7a2-0d3e-4f5a-8b6c-7d8e9f0a1b2c', portal_id: 11, state: 'IL' } } });
    renderForm();
    await screen.findByLabelText('Zip Code');
    const user = await fill({ zip: '62701', gender: 'Male', dob: '06151985' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Plans page' })).toBeTruthy();
    expect(getSession('tempId')).toBe('b1f0c7a2-0d3e-4f5a-8b6c-7d8e9f0a1b2c');
  });

  it('asks for the category when a premier plan is in the cart', async () => {
    setSession('tempId', TEMP_ID);
    const calls = withForm({
      ...EMPTY_CART,
      'get-enrollment-temp-info': { data: { result: { zip: '62701', dob: '06/15/1985', gender: '1', tier: 'IC', state: 'IL' } } },
      'get-more-requirement': { data: { result: true } },
      'change-filter-info': { data: { temp_enrollment_id: TEMP_ID, filter_info: { category: 'family' } } },
    });
    const onDone = vi.fn<() => void>();
    renderForm(onDone);
    const category = await screen.findByLabelText('Category');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
    expect(category.getAttribute('aria-invalid')).toBe('true');
    await user.selectOptions(category, 'Family');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((call) => call.path === `change-filter-info/${TEMP_ID}`)?.body).toMatchObject({ category: 'family', tier: 'IC' });
  });

  it("shows 'Referred By' with the referrer of a valid referral", async () => {
    setSession('referral', '5001');
    withForm({ 'get-enrollment-info-referral': { data: { agent_id: 1001, group_id: null, portal_id: 11, valid_referral_link: true, referrer_info: 'Jordan Avery' } } });
    renderForm();
    expect(((await screen.findByLabelText('Referred By')) as HTMLInputElement).value).toBe('Jordan Avery');
  });
});
