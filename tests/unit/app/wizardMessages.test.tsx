/**
 * The wizard's message overrides (issue 14 item 1; the Wizard: Messages form): a step reads
 * get-form-fields-wizard-messages with its context and the app's one lookup then says the
 * enrollment's texts: a screen's catalog message (Save & Continue Later's prompt) and a machine's
 * (its e-mail check). Without overrides the spec's texts show; the call is asked once per enrollment.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../schemas/messages';
import { forgetWizardMessages } from '../../../src/enrollment/wizardMessages';
import { setSession } from '../../../src/session';
import { setSiteMessages } from '../../../src/shared/text/messages';
import { installFakeApi } from './fakeApi';
import { renderApp } from './renderApp';
import { wizardRoutes } from './wizardWorld';

const ID = 'de000001-0000-4000-8000-000000000001';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  forgetWizardMessages();
  setSiteMessages(undefined);
});

/** Contact Information of a default-portal enrollment, its dialog of Save & Continue Later opened and an address that is not one sent. */
async function saveLaterWithBadEmail(messages?: Record<string, string>) {
  const calls = installFakeApi({
    ...wizardRoutes({ portal: 11, groupId: null, eprocess: 'applicant' }),
    'get-form-fields-wizard-messages': { data: messages ? { messages } : {} },
  });
  setSession('tempId', ID);
  renderApp('/enrollment/contact-info');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Save & Continue Later' }));
  const dialog = screen.getByRole('dialog', { name: 'Save & Continue Later' });
  return { calls, user, dialog };
}

describe("the wizard's message overrides", () => {
  it("show the enrollment's texts in place of the catalog's, a screen's and a machine's", async () => {
    const prompt = 'Where should we send your enrollment code?';
    const invalid = 'Please check the e-mail address';
    const { calls, user, dialog } = await saveLaterWithBadEmail({ saveLaterPrompt: prompt, saveLaterInvalidEmail: invalid });
    const field = within(dialog).getByLabelText(prompt);
    expect(within(dialog).queryByLabelText(MESSAGES.saveLaterPrompt)).toBeNull();
    await user.type(field, 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    expect(await within(dialog).findByText(invalid)).toBeTruthy();
    expect(within(dialog).queryByText(MESSAGES.saveLaterInvalidEmail)).toBeNull();
    const asked = calls.filter((call) => call.path === 'get-form-fields-wizard-messages');
    expect(asked).toHaveLength(1);
    expect(asked[0].query).toEqual({ enrollment_id: ID });
  });

  it("leave the spec's texts when no scope overrides any", async () => {
    const { user, dialog } = await saveLaterWithBadEmail();
    await user.type(within(dialog).getByLabelText(MESSAGES.saveLaterPrompt), 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    expect(await within(dialog).findByText(MESSAGES.saveLaterInvalidEmail)).toBeTruthy();
  });
});
