/**
 * The filter summary through the fake network (storefront.md section 2 "Plans listing"; issue 8
 * point 4): zip, gender M/F, smoker only when set, tier and DOB from the saved filter; Edit opens
 * the Basic Details popup with the quote form filled in, and a save closes it and shows the new
 * filter; without a quote it invites the visitor in; editable false offers no Edit.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { MESSAGES } from '../../../../schemas/messages';
import { FilterSummary } from '../../../../src/storefront/shop/filter';
import { clearAllSession, setSession } from '../../../../src/session/storage';
import { quoteFormRoute } from '../fakeValidators';
import { installFakeApi } from '../fakeApi';
import { savedFilterRoutes } from './plansWorld';

const TEMP_ID = '5d0f2c4e-7a1b-4c3d-9e8f-0a1b2c3d4e5f';
const SAVED = { zip: '62701', dob: '06/15/1985', gender: '1', tier: 'IS', state: 'IL' };

afterEach(() => {
  vi.unstubAllGlobals();
  clearAllSession();
});

function renderSummary(editable?: boolean) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter><FilterSummary editable={editable} /></MemoryRouter>
    </SWRConfig>,
  );
}

/** The summary's items as "label value" texts. */
const items = (region: HTMLElement) => within(region).queryAllByRole('term').map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

describe('the filter summary', () => {
  it('lists zip, gender as M/F, tier and DOB; smoker only when set', async () => {
    setSession('tempId', TEMP_ID);
    installFakeApi({ 'get-enrollment-temp-info': { data: { result: SAVED } } });
    renderSummary();
    const region = screen.getByRole('region', { name: 'Your basic details' });
    await vi.waitFor(() => expect(items(region)).toEqual(['Zip 62701', 'Gender F', 'Tier Member + Spouse', 'DOB 06/15/1985']));
  });

  it('shows the smoker answer once given', async () => {
    setSession('tempId', TEMP_ID);
    installFakeApi({ 'get-enrollment-temp-info': { data: { result: { ...SAVED, gender: '0', is_smoker: 1 } } } });
    renderSummary();
    const region = screen.getByRole('region', { name: 'Your basic details' });
    await vi.waitFor(() => expect(items(region)).toEqual(['Zip 62701', 'Gender M', 'Smoker Yes', 'Tier Member + Spouse', 'DOB 06/15/1985']));
  });

  it('edits in the Basic Details popup, which closes on save and the summary follows', async () => {
    setSession('tempId', TEMP_ID);
    const calls = installFakeApi(savedFilterRoutes(SAVED));
    renderSummary();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit basic details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Basic Details' });
    const zip = await within(dialog).findByLabelText('Zip Code');
    expect((zip as HTMLInputElement).value).toBe('62701');
    await user.clear(zip);
    await user.type(zip, '10001');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.path === `change-filter-info/${TEMP_ID}`)).toMatchObject({ method: 'PUT', body: { zip: '10001' } });
    const region = screen.getByRole('region', { name: 'Your basic details' });
    await vi.waitFor(() => expect(items(region)[0]).toBe('Zip 10001'));
  });

  it('Cancel closes the popup without saving', async () => {
    setSession('tempId', TEMP_ID);
    const calls = installFakeApi({ 'get-enrollment-temp-info': { data: { result: SAVED } }, 'get-form-fields-quote': quoteFormRoute() });
    renderSummary();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit basic details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Basic Details' });
    await within(dialog).findByLabelText('Zip Code');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('invites a visitor without a quote to enter one', async () => {
    installFakeApi({});
    renderSummary();
    expect(screen.getByText(MESSAGES.plansNoQuote)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enter details' }));
    expect(await screen.findByRole('dialog', { name: 'Basic Details' })).toBeTruthy();
  });

  it('offers no Edit when not editable', async () => {
    setSession('tempId', TEMP_ID);
    installFakeApi({ 'get-enrollment-temp-info': { data: { result: SAVED } } });
    renderSummary(false);
    await screen.findByText('62701');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
