import { describe, expect, it } from 'vitest';
import { flagBothFields, validateContinue } from '../../../machines/continueEnrollment';
import { customFormats } from '../../../adapters';
import { isValidEmail } from '../../../machines/email';
import { decodeBase64, decodeDirectLink, destinationFor } from '../../../machines/resume';

describe('isValidEmail', () => {
  it.each(['demo@example.com', 'morgan.lee@example.com', 'a+tag@sub.example.co'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['foo@', 'a b@c.d', '@example.com', 'demo@example', 'demo@@example.com', 'a..b@example.com', ''])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('saved_tab route table', () => {
  it.each([
    ['primary_info', '/enrollment/personal-info'], ['contact_info', '/enrollment/contact-info'],
    ['employer_info', '/enrollment/employer-info'], ['benificiary_info', '/enrollment/beneficiary-info'],
    ['health_info', '/enrollment/health-questions'], ['dependent_info', '/enrollment/dependent-information'],
    ['review_info', '/enrollment/review-confirm'], ['aggrement_info', '/enrollment/agreement-signature'],
    ['payment_info', '/enrollment/billing-information'], ['cart_info', '/cart'],
  ])('%s resumes at %s', (tab, path) => {
    expect(destinationFor(tab)).toBe(path);
  });

  it('a tab staff added resumes at its route by its id (its screen moves to its slug), a spec word never does', () => {
    expect(destinationFor('additional_info')).toBe('/enrollment/tab/additional_info');
    expect(destinationFor('personal-info')).toBe('/enrollment/personal-info');
    expect(decodeDirectLink(btoa('de000001-0000-4000-8000-000000000001'), btoa('additional_info'))).toMatchObject({ ok: true, tab: 'additional_info' });
  });
});

describe('direct link decoding', () => {
  const id = 'de000001-0000-4000-8000-000000000001';
  it('decodes standard and url-safe base64', () => {
    expect(decodeBase64(Buffer.from(id).toString('base64'))).toBe(id);
    expect(decodeBase64(Buffer.from('cart_info?').toString('base64url'))).toBe('cart_info?');
    expect(decodeBase64('not base64!')).toBeNull();
  });
  it('maps a wizard tab name to its saved_tab spelling', () => {
    expect(decodeDirectLink(btoa(id), btoa('beneficiary_info'))).toEqual({ ok: true, id, tab: 'benificiary_info' });
  });
  it('refuses an id that is not an enrollment uuid', () => {
    expect(decodeDirectLink(btoa('1234'), btoa('primary_info'))).toEqual({ ok: false, message: 'Invalid enrollment id' });
  });
});

describe('continue banner checks', () => {
  it('requires both fields and a valid e-mail', () => {
    expect(validateContinue({ code: ' ', email: 'demo@example.com' })).toEqual([{ target_element: 'code', error_message: 'Field is required' }]);
    expect(validateContinue({ code: 'DEMO0001', email: 'demo@' })).toEqual([{ target_element: 'email', error_message: 'Enter valid email address' }]);
    expect(validateContinue({ code: 'DEMO0001', email: 'demo@example.com' })).toEqual([]);
  });
  it("flags both fields with the server's message per field", () => {
    expect(flagBothFields([{ target_element: 'email', error_message: 'E' }, { target_element: 'code', error_message: 'C' }])).toEqual([
      { target_element: 'code', error_message: 'C' }, { target_element: 'email', error_message: 'E' },
    ]);
  });
});

describe('the e-mail check of the banner and modal', () => {
  // machines/ may not import adapters/, so the check is a copy: it must answer as the forms' 'email' format does.
  it.each(['demo@example.com', 'a+tag@sub.example.co', 'foo@', 'a b@c.d', 'demo@example', 'a..b@example.com', `${'a'.repeat(250)}@b.co`, ''])(
    'agrees with the adapters on %j',
    (email) => {
      expect(isValidEmail(email)).toBe(customFormats.email(email));
    },
  );
});
