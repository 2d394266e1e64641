/**
 * The help widget through the fake network (storefront.md sections 2, 4, 5 and 9): the options
 * of 'We are here to help you', the rep conversation with its slide step, a failed send's message
 * for 5 seconds, editing an earlier answer, Back, and the dialog's focus and Escape.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../schemas/messages';
import { getSession } from '../../../../src/session/storage';
import { HelpWidget } from '../../../../src/storefront/help/HelpWidget';
import { installFakeApi } from '../fakeApi';
import { helpWorld, TICKET_URL } from './helpWorld';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderWidget() {
  const world = helpWorld();
  const calls = installFakeApi(world.routes);
  render(<SWRConfig value={{ provider: () => new Map() }}><HelpWidget /></SWRConfig>);
  return { calls, world };
}

async function openRepView(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Help' }));
  const dialog = await screen.findByRole('dialog', { name: 'Help' });
  await user.click(within(dialog).getByRole('button', { name: 'Contact Rep' }));
  return screen.getByRole('dialog', { name: 'Contact Rep' });
}

describe('the help widget', () => {
  it("opens 'We are here to help you' with Create Ticket, Feedback and Contact Rep; Escape closes it and returns focus", async () => {
    renderWidget();
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Help' }).getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help' });
    const toggle = screen.getByRole('button', { name: 'Help' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(dialog.id);
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Help' }));
    expect(within(dialog).getByText(MESSAGES.helpGreeting)).toBeTruthy();
    expect((await within(dialog).findByRole('link', { name: /Create Ticket/ })).getAttribute('href')).toBe(TICKET_URL);
    expect(within(dialog).getByRole('link', { name: /Feedback/ }).getAttribute('href')).toBe(`${TICKET_URL}?type=feedback`);
    expect(within(dialog).getByRole('button', { name: 'Contact Rep' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('walks the conversation: Enter sends, the slide step needs both fields, Back returns to the options', async () => {
    const { calls } = renderWidget();
    const user = userEvent.setup();
    const dialog = await openRepView(user);
    expect(await within(dialog).findByText('Hi! What is your name?', { selector: '.help-msg' })).toBeTruthy();
    const name = within(dialog).getByLabelText('Your name');
    expect(document.activeElement).toBe(name);
    await user.type(name, 'Sam Rivera{Enter}');
    expect(await within(dialog).findByText('How can Jordan reach you?', { selector: '.help-msg' })).toBeTruthy();
    expect(calls.find((call) => call.path === 'assist/add')?.body).toMatchObject({ question_id: 1, answer: 'Sam Rivera', web_url: 'http://localhost:3000/' });
    // The device id is made once and kept.
    expect(calls.find((call) => call.path === 'assist/get')?.query.device_id).toBe(getSession('deviceId'));
    await user.type(within(dialog).getByLabelText('E-mail'), 'sam@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Please fill the both fields.')).toBeTruthy();
    expect(calls.filter((call) => call.path === 'assist/add')).toHaveLength(1);
    await user.type(within(dialog).getByLabelText('Phone'), '5552010002{Enter}');
    expect(await within(dialog).findByText('Thank you! Jordan will contact you soon.', { selector: '.help-msg' })).toBeTruthy();
    expect(within(dialog).getByText('sam@example.com, 5552010002')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    // The input went with the script's end: focus is on the messages, not lost.
    expect(document.activeElement).toBe(within(dialog).getByRole('list', { name: 'Conversation' }));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Help' })).toBeTruthy();
  });

  it("shows a failed send's server message for 5 seconds, then clears it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWidget();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const dialog = await openRepView(user);
    await user.type(await within(dialog).findByLabelText('Your name'), 'Sam Rivera{Enter}');
    await user.type(await within(dialog).findByLabelText('E-mail'), 'sam@example.com');
    await user.type(within(dialog).getByLabelText('Phone'), '555{Enter}');
    const message = await within(dialog).findByText('Invalid phone number', { selector: 'p' });
    expect(within(dialog).getByLabelText('Phone').getAttribute('aria-describedby')).toBe(message.id);
    await act(async () => { vi.advanceTimersByTime(4900); });
    expect(within(dialog).queryByText('Invalid phone number', { selector: 'p' })).toBeTruthy();
    await act(async () => { vi.advanceTimersByTime(100); });
    expect(within(dialog).queryByText('Invalid phone number', { selector: 'p' })).toBeNull();
  });

  it('edits an earlier answer: the input holds it, sending replaces it, the conversation goes on', async () => {
    const { calls, world } = renderWidget();
    const user = userEvent.setup();
    const dialog = await openRepView(user);
    await user.type(await within(dialog).findByLabelText('Your name'), 'Sam Rivera{Enter}');
    await within(dialog).findByText('How can Jordan reach you?', { selector: '.help-msg' });
    await user.click(await within(dialog).findByRole('button', { name: 'Edit your answer to: Hi! What is your name?' }));
    expect(within(dialog).getByText('Editing your answer to: Hi! What is your name?')).toBeTruthy();
    const input = within(dialog).getByLabelText('Your name') as HTMLInputElement;
    expect(input.value).toBe('Sam Rivera');
    await user.clear(input);
    await user.type(input, 'Samantha Rivera{Enter}');
    expect(await within(dialog).findByText('Samantha Rivera')).toBeTruthy();
    expect(calls.filter((call) => call.path === 'assist/add').map((call) => call.body)).toMatchObject([
      { question_id: 1, answer: 'Sam Rivera' }, { question_id: 1, answer: 'Samantha Rivera' },
    ]);
    expect(world.answers.get(1)).toBe('Samantha Rivera');
    expect(within(dialog).getByLabelText('E-mail')).toBeTruthy();
  });
});
