/**
 * The landing's Access Code and Employee Enrollment dialogs through the fake network: what a
 * visitor reads at each step, and what a confirmed code leaves in the browser for the pages
 * after the reload (storefront.md sections 2, 4, 5 and 8).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../schemas/messages';
import { clearAllSession, getSession } from '../../../../src/session/storage';
import { installFakeApi } from '../fakeApi';
import { renderApp } from '../renderApp';
import { ENTRY_ROUTES } from './entryWorld';

// Confirm and Yes reload the page (window.location.assign), which jsdom only reports as not implemented.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearAllSession();
});

async function openDialog(name: string) {
  installFakeApi(ENTRY_ROUTES);
  renderApp('/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('the Access Code dialog', () => {
  it('asks for the code, refuses an unknown one and clears the message on typing', async () => {
    const { user, dialog } = await openDialog('I have a rep access code');
    // The engine's form shows once its definition and validator loaded.
    const code = await within(dialog).findByLabelText('Rep Access Code');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(MESSAGES.required)).toBeTruthy();
    await user.type(code, 'NOBODY99');
    // The engine takes a typed value after a short pause (or on leaving the field): the message goes then.
    await vi.waitFor(() => expect(within(dialog).queryByText(MESSAGES.required)).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(MESSAGES.invalidRepAccessCode)).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    await user.type(code, 'X');
    await vi.waitFor(() => expect(within(dialog).queryByText(MESSAGES.invalidRepAccessCode)).toBeNull());
  });

  it('shows the rep to confirm; Cancel goes back to the code and Confirm authenticates on his landing', async () => {
    const { user, dialog } = await openDialog('I have a rep access code');
    await user.type(await within(dialog).findByLabelText('Rep Access Code'), 'AVERY001');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await within(dialog).findByText('Jordan Avery');
    for (const text of ['AVERY001', 'jordan.avery@example.com', '(555) 201-0001']) expect(within(dialog).getByText(text)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await within(dialog).findByLabelText('Rep Access Code')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(getSession('landing_url')).toBe('javery'));
    expect(getSession('isRepAuthenticated')).toBe(true);
  });

  it('sends a rep without a landing to the landing-not-configured page of the access page', async () => {
    const { user, dialog } = await openDialog('I have a rep access code');
    await user.type(await within(dialog).findByLabelText('Rep Access Code'), 'NOLAND02');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { level: 1, name: `${MESSAGES.landingNotConfigured} Agent` })).toBeTruthy();
    expect(getSession('isRepAuthenticated')).toBeNull();
  });
});

describe('the Employee Enrollment dialog', () => {
  it('refuses an unknown code, names the company of a known one and re-enters on the link', async () => {
    const { user, dialog } = await openDialog('Employee Enrollment');
    const code = await within(dialog).findByLabelText('Group Enrollment Code');
    await user.type(code, 'NOPE0000');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(MESSAGES.invalidGroupCode)).toBeTruthy();
    await user.clear(code);
    await user.type(code, 'ACME2001');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(MESSAGES.enrollingCompany)).toBeTruthy();
    expect(within(dialog).getByText('Acme Manufacturing')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Re-enter the group enrollment code' }));
    expect((await within(dialog).findByLabelText('Group Enrollment Code') as HTMLInputElement).value).toBe('');
  });

  it('No closes the dialog and changes nothing', async () => {
    const { user, dialog } = await openDialog('Employee Enrollment');
    await user.type(await within(dialog).findByLabelText('Group Enrollment Code'), 'ACME2001');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(await within(dialog).findByRole('button', { name: 'No' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getSession('isEmployeeEnrollment')).toBeNull();
  });

  it('Yes makes the visitor an employee of the company, authenticated, on its landing url', async () => {
    const { user, dialog } = await openDialog('Employee Enrollment');
    await user.type(await within(dialog).findByLabelText('Group Enrollment Code'), 'ACME2001');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Yes' }));
    await vi.waitFor(() => expect(getSession('isEmployeeEnrollment')).toBe(true));
    expect(getSession('isRepAuthenticated')).toBe(true);
    expect(getSession('group_id')).toBe(2001);
    expect(getSession('gname')).toBe('Acme Manufacturing');
    expect(getSession('eprocess')).toBe('group');
    expect(getSession('landing_url')).toBe('acme');
  });

  it('sends a company without a landing to the landing-not-configured page of the access page', async () => {
    const { user, dialog } = await openDialog('Employee Enrollment');
    await user.type(await within(dialog).findByLabelText('Group Enrollment Code'), 'NOLAND03');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { level: 1, name: `${MESSAGES.landingNotConfigured} Group` })).toBeTruthy();
  });
});
