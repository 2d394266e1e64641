/**
 * The send-quote form's rules as its catalog's schema states them (storefront.md section 5:
 * 'Please enter valid name', 'Please enter valid email address', message optional; issue 16
 * item 1): what save-enrollment (tab cart_info) and get-quote-preview-content answer, and what the
 * browser's engine shows (tests/unit/server/validatorModule.test.ts checks both sides agree).
 */
import { describe, expect, it } from 'vitest';
import { sendQuoteFieldErrors } from '../../../adapters';
import { MESSAGES } from '../../../schemas/messages';

describe('sendQuoteFieldErrors', () => {
  const byField = (body: Record<string, unknown>) => Object.fromEntries(sendQuoteFieldErrors(body).map((e) => [e.target_element, e.error_message]));
  it.each([
    [{ name: 'Casey Morgan', email: 'casey@example.com' }, {}],
    [{ name: "Mary-Jo O'Neil Jr.", email: 'a.b+c@example.co.uk', message: 'Hello' }, {}],
    [{ name: '  ', email: '' }, { name: MESSAGES.quoteNameInvalid, email: MESSAGES.quoteEmailInvalid }],
    [{}, { name: MESSAGES.quoteNameInvalid, email: MESSAGES.quoteEmailInvalid }],
    [{ name: 'R2D2', email: 'casey@example' }, { name: MESSAGES.quoteNameInvalid, email: MESSAGES.quoteEmailInvalid }],
    [{ name: 'x'.repeat(61), email: 'casey@example.com' }, { name: MESSAGES.quoteNameInvalid }],
    [{ name: 'Casey', email: 'casey@example.com', message: 'x'.repeat(1001) }, { message: MESSAGES.text }],
  ])('%o -> %o', (body, errors) => {
    expect(byField(body)).toEqual(errors);
  });
});
