/**
 * 'Send Personalized Quote' through the fake network (storefront.md sections 4 "Quote", 5, 6 and
 * 9; issue 8 point 8; issue 13): shown only to signed-in reps and groups quoting their own, off the white-label host and unless
 * show-quotation is 'no'; the form's messages; Preview shows the server's rendering; Send
 * confirms with 'Quote Successfully Sent to {email}' and posts save-enrollment with tab cart_info.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { MESSAGES } from '../../../../schemas/messages';
import { useDefaultInfo } from '../../../../src/api/getDefaultInfo';
import { usePortalSession } from '../../../../src/api/getPortalSession';
import { SendQuoteButton } from '../../../../src/storefront/shop/sendQuote';
import { clearAllSession, setSession } from '../../../../src/session/storage';
import { installFakeApi, type FakeAnswer } from '../fakeApi';
import { storefrontFormAnswer } from '../fakeValidators';
import { DEFAULT_INFO } from './entryWorld';
import { ACME_PRINCIPAL, JORDAN_PRINCIPAL, NOBODY } from './homesWorld';

const TEMP_ID = 'de000006-0000-4000-8000-000000000006';
const PREVIEW = '<p>Dear Casey Morgan,</p><table><caption>Plans</caption><tbody><tr><td>Prairie Medical Basic</td></tr></tbody></table>';
const WHITE_LABEL = { data: { ...DEFAULT_INFO.data, white_label: { host: 'localhost', guest_agent_id: 1001, default_group_id: 2001 } } };

afterEach(() => {
  vi.unstubAllGlobals();
  clearAllSession();
});

/** Shows 'Site known' once get-default-info answered, so a test can tell "hidden" from "not loaded yet". */
function SiteKnown() {
  return useDefaultInfo() ? <p>Site known</p> : null;
}

/** Shows 'Sign-in known' once portal-session answered. */
function SignInKnown() {
  return usePortalSession() ? <p>Sign-in known</p> : null;
}

function renderButton() {
  return render(<SWRConfig value={{ provider: () => new Map() }}><SiteKnown /><SignInKnown /><SendQuoteButton /></SWRConfig>);
}

/** The fake network of a quote; `principal` is who portal-session says is signed in (Jordan Avery by default). */
function quoteWorld(defaultInfo: FakeAnswer = DEFAULT_INFO, principal: FakeAnswer = { data: JORDAN_PRINCIPAL }) {
  return installFakeApi({
    'get-default-info': defaultInfo,
    'get-form-fields-send-quote': storefrontFormAnswer('send_quote'),
    'portal-session': principal,
    'get-quote-preview-content': { data: { content: PREVIEW } },
    'save-enrollment': (_url, body) => ({ data: { message: MESSAGES.quoteSent.replace('{email}', (body as { email: string }).email) } }),
  });
}

