import { describe, expect, test } from 'vitest';
import {
  buildTabForm, definitionLookups, fieldDefinitions, formSchema, integerRangePattern, layerFromRows, resolveForm, uiSchemaFor, validateValues,
} from '../../../adapters';
import { CATALOG, type FieldDefinition } from '../../../schemas/catalog';
import type { FormLayer } from '../../../schemas/forms/definition';
import { MESSAGES } from '../../../schemas/messages';
import { demoDefs, LOOKUPS, VALID } from './fixtures';

const catalog = CATALOG.primary_info;

/** Portal 12's personal info with a group layer on top, as get-form-fields-* would define it. */
function definitionsWith(group: FormLayer): FieldDefinition[] {
  const rows = demoDefs(12, 'primary_info').map((def, position) => ({ ...def, position }));
  const defaults = layerFromRows(resolveForm(catalog, []), rows);
  return fieldDefinitions(catalog, resolveForm(catalog, [{ layer: 'default', content: defaults }, { layer: 'group', content: group }]));
}

const errorsOf = (defs: FieldDefinition[], changes: Record<string, string>) =>
  Object.fromEntries(validateValues(buildTabForm('primary_info', defs, LOOKUPS), { ...VALID.primary_info, ...changes }).map((e) => [e.target_element, e.error_message]));

describe('a hint on a known field', () => {
  test('changes its label, help, placeholder and section where the form shows them', () => {
    const defs = definitionsWith({ fields: { middle_name: { label: 'Middle Name or Initial', help: 'As on your ID', placeholder: 'J', section: 'Your name' } } });
    const form = buildTabForm('primary_info', defs, LOOKUPS);
    expect(uiSchemaFor(form).middle_name).toMatchObject({ 'ui:title': 'Middle Name or Initial', 'ui:help': 'As on your ID', 'ui:placeholder': 'J', 'ui:section': 'Your name' });
    expect((formSchema(form).properties as Record<string, { title: string }>).middle_name.title).toBe('Middle Name or Initial');
  });

  test('changes its rules and their messages, on the same schema the server saves with', () => {
    const defs = definitionsWith({ fields: {
      middle_name: { pattern: '^[A-Z]$', patternMessage: 'One capital letter' },
      first_name: { minLength: 3, maxLength: 8, lengthMessage: 'Between 3 and 8 letters' },
      last_name: { maxLength: 6 },
      weight: { minimum: 90, maximum: 400, rangeMessage: 'From 90 to 400 lbs' },
      height_feet: { minimum: 4 },
    } });
    expect(errorsOf(defs, { middle_name: 'jo', first_name: 'Al', last_name: 'Oneilly', weight: '80', height_feet: '3' })).toEqual({
      middle_name: 'One capital letter',
      first_name: 'Between 3 and 8 letters',
      last_name: MESSAGES.tooLong,
      weight: 'From 90 to 400 lbs',
      height_feet: MESSAGES.numberRange,
    });
    // The field's own pattern still speaks first when the value is not a number at all.
    expect(errorsOf(defs, { weight: '0' })).toEqual({ weight: MESSAGES.weight });
    expect(errorsOf(defs, { middle_name: 'J', first_name: 'Alex', weight: '400', height_feet: '6' })).toEqual({});
    // A blank optional answer passes every rule.
    expect(errorsOf(defs, { middle_name: '' })).toEqual({});
  });

  test('changes its options, and an empty pattern removes the catalog pattern', () => {
    const defs = definitionsWith({ fields: { marital_status: { choices: [{ value: 'S', label: 'Single' }, { value: 'M', label: 'Married' }] }, first_name: { pattern: '' } } });
    expect(errorsOf(defs, { marital_status: '0', first_name: '4ever' })).toEqual({ marital_status: MESSAGES.choice });
    expect(errorsOf(defs, { marital_status: 'M', first_name: '4ever' })).toEqual({});
  });

  test('a condition shows a field, and it is required only while it shows', () => {
    const defs = definitionsWith({ fields: { middle_name: { required: true, visibleWhen: { field: 'gender', equals: '1' } } } });
    expect(errorsOf(defs, { gender: '1', middle_name: '' })).toEqual({ middle_name: MESSAGES.required });
    expect(errorsOf(defs, { gender: '0', middle_name: '' })).toEqual({});
  });

  test('a form nobody changed keeps exactly its schema (and so its validator module hash)', () => {
    const today = formSchema(buildTabForm('primary_info', demoDefs(12, 'primary_info'), LOOKUPS));
    expect(JSON.stringify(formSchema(buildTabForm('primary_info', definitionsWith({ fields: {} }), LOOKUPS)))).toBe(JSON.stringify(today));
  });
});

describe('definitionLookups', () => {
  test('names the lookups the catalog and the hints give the fields', () => {
    const defs = definitionsWith({ fields: {
      marital_status: { lookup: 'employment-status', choices: undefined },
      gender: { choices: [{ value: 'x', label: 'X' }] },
      birth_place: { widget: 'select', label: 'Birth state', lookup: 'states' },
    } });
    expect(definitionLookups(catalog, defs).sort()).toEqual(['employment-status', 'ethnic-category', 'states']);
  });
});

describe('integerRangePattern', () => {
  test.each([[1, 100], [13, 1234], [-50, 7], [-300, -12], [0, 0], [undefined, 55], [-9, undefined], [7, 3]] as const)('%s..%s matches exactly the whole numbers in range', (min, max) => {
    const pattern = new RegExp(integerRangePattern(min, max) ?? '', 'u');
    const wrong: number[] = [];
    for (let n = -1500; n <= 1500; n += 1) if (pattern.test(String(n)) !== ((min === undefined || n >= min) && (max === undefined || n <= max))) wrong.push(n);
    expect(wrong).toEqual([]);
    for (const text of ['', '1.5', '-', ' 1', 'x']) expect(pattern.test(text)).toBe(false);
  });
});
