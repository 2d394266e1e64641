/**
 * A scope's overrides of catalog messages (a form layer's `messages`): the engine's errors (the
 * same pickFieldErrors the server answers with) show the override for the key's text, a field's
 * own catalog message included; a filled-in template keeps its values; other texts stay. And
 * the checks of an override at check and publish, each at `messages.<key>`.
 */
import { describe, expect, it } from 'vitest';
import { checkLayer, overriddenMessage, resolveForm, validateValues, withFormMessages, withMessageOverrides } from '../../../adapters';
import { CATALOG } from '../../../schemas/catalog';
import { MESSAGES } from '../../../schemas/messages';
import { totalMessage } from '../../../domain/beneficiaryRules';
import { demoForm, VALID } from './fixtures';

describe('message overrides', () => {
  it("show in a form's field errors, for defaults and a field's own catalog message, and nowhere else", () => {
    const form = withFormMessages(demoForm(12, 'primary_info'), { required: 'Please answer this', firstName: 'Letters only, please' });
    const errors = validateValues(form, { ...VALID.primary_info, first_name: 'J0hn', last_name: '', ssn: '12345678a' });
    expect(Object.fromEntries(errors.map((e) => [e.target_element, e.error_message]))).toEqual({
      first_name: 'Letters only, please', last_name: 'Please answer this', ssn: MESSAGES.ssn,
    });
  });

  it('leave a form without overrides as it was', () => {
    const form = demoForm(12, 'primary_info');
    expect(withFormMessages(form, {})).toBe(form);
    expect(withFormMessages(form, undefined)).toBe(form);
  });

  it('fill a template override with the values the shown message was filled with', () => {
    const overrides = { beneficiaryTotal: 'Percentages add up to {total}; they must make 100%' };
    expect(overriddenMessage(overrides, totalMessage(80))).toBe('Percentages add up to 80; they must make 100%');
    expect(withMessageOverrides([{ target_element: 'employment_status', error_message: MESSAGES.retiredEmployer }], { retiredEmployer: 'Retired employees enroll by phone' }))
      .toEqual([{ target_element: 'employment_status', error_message: 'Retired employees enroll by phone' }]);
  });

  it('ignore keys the catalog does not know and texts that are not overridden', () => {
    expect(overriddenMessage({ nonsense: 'x' }, MESSAGES.required)).toBe(MESSAGES.required);
    expect(overriddenMessage({ required: 'Please answer this' }, MESSAGES.email)).toBe(MESSAGES.email);
  });
});

describe('checking message overrides', () => {
  const catalog = CATALOG.primary_info;
  const errorsOf = (messages: Record<string, unknown>) =>
    Object.fromEntries(checkLayer(catalog, resolveForm(catalog, []), { fields: {}, messages: messages as Record<string, string> }).map((e) => [e.target_element, e.error_message]));

  it('takes plain one-line text of a known key that keeps its placeholders', () => {
    expect(errorsOf({ required: 'Please answer this', beneficiaryTotal: 'The total is {total}, not 100%' })).toEqual({});
  });

  it('refuses markup, line breaks, a lost or a new placeholder, an empty or too long text, an unknown key, each at its key', () => {
    expect(errorsOf({
      required: 'Please <i>answer</i>', firstName: 'Letters\nonly', beneficiaryTotal: 'Must total 100%', email: 'Check {address}',
      lastName: '  ', middleName: 'y'.repeat(501), nonsense: 'x', ssn: 5,
    })).toEqual({
      'messages.required': MESSAGES.formMessagePlainText,
      'messages.firstName': MESSAGES.formMessagePlainText,
      'messages.beneficiaryTotal': MESSAGES.formMessagePlaceholders,
      'messages.email': MESSAGES.formMessagePlaceholders,
      'messages.lastName': MESSAGES.formMessageEmpty,
      'messages.middleName': MESSAGES.formTextTooLong,
      'messages.nonsense': MESSAGES.formMessageUnknown,
      'messages.ssn': MESSAGES.formMessageEmpty,
    });
  });
});
