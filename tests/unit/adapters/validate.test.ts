import { describe, expect, it } from 'vitest';
import { buildTabForm, messageFor, validateValues } from '../../../adapters';
import type { FormValues } from '../../../adapters';
import type { FieldDefinition } from '../../../schemas/catalog';
import { MESSAGES } from '../../../schemas/messages';
import type { FormTab } from '../../../schemas/tabs';
import { demoForm, PORTALS, VALID } from './fixtures';

/** The error messages a user sees on a tab after changing some valid values. */
function errorsAfter(portal: number, tab: FormTab, changes: FormValues, partial = false): Record<string, string> {
  const errors = validateValues(demoForm(portal, tab), { ...VALID[tab], ...changes }, { partial });
  return Object.fromEntries(errors.map((e) => [e.target_element, e.error_message]));
}

describe('validateValues on the demo tabs', () => {
  for (const portal of PORTALS) {
    for (const tab of ['primary_info', 'contact_info', 'employer_info'] as const) {
      it(`accepts valid ${tab} values on portal ${portal}`, () => {
        expect(errorsAfter(portal, tab, {})).toEqual({});
      });
    }

    it(`shows the spec's personal messages on portal ${portal}`, () => {
      expect(errorsAfter(portal, 'primary_info', {
        first_name: 'J0hn', last_name: '9', ssn: '12345678a', height_feet: '0', height_inch: '12',
      })).toEqual({
        first_name: MESSAGES.firstName, last_name: MESSAGES.lastName, ssn: MESSAGES.ssn,
        height_feet: MESSAGES.heightFeet, height_inch: MESSAGES.heightInch,
      });
      expect(errorsAfter(portal, 'primary_info', { first_name: '', last_name: '  ', marital_status: '', ssn: '', height_feet: '', height_inch: '' })).toEqual({
        first_name: MESSAGES.required, last_name: MESSAGES.required, marital_status: MESSAGES.required,
        ssn: MESSAGES.required, height_feet: MESSAGES.required, height_inch: MESSAGES.required,
      });
    });

    it(`shows the spec's contact messages on portal ${portal}`, () => {
      expect(errorsAfter(portal, 'contact_info', { email_address: 'dana@', phone_number: '555217010', zip: '6270' })).toEqual({
        email_address: MESSAGES.email, phone_number: MESSAGES.phone, zip: MESSAGES.zip,
      });
      expect(errorsAfter(portal, 'contact_info', { email_address: '', phone_number: '', city: '', address1: '' })).toEqual({
        email_address: MESSAGES.required, phone_number: MESSAGES.required, address1: MESSAGES.required, city: MESSAGES.required,
      });
    });

    it(`shows the spec's employer messages on portal ${portal}`, () => {
      expect(errorsAfter(portal, 'employer_info', { name: '!', phone: '12', zip: '123', holiday_policy: [] })).toEqual({
        name: MESSAGES.employerName, phone: MESSAGES.phone, zip: MESSAGES.zip, holiday_policy: MESSAGES.holidayPolicy,
      });
      expect(errorsAfter(portal, 'employer_info', { zip: '', city: '', occupation: '', employment_status: '', employment_start_date: '13/01/2020' })).toEqual({
        zip: MESSAGES.zip, city: MESSAGES.required, occupation: MESSAGES.required,
        employment_status: MESSAGES.required, employment_start_date: MESSAGES.date,
      });
    });
  }

  it('checks weight only where the server shows it (portal 12)', () => {
    expect(errorsAfter(12, 'primary_info', { weight: '0' })).toEqual({ weight: MESSAGES.weight });
    expect(errorsAfter(12, 'primary_info', { weight: '' })).toEqual({ weight: MESSAGES.required });
    expect(errorsAfter(11, 'primary_info', { weight: '0' })).toEqual({});
  });

  it('requires birth place only where the server marks it (portal 12), and checks the options', () => {
    expect(errorsAfter(11, 'contact_info', { birth_state: '', birth_city: '' })).toEqual({});
    expect(errorsAfter(12, 'contact_info', { birth_state: '', birth_city: '' })).toEqual({ birth_state: MESSAGES.required, birth_city: MESSAGES.required });
    expect(errorsAfter(11, 'contact_info', { birth_state: 'ZZ' })).toEqual({ birth_state: MESSAGES.choice });
  });

  it('never requires read-only fields, but still rejects a bad value in them', () => {
    expect(errorsAfter(11, 'primary_info', { gender: '', birthdate: '' })).toEqual({});
    expect(errorsAfter(11, 'contact_info', { state: '', zip: '' })).toEqual({});
    expect(errorsAfter(11, 'primary_info', { birthdate: '02/30/1985' })).toEqual({ birthdate: MESSAGES.pastDate });
  });

  it('validates conditional fields only while they show', () => {
    expect(errorsAfter(11, 'primary_info', { ethnic_category: '12' })).toEqual({ ethnic_category_other_type: MESSAGES.required });
    expect(errorsAfter(11, 'primary_info', { ethnic_category: '1', ethnic_category_other_type: '%%%' })).toEqual({});
    expect(errorsAfter(11, 'primary_info', { prior_coverage_flag: '1', prior_term_date: '1/1/2020' })).toEqual({
      prior_carrier_name: MESSAGES.required, prior_effective_date: MESSAGES.required, prior_term_date: MESSAGES.date,
    });
  });

  it('checks values against loaded options, and any value while a lookup has not loaded', () => {
    expect(errorsAfter(12, 'employer_info', { employment_status: 'X', holiday_policy: ['Easter'] })).toEqual({
      employment_status: MESSAGES.choice, holiday_policy: MESSAGES.choice,
    });
    const unloaded = demoForm(12, 'employer_info', {});
    expect(validateValues(unloaded, { ...VALID.employer_info, employment_status: 'X' })).toEqual([]);
  });

  it('with partial, skips required checks but keeps format checks (draft saves)', () => {
    const empty = Object.fromEntries(Object.keys(VALID.employer_info).map((k) => [k, '']));
    expect(validateValues(demoForm(12, 'employer_info'), { ...empty, holiday_policy: [] }, { partial: true })).toEqual([]);
    expect(errorsAfter(12, 'primary_info', { first_name: '', ssn: '12' }, true)).toEqual({ ssn: MESSAGES.ssn });
  });

  it('treats absent keys as empty', () => {
    const errors = validateValues(demoForm(11, 'contact_info'), {});
    expect(errors.map((e) => e.target_element)).toEqual(['email_address', 'phone_number', 'address1', 'city']);
    expect(new Set(errors.map((e) => e.error_message))).toEqual(new Set([MESSAGES.required]));
  });
});

