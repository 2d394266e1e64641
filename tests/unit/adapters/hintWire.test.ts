/** The wire schema of a field definition's hint is closed and bounded: it is data product staff wrote. */
import { Ajv } from 'ajv';
import { describe, expect, test } from 'vitest';
import { fieldHintSchema } from '../../../schemas/api/forms';

const validate = new Ajv({ strict: false }).compile(fieldHintSchema);

const deep = (levels: number): object => (levels === 0 ? { field: 'gender', equals: '1' } : { not: deep(levels - 1) });

describe('fieldHintSchema', () => {
  test('takes every property a form definition changes', () => {
    expect(validate({
      type: 'string', title: 'Middle', help: 'As on your ID', placeholder: 'J', widget: 'select', choices: [{ value: 'a', label: 'A' }],
      lookup: 'states', pattern: '^[A-Z]$', message: 'One letter', minLength: 1, maxLength: 2, lengthMessage: 'Short', minimum: 1, maximum: 9,
      rangeMessage: '1 to 9', section: 'Name', visibleWhen: { all: [{ field: 'gender', in: ['0', '1'] }, deep(2)] },
    })).toBe(true);
  });

  test.each([
    ['an unknown property', { colour: 'red' }],
    ['an unknown widget', { widget: 'slider' }],
    ['an unknown lookup', { lookup: 'planets' }],
    ['an over-long title', { title: 'x'.repeat(201) }],
    ['too many options', { choices: Array.from({ length: 201 }, (_, i) => ({ value: String(i), label: String(i) })) }],
    ['a range that is not a whole number', { minimum: 1.5 }],
    ['a condition nested too deeply', { visibleWhen: deep(4) }],
    ['a condition with an unknown test', { visibleWhen: { field: 'gender', matches: '1' } }],
  ])('refuses %s', (_, hint) => {
    expect(validate(hint)).toBe(false);
  });
});
