import { describe, expect, it } from 'vitest';
import { employerPrefill, fieldErrorsToErrorSchema, lookupChoices, validateValues } from '../../../adapters';
import { demoForm, VALID } from './fixtures';

describe('lookupChoices', () => {
  it('maps each lookup shape to options', () => {
    expect(lookupChoices('ethnic-category', [{ id: 12, name: 'Other' }])).toEqual([{ value: '12', label: 'Other' }]);
    expect(lookupChoices('states', [{ abbrev: 'IL', name: 'Illinois' }])).toEqual([{ value: 'IL', label: 'Illinois (IL)' }]);
    expect(lookupChoices('employment-status', [{ value: 'R', name: 'Retired' }])).toEqual([{ value: 'R', label: 'Retired' }]);
    expect(lookupChoices('holiday-policy', [{ value: 'Birthday', name: 'Birthday' }])).toEqual([{ value: 'Birthday', label: 'Birthday' }]);
  });

  it('skips malformed rows instead of crashing', () => {
    expect(lookupChoices('compensation-types', [null, 'x', { name: 'no value' }, { value: 'MW', name: 'MW' }])).toEqual([{ value: 'MW', label: 'MW' }]);
  });
});

describe('employerPrefill', () => {
  it('fills the employer form from group 2001 so it passes validation', () => {
    const values = employerPrefill({
      general_info: { group_name: 'Acme Manufacturing', group_phone: '(555) 217-0100' },
      address_information: { address1: '100 Main St', city: 'Springfield', state: 'il', zip: '62701' },
    });
    expect(values).toEqual({ name: 'Acme Manufacturing', phone: '5552170100', address1: '100 Main St', city: 'Springfield', state: 'IL', zip: '62701' });
    expect(validateValues(demoForm(12, 'employer_info'), { ...VALID.employer_info, ...values })).toEqual([]);
  });
});

describe('fieldErrorsToErrorSchema', () => {
  it('nests dotted paths and collects messages per field', () => {
    expect(fieldErrorsToErrorSchema([
      { target_element: 'first_name', error_message: 'A' },
      { target_element: 'first_name', error_message: 'B' },
      { target_element: 'first_name', error_message: 'A' },
      { target_element: 'condition_questions.2.conditions.0.health_condition', error_message: 'C' },
    ])).toEqual({
      first_name: { __errors: ['A', 'B'] },
      condition_questions: { 2: { conditions: { 0: { health_condition: { __errors: ['C'] } } } } },
    });
  });

  it('ignores paths that would write outside the error tree', () => {
    const tree = fieldErrorsToErrorSchema([{ target_element: '__proto__.polluted', error_message: 'x' }, { target_element: '', error_message: 'y' }]);
    expect(tree).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