describe('messageFor', () => {
  const form = demoForm(12, 'employer_info');
  it('uses catalog messages, the required override, and sensible defaults', () => {
    expect(messageFor(form, 'zip', 'required')).toBe(MESSAGES.zip);
    expect(messageFor(form, 'city', 'required')).toBe(MESSAGES.required);
    expect(messageFor(form, 'city', 'minLength')).toBe(MESSAGES.required);
    expect(messageFor(form, 'holiday_policy', 'minItems')).toBe(MESSAGES.holidayPolicy);
    expect(messageFor(form, 'employment_start_date', 'format')).toBe(MESSAGES.date);
    expect(messageFor(form, 'employment_status', 'oneOf')).toBe(MESSAGES.choice);
    expect(messageFor(demoForm(11, 'primary_info'), 'birthdate', 'format')).toBe(MESSAGES.pastDate);
    expect(messageFor(form, 'no_such_field', 'required')).toBe(MESSAGES.required);
  });
});

describe('a generated tab of 300 fields', () => {
  const defs: FieldDefinition[] = Array.from({ length: 300 }, (_, i) => ({
    field_name: `field_${i}`, value: null, required: i % 2 === 0, read_only: i % 50 === 7,
    schema: { type: 'string', pattern: '^[0-9]{1,4}$', message: `Field ${i} takes up to 4 digits` },
  }));
  const form = buildTabForm('primary_info', defs);
  const valid: FormValues = Object.fromEntries(defs.map((d, i) => [d.field_name, String(i)]));

  it('keeps every field and validates each one', () => {
    expect(form.fields).toHaveLength(300);
    expect(validateValues(form, valid)).toEqual([]);
    const broken = { ...valid, field_3: 'abc', field_10: '', field_11: '', field_299: '12345' };
    expect(validateValues(form, broken)).toEqual([
      { target_element: 'field_3', error_message: 'Field 3 takes up to 4 digits' },
      { target_element: 'field_10', error_message: MESSAGES.required },
      { target_element: 'field_299', error_message: 'Field 299 takes up to 4 digits' },
    ]);
    // The same values again come from the compiled-schema cache with the same answer.
    expect(validateValues(form, broken)).toHaveLength(3);
  });
});
