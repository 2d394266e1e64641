import { describe, expect, it } from 'vitest';
import { buildTabForm, clearHiddenValues, initialValues, payloadToValues, toPayload, validateValues, visibleFields } from '../../../adapters';
import { HOLIDAY_POLICY_KEYS } from '../../../schemas/catalog';
import { demoDefs, demoForm, VALID } from './fixtures';

describe('toPayload', () => {
  it('sends visible fields only, trimmed, without empty values', () => {
    const form = demoForm(11, 'primary_info');
    const payload = toPayload(form, { ...VALID.primary_info, first_name: '  Dana ', prior_carrier_name: 'Hidden Carrier' });
    expect(payload.first_name).toBe('Dana');
    expect(payload).not.toHaveProperty('middle_name');
    expect(payload).not.toHaveProperty('prior_carrier_name');
    expect(Object.values(payload).every((v) => v !== '' && v !== null && v !== undefined)).toBe(true);
  });

  it('sends with_validation as a number and the holiday policy as an object of all six keys', () => {
    const payload = toPayload(demoForm(12, 'employer_info'), { ...VALID.employer_info, holiday_policy: ['Birthday', 'Standard_6'] });
    expect(payload.with_validation).toBe(0);
    expect(payload.holiday_policy).toEqual({ Standard_6: 1, Presendents_Day: 0, Columbus_Day: 0, Religious_Days: 0, Birthday: 1, Floating_Day: 0 });
    expect(Object.keys(payload.holiday_policy as object)).toEqual([...HOLIDAY_POLICY_KEYS]);
    expect(toPayload(demoForm(11, 'contact_info'), VALID.contact_info).with_validation).toBe(1);
  });

  it('drops an empty holiday policy and an unset flag', () => {
    const payload = toPayload(demoForm(12, 'employer_info'), { ...VALID.employer_info, holiday_policy: [], with_validation: '' });
    expect(payload).not.toHaveProperty('holiday_policy');
    expect(payload).not.toHaveProperty('with_validation');
  });
});

describe('payloadToValues and initialValues', () => {
  it('turn saved payload values into form values: strings, flags, chosen keys, missing as empty', () => {
    const form = demoForm(12, 'employer_info');
    const values = payloadToValues(form, {
      name: 'Acme', emp_num_employed: 25, with_validation: 1,
      holiday_policy: { Standard_6: 1, Presendents_Day: 0, Columbus_Day: 1, Religious_Days: 0, Birthday: 0, Floating_Day: 0 },
      enrollment_id: 'ignored',
    });
    expect(values).toMatchObject({ name: 'Acme', emp_num_employed: '25', with_validation: '1', holiday_policy: ['Standard_6', 'Columbus_Day'], city: '' });
    expect(values).not.toHaveProperty('enrollment_id');
  });

  it('round-trip every demo tab through the wire shape', () => {
    for (const tab of ['primary_info', 'contact_info', 'employer_info'] as const) {
      const form = demoForm(12, tab);
      const payload = toPayload(form, VALID[tab]);
      expect(toPayload(form, payloadToValues(form, payload))).toEqual(payload);
      expect(validateValues(form, payloadToValues(form, payload))).toEqual([]);
    }
  });

  it('start a form from the definitions\' saved values', () => {
    const defs = demoDefs(11, 'primary_info', { first_name: 'Dana', birthdate: '06/15/1985', gender: 1 });
    const values = initialValues(buildTabForm('primary_info', defs), defs);
    expect(values).toMatchObject({ first_name: 'Dana', birthdate: '06/15/1985', gender: '1', last_name: '' });
    expect(Object.keys(values)).toHaveLength(defs.length);
  });
});

describe('clearHiddenValues', () => {
  const form = demoForm(11, 'primary_info');

  it('clears the other box when the ethnic group changes away from 12', () => {
    const prev = { ...VALID.primary_info, ethnic_category: '12', ethnic_category_other_type: 'Pacific' };
    const next = clearHiddenValues(form, prev, { ...prev, ethnic_category: '1' });
    expect(next.ethnic_category_other_type).toBe('');
    expect(visibleFields(form, next).map((f) => f.name)).not.toContain('ethnic_category_other_type');
  });

  it('clears carrier and dates when prior coverage goes back to 0, and leaves unrelated changes alone', () => {
    const prev = { ...VALID.primary_info, prior_coverage_flag: '1', prior_carrier_name: 'Carrier', prior_effective_date: '01/01/2020' };
    expect(clearHiddenValues(form, prev, { ...prev, prior_coverage_flag: '0' })).toMatchObject({ prior_carrier_name: '', prior_effective_date: '' });
    const typed = { ...prev, first_name: 'Dan' };
    expect(clearHiddenValues(form, prev, typed)).toBe(typed);
  });
});