describe('Send Personalized Quote', () => {
  it.each([
    ['an applicant', { eprocess: 'applicant' as const }, DEFAULT_INFO],
    ['the white-label host', { eprocess: 'rep' as const }, WHITE_LABEL],
    ['show-quotation no', { eprocess: 'rep' as const, 'show-quotation': 'no' as const }, DEFAULT_INFO],
    ['an employee of a group landing, who is not its admin', { eprocess: 'group' as const }, DEFAULT_INFO, { data: NOBODY }],
    ['a rep enrollment while a group admin is signed in', { eprocess: 'rep' as const }, DEFAULT_INFO, { data: ACME_PRINCIPAL }],
  ])('is not offered to %s', async (_who, values, defaultInfo, principal?: FakeAnswer) => {
    setSession('tempId', TEMP_ID);
    for (const [key, value] of Object.entries(values)) setSession(key as 'eprocess', value as 'rep');
    quoteWorld(defaultInfo, principal);
    renderButton();
    await screen.findByText('Site known');
    await screen.findByText('Sign-in known');
    expect(screen.queryByRole('button', { name: MESSAGES.quoteSendButton })).toBeNull();
  });

  it('checks name and e-mail, previews the rendered quote and sends it for a rep', async () => {
    setSession('tempId', TEMP_ID);
    setSession('eprocess', 'rep');
    const calls = quoteWorld();
    renderButton();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: MESSAGES.quoteSendButton }));
    // The dialogs load when opened (SendQuoteButton): wait for them.
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.quoteSendButton });
    // The engine's form shows once its definitions and validator loaded.
    await user.type(await within(dialog).findByLabelText('Name'), 'R2D2');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText(MESSAGES.quoteNameInvalid)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.quoteEmailInvalid)).toBeTruthy();
    expect(calls.filter((call) => !['get-default-info', 'portal-session', 'get-form-fields-send-quote'].includes(call.path))).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Casey Morgan');
    // The engine commits a typed value on leaving the field (or after a pause): the message goes with it.
    await user.tab();
    expect(within(dialog).queryByText(MESSAGES.quoteNameInvalid)).toBeNull();
    await user.type(within(dialog).getByLabelText('Email'), 'casey@example.com');
    await user.type(within(dialog).getByLabelText('Message (optional)'), 'As discussed.');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Quote Preview' });
    expect(within(preview).getByRole('region', { name: 'Quote preview' }).textContent).toContain('Dear Casey Morgan,');
    expect(calls.find((call) => call.path === 'get-quote-preview-content')?.query).toEqual({
      enrollment_id: TEMP_ID, email: 'casey@example.com', name: 'Casey Morgan', tab: 'cart_info', message: 'As discussed.', type: 'preview',
    });

    await user.click(within(preview).getByRole('button', { name: 'Send' }));
    const sent = await screen.findByRole('dialog', { name: 'Quote Sent' });
    expect(within(sent).getByText('Quote Successfully Sent to casey@example.com')).toBeTruthy();
    expect(calls.find((call) => call.path === 'save-enrollment')?.body).toEqual({
      enrollment_id: TEMP_ID, tab: 'cart_info', name: 'Casey Morgan', email: 'casey@example.com', message: 'As discussed.',
    });
    await user.click(within(sent).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays offered to the rep after Member Enrollment made this enrollment an applicant\'s, and not for another enrollment', async () => {
    setSession('tempId', TEMP_ID);
    setSession('eprocess', 'applicant');
    setSession('shopProcess', { tempId: TEMP_ID, eprocess: 'rep' });
    quoteWorld();
    const { unmount } = renderButton();
    expect(await screen.findByRole('button', { name: MESSAGES.quoteSendButton })).toBeTruthy();
    unmount();
    setSession('shopProcess', { tempId: 'de000001-0000-4000-8000-000000000001', eprocess: 'rep' });
    renderButton();
    await screen.findByText('Site known');
    expect(screen.queryByRole('button', { name: MESSAGES.quoteSendButton })).toBeNull();
  });

  it('shows the mail limit\'s refusal (429) at the Email field', async () => {
    setSession('tempId', TEMP_ID);
    setSession('eprocess', 'rep');
    installFakeApi({
      'get-default-info': DEFAULT_INFO,
      'get-form-fields-send-quote': storefrontFormAnswer('send_quote'),
      'portal-session': { data: JORDAN_PRINCIPAL },
      'save-enrollment': { status: 429, data: [{ target_element: 'email', error_message: MESSAGES.mailThrottled }] },
    });
    renderButton();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: MESSAGES.quoteSendButton }));
    // The dialogs load when opened (SendQuoteButton): wait for them.
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.quoteSendButton });
    await user.type(await within(dialog).findByLabelText('Name'), 'Casey Morgan');
    await user.type(within(dialog).getByLabelText('Email'), 'casey@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(MESSAGES.mailThrottled)).toBeTruthy();
    expect(within(dialog).getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a refusal from the server above the form', async () => {
    setSession('tempId', TEMP_ID);
    setSession('eprocess', 'group');
    installFakeApi({
      'get-default-info': DEFAULT_INFO,
      'get-form-fields-send-quote': storefrontFormAnswer('send_quote'),
      'portal-session': { data: ACME_PRINCIPAL },
      'get-quote-preview-content': { status: 422, data: [{ target_element: 'general', error_message: MESSAGES.quoteCartEmpty }] },
    });
    renderButton();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: MESSAGES.quoteSendButton }));
    // The dialogs load when opened (SendQuoteButton): wait for them.
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.quoteSendButton });
    await user.type(await within(dialog).findByLabelText('Name'), 'Casey');
    await user.type(within(dialog).getByLabelText('Email'), 'casey@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MESSAGES.quoteCartEmpty);
  });
});
