import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../schemas/messages';
import { getSession, setSession } from '../../../src/session';
import { installFakeApi } from './fakeApi';
import { renderApp } from './renderApp';
import { wizardRoutes } from './wizardWorld';

const ID = 'de000003-0000-4000-8000-000000000003';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function open(path: string) {
  setSession('tempId', ID);
  renderApp(path);
  return userEvent.setup();
}

describe('wizard form tabs', () => {
  it('shows the tab in the server tab list, the enroller-code block and the spec buttons (group 2556)', async () => {
    installFakeApi({
      ...wizardRoutes({ portal: 12, groupId: 2556, eprocess: 'group', enrollCode: { show_enroll_code: false, required: true, saved: false } }),
      'save-enroller-code': (_url, body) => ((body as { enrollerCode: string }).enrollerCode === 'ENR-1001'
        ? { data: {} }
        : { status: 422, data: [{ target_element: 'enrollerCode', error_message: MESSAGES.enrollerCodeInvalid }] }),
    });
    const user = open('/enrollment/personal-info');
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal Information' })).toBeTruthy();
    const steps = screen.getByRole('navigation', { name: 'Enrollment steps' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(9);
    expect(within(steps).getByText('Personal Information').closest('li')?.getAttribute('aria-current')).toBe('step');
    expect(getSession('nav_array')?.map((e) => e.tab_name)[2]).toBe('employer_info');
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.enrollerCodeEmpty);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save & Continue Later' })).toBeNull();

    const opener = screen.getByRole('button', { name: 'Enter Enroller Code' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Add your enroller code' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Enroller Code'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Code' }));
    expect(within(dialog).getByText(MESSAGES.enrollerCodeEmpty)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Enroller Code'), 'WRONG');
    await user.click(within(dialog).getByRole('button', { name: 'Save Code' }));
    expect(await within(dialog).findByText(MESSAGES.enrollerCodeInvalid)).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Enroller Code'));
    await user.type(within(dialog).getByLabelText('Enroller Code'), 'ENR-1001');
    await user.click(within(dialog).getByRole('button', { name: 'Save Code' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Enter Enroller Code' }));
  });

  it('closes a dialog with Escape and keeps Tab inside it', async () => {
    installFakeApi(wizardRoutes({ portal: 11, groupId: null, eprocess: 'rep' }));
    const user = open('/enrollment/personal-info');
    await user.click(await screen.findByRole('button', { name: 'Enter Enroller Code' }));
    const dialog = screen.getByRole('dialog');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves a valid tab, posts its payload and moves to the next tab of nav_array', async () => {
    const calls = installFakeApi({
      ...wizardRoutes({ portal: 11, groupId: null, eprocess: 'applicant', saved: { primary_info: { first_name: 'Casey', last_name: 'Rivera', gender: '1', marital_status: '1', birthdate: '06/15/1985' } } }),
      'save-personal-info': { data: { saved_tab: 'primary_info' } },
    });
    const user = open('/enrollment/personal-info');
    await screen.findByRole('heading', { level: 1, name: 'Personal Information' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText(MESSAGES.required).length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText(/Social Security Number/), '123456789');
    await user.type(screen.getByLabelText(/Height \(feet\)/), '5');
    await user.type(screen.getByLabelText(/Height \(inches\)/), '7');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Information' })).toBeTruthy();
    const save = calls.find((c) => c.path === 'save-personal-info');
    expect(save?.body).toMatchObject({ enrollment_id: ID, first_name: 'Casey', ssn: '123456789', height_feet: '5', height_inch: '7' });
    expect(save?.body).not.toHaveProperty('middle_name');
  });

  it('prefills an unsaved employer tab from the group and blocks a retired employee', async () => {
    installFakeApi(wizardRoutes({ portal: 12, groupId: 2001, eprocess: 'group' }));
    const user = open('/enrollment/employer-info');
    expect(await screen.findByRole('heading', { level: 1, name: 'Employer Information' })).toBeTruthy();
    expect((screen.getByLabelText(/Employer Name/) as HTMLInputElement).value).toBe('Acme Manufacturing');
    expect((screen.getByLabelText(/^Zip/) as HTMLInputElement).value).toBe('62701');
    await user.selectOptions(screen.getByLabelText(/Employment Status/), 'R');
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.retiredEmployer);
  });

  it('sends Save & Continue Later with the tab and its current answers', async () => {
    const calls = installFakeApi({
      ...wizardRoutes({ portal: 11, groupId: null, eprocess: 'applicant', saved: { contact_info: { email_address: 'casey@example.com', state: 'IL', zip: '62701' } } }),
      'save-enrollment': { data: { message: 'sent' } },
    });
    const user = open('/enrollment/contact-info');
    await user.click(await screen.findByRole('button', { name: 'Save & Continue Later' }));
    const dialog = screen.getByRole('dialog', { name: 'Save & Continue Later' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    expect(within(dialog).getByText(MESSAGES.saveLaterInvalidEmail)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(MESSAGES.saveLaterPrompt), 'casey@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    expect(await within(dialog).findByText(MESSAGES.saveLaterSaved)).toBeTruthy();
    expect(calls.find((c) => c.path === 'save-enrollment')?.body).toEqual({
      enrollment_id: ID, email: 'casey@example.com', tab: 'contact_info', data: { email_address: 'casey@example.com', state: 'IL', zip: '62701' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the mail limit\'s refusal (429) at the e-mail field and keeps the dialog open for another try later', async () => {
    installFakeApi({
      ...wizardRoutes({ portal: 11, groupId: null, eprocess: 'applicant' }),
      'save-enrollment': { status: 429, data: [{ target_element: 'email', error_message: MESSAGES.mailThrottled }] },
    });
    const user = open('/enrollment/contact-info');
    await user.click(await screen.findByRole('button', { name: 'Save & Continue Later' }));
    const dialog = screen.getByRole('dialog', { name: 'Save & Continue Later' });
    const email = within(dialog).getByLabelText(MESSAGES.saveLaterPrompt);
    await user.type(email, 'casey@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    expect(await within(dialog).findByText(MESSAGES.mailThrottled)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByText(MESSAGES.saveLaterSaved)).toBeNull();
  });

  it('asks to resume when the server refuses this browser the enrollment', async () => {
    installFakeApi({ ...wizardRoutes({ portal: 11, groupId: null, eprocess: 'applicant' }), 'get-form-fields-contact-info': { status: 403, data: [{ target_element: 'enrollment_id', error_message: MESSAGES.sessionForbidden }] } });
    open('/enrollment/contact-info');
    expect(await screen.findByText(MESSAGES.sessionForbidden)).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Continue a saved enrollment' })).toBeTruthy();
  });

  it('asks to resume when this browser holds no enrollment', async () => {
    const calls = installFakeApi(wizardRoutes({ portal: 11, groupId: null, eprocess: 'applicant' }));
    renderApp('/enrollment/personal-info');
    expect(await screen.findByText(MESSAGES.sessionMissing)).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('get-form-fields'))).toBe(false);
  });
});
