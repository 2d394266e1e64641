/**
 * WCAG 2.2.1 on a wizard step: before the server session ends a dialog offers to stay (one
 * press renews it); at the end the step's typed values are kept in this browser, and after
 * the user resumes they are filled in again. Real machine, real step, fake network.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../schemas/messages';
import { readDraft, setSession } from '../../../src/session';
import { installFakeApi } from './fakeApi';
import { renderApp } from './renderApp';
import { wizardRoutes } from './wizardWorld';

const ID = 'de000001-0000-4000-8000-000000000001';
const world = { portal: 11, groupId: null, eprocess: 'applicant', saved: { contact_info: { email_address: 'casey@example.com', state: 'IL', zip: '62701' } } };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

function openContact(sessionExpiresIn: number | (() => number), extra = {}) {
  const calls = installFakeApi({ ...wizardRoutes(world), ...extra }, { sessionExpiresIn });
  setSession('tempId', ID);
  renderApp('/enrollment/contact-info');
  return { calls, user: userEvent.setup() };
}

describe('session timeout on a wizard step', () => {
  it('warns before the end and keeps the session with one press', async () => {
    let left = 121;
    const { calls, user } = openContact(() => left, { 'keep-session-alive': () => ({ data: { expires_in: 1800 } }) });
    await screen.findByRole('heading', { level: 1, name: 'Contact Information' });
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.sessionWarningTitle });
    expect(within(dialog).getByText(/Time left: [12]:\d\d/)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: MESSAGES.sessionStay }));
    left = 1800;
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.sessionStay }));
    expect(calls.filter((c) => c.path === 'keep-session-alive')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps what was typed in this browser when the session ends, and says how to resume', async () => {
    const { user } = openContact(3);
    const city = await screen.findByLabelText('City');
    await user.type(city, 'Springfield');
    await user.tab();
    const ended = await screen.findByRole('dialog', { name: MESSAGES.sessionEndedTitle });
    expect(within(ended).getByText(MESSAGES.sessionEndedText)).toBeTruthy();
    expect(within(ended).getByRole('button', { name: MESSAGES.sessionResume })).toBeTruthy();
    expect(readDraft(ID, 'contact_info')).toMatchObject({ city: 'Springfield', email_address: 'casey@example.com' });
  });

  it('fills in the kept values once, with a note, after the user resumed', async () => {
    sessionStorage.setItem(`bs-draft:${ID}:contact_info`, JSON.stringify({ city: 'Springfield', address1: '1 Oak St', state: 'NY' }));
    openContact(1800);
    expect(await screen.findByText(MESSAGES.draftRestored)).toBeTruthy();
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Springfield');
    expect((screen.getByLabelText(/Street Address 1/) as HTMLInputElement).value).toBe('1 Oak St');
    // Read-only fields keep the server's value.
    expect((screen.getByLabelText('State') as HTMLInputElement).value).toBe('IL');
    // The browser's copy goes once the form holds the values (an effect after the form mounts).
    await waitFor(() => expect(readDraft(ID, 'contact_info')).toBeNull());
  });
});
