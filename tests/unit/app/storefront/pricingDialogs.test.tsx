/**
 * The plan detail's pricing dialogs through the fake network (storefront.md section 2 "Plan
 * detail"; issue 16 item 1): each renders the engine form of its catalog with the validator the
 * server compiled from it, refuses what the schema refuses before anything is sent, sends the
 * answer in wire shape to change-filter-info, and shows the server's field errors at their field.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { MESSAGES } from '../../../../schemas/messages';
import { ChooseTierDialog } from '../../../../src/storefront/shop/detail/ChooseTierDialog';
import { IncomeHoursDialog } from '../../../../src/storefront/shop/detail/IncomeHoursDialog';
import { TobaccoDialog } from '../../../../src/storefront/shop/detail/TobaccoDialog';
import { clearAllSession, getSession } from '../../../../src/session/storage';
import { installFakeApi, type FakeAnswer, type FakeRoute } from '../fakeApi';
import { pricingFormRoute } from './pricingFormRoute';

const TEMP_ID = '5d0f2c4e-7a1b-4c3d-9e8f-0a1b2c3d4e5f';

afterEach(() => {
  vi.unstubAllGlobals();
  clearAllSession();
});

const saved: FakeAnswer = { data: { temp_enrollment_id: TEMP_ID, filter_info: {} } };

function network(change: FakeRoute | FakeAnswer = saved) {
  return installFakeApi({ 'get-form-fields-pricing': pricingFormRoute, 'change-filter-info': change });
}

const renderIn = (dialog: React.ReactNode) => render(<SWRConfig value={{ provider: () => new Map() }}>{dialog}</SWRConfig>);

describe('the Annual Income and Working Hours dialog', () => {
  it('refuses empty and out-of-range answers before sending, then saves numbers', async () => {
    const calls = network();
    const onSaved = vi.fn<() => void>();
    renderIn(<IncomeHoursDialog tempId={TEMP_ID} onSaved={onSaved} onClose={() => undefined} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Annual Income and Working Hours' });
    const submit = await within(dialog).findByRole('button', { name: 'Submit' });
    await user.click(submit);
    await vi.waitFor(() => expect(within(dialog).getAllByText(MESSAGES.required)).toHaveLength(2));
    await user.type(within(dialog).getByLabelText('Annual Income ($)'), '30000');
    await user.type(within(dialog).getByLabelText('Working Hours (per week)'), '169');
    await user.click(submit);
    await vi.waitFor(() => expect(within(dialog).getByText(MESSAGES.planDetailHoursInvalid)).toBeTruthy());
    expect(within(dialog).getByLabelText('Working Hours (per week)').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.path.startsWith('change-filter-info'))).toBe(false);
    await user.clear(within(dialog).getByLabelText('Working Hours (per week)'));
    await user.type(within(dialog).getByLabelText('Working Hours (per week)'), '40');
    await user.click(submit);
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((call) => call.path === `change-filter-info/${TEMP_ID}`)).toMatchObject({ method: 'PUT', body: { annual_incode: 30000, working_hours: 40 } });
  });

  it("shows the server's field error at its field", async () => {
    network({ status: 422, data: [{ target_element: 'working_hours', error_message: MESSAGES.planDetailHoursInvalid }] });
    const onSaved = vi.fn<() => void>();
    renderIn(<IncomeHoursDialog tempId={TEMP_ID} onSaved={onSaved} onClose={() => undefined} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Annual Income and Working Hours' });
    await user.type(await within(dialog).findByLabelText('Annual Income ($)'), '30000');
    await user.type(within(dialog).getByLabelText('Working Hours (per week)'), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(within(dialog).getByText(MESSAGES.planDetailHoursInvalid)).toBeTruthy());
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('the Tobacco Usage dialog', () => {
  it("asks 'Do you smoke?' and sends 1 with the plan's id", async () => {
    const calls = network();
    const onSaved = vi.fn<() => void>();
    renderIn(<TobaccoDialog tempId={TEMP_ID} planId={1701} onSaved={onSaved} onClose={() => undefined} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Tobacco Usage' });
    const group = await within(dialog).findByRole('radiogroup', { name: MESSAGES.planDetailSmokeQuestion });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(within(dialog).getByText(MESSAGES.required)).toBeTruthy());
    await user.click(within(group).getByLabelText('Yes'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((call) => call.path === `change-filter-info/${TEMP_ID}`)?.body).toEqual({ is_smoker: 1, plan_id: 1701 });
  });
});

describe('the Choose Tier dialog', () => {
  it("starts from the quote's tier and saves the one chosen", async () => {
    const calls = network();
    const onSaved = vi.fn<() => void>();
    renderIn(<ChooseTierDialog tempId={TEMP_ID} tier="IS" onSaved={onSaved} onClose={() => undefined} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Choose Tier' });
    const select = await within(dialog).findByLabelText('Choose Tier');
    expect((select as HTMLSelectElement).value).toBe('IS');
    await user.selectOptions(select, 'Member Only');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((call) => call.path === `change-filter-info/${TEMP_ID}`)?.body).toEqual({ tier: 'IO' });
    expect(getSession('tier')).toBe('IO');
  });
});
