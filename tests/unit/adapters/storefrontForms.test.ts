/**
 * The storefront's fixed forms' rules as their catalogs' schemas state them (storefront.md section
 * 5; issue 16 item 1): the send-quote form ('Please enter valid name', 'Please enter valid email
 * address', message optional), what save-enrollment (tab cart_info) and get-quote-preview-content
 * answer; the access-code and group-code forms (required, then the code's shape), what
 * validate-agent and validate-group answer. The browser's engine shows the same
 * (tests/unit/server/validatorModule.test.ts checks both sides agree).
 */
import { describe, expect, it } from 'vitest';
import { storefrontDefinitions, storefrontFieldErrors } from '../../../adapters';
import { MESSAGES } from '../../../schemas/messages';

/** The message per field of a body checked against a fixed form. */
const byField = (form: 'send_quote' | 'access_code' | 'group_code', body: Record<string, unknown>) =>
  Object.fromEntries(storefrontFieldErrors(form, body).map((e) => [e.target_element, e.error_message]));

describe('the send-quote form', () => {
  it.each([
    [{ name: 'Casey Morgan', email: 'casey@example.com' }, {}],
    [{ name: "Mary-Jo O'Neil Jr.", email: 'a.b+c@example.co.uk', message: 'Hello' }, {}],
    [{ name: '  ', email: '' }, { name: MESSAGES.quoteNameInvalid, email: MESSAGES.quoteEmailInvalid }],
    [{}, { name: MESSAGES.quoteNameInvalid, email: MESSAGES.quoteEmailInvalid }],
    [{ name: 'R2D2', email: 'casey@example' }, { name: MESSAGES.quoteNameInvalid, email: MESSAGES.quoteEmailInvalid }],
    [{ name: 'x'.repeat(61), email: 'casey@example.com' }, { name: MESSAGES.quoteNameInvalid }],
    [{ name: 'Casey', email: 'casey@example.com', message: 'x'.repeat(1001) }, { message: MESSAGES.text }],
  ])('%o -> %o', (body, errors) => {
    expect(byField('send_quote', body)).toEqual(errors);
  });

  it('requires Name and Email, not Message', () => {
    expect(storefrontDefinitions('send_quote').map((def) => [def.field_name, def.required])).toEqual([['name', true], ['email', true], ['message', false]]);
  });
});

describe('the access-code and group-code entry forms', () => {
  it.each([
    ['access_code', 'agent_code', '', MESSAGES.required], ['access_code', 'agent_code', '   ', MESSAGES.required],
    ['access_code', 'agent_code', 'AB C', MESSAGES.invalidRepAccessCode], ['access_code', 'agent_code', 'JA-1001', undefined],
    ['group_code', 'group_code', '', MESSAGES.required], ['group_code', 'group_code', 'acme!', MESSAGES.invalidGroupCode], ['group_code', 'group_code', 'ACME2024', undefined],
  ] as const)('%s %s %j -> %j', (form, field, value, message) => {
    expect(byField(form, { [field]: value })[field]).toBe(message);
  });
});
