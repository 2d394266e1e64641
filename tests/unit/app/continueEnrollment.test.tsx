import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../schemas/messages';
import { getSession } from '../../../src/session';
import { installFakeApi } from './fakeApi';
import { renderApp } from './renderApp';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const resumed = { enrollment_id: 'de000001-0000-4000-8000-000000000001', saved_tab: 'primary_info', group_id: null, platform_group_id: 11, agent_id: 1001, open_type: null, type: 'new-member', eprocess: 'applicant' };

async function openBanner() {
  renderApp('/continue-enrollment');
  expect(await screen.findByRole('heading', { name: MESSAGES.continueWelcome })).toBeTruthy();
  return userEvent.setup();
}

describe('continue-enrollment banner', () => {
  it('requires both the code and the e-mail before calling the server', async () => {
    const calls = installFakeApi({});
    const user = await openBanner();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(2);
    expect(screen.getByLabelText('Enter Code').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.path === 'continue-enrollment')).toBe(false);
  });

  it('flags an invalid e-mail address', async () => {
    installFakeApi({});
    const user = await openBanner();
    await user.type(screen.getByLabelText('Enter Code'), 'DEMO0001');
    await user.type(screen.getByLabelText('Enter Email Address'), 'demo@');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(MESSAGES.continueInvalidEmail)).toBeTruthy();
  });

  it('flags both fields when the server refuses the pair', async () => {
    installFakeApi({ 'continue-enrollment': { status: 422, data: [{ target_element: 'code', error_message: MESSAGES.continueFailed }] } });
    const user = await openBanner();
    await user.type(screen.getByLabelText('Enter Code'), 'WRONG001');
    await user.type(screen.getByLabelText('Enter Email Address'), 'demo@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getAllByText(MESSAGES.continueFailed)).toHaveLength(2));
    expect(screen.getByLabelText('Enter Email Address').getAttribute('aria-invalid')).toBe('true');
  });

  it('stores the resumed enrollment in the session on success', async () => {
    const calls = installFakeApi({ 'continue-enrollment': { data: resumed } });
    const user = await openBanner();
    await user.type(screen.getByLabelText('Enter Code'), ' DEMO0001 ');
    await user.type(screen.getByLabelText('Enter Email Address'), 'demo@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(getSession('tempId')).toBe(resumed.enrollment_id));
    expect(calls.find((c) => c.path === 'continue-enrollment')?.body).toEqual({ code: 'DEMO0001', email: 'demo@example.com' });
    expect(getSession('eprocess')).toBe('applicant');
    expect(getSession('portal_id')).toBe(11);
  });
});
