import { describe, expect, it } from 'vitest';
import { buildTabForm, createAjv, formSchema, titleFromName, uiSchemaFor, validateValues } from '../../../adapters';
import { FORM_TABS } from '../../../schemas/tabs';
import { DEMO_FORM_DEFINITIONS } from '../../../schemas/demo/formDefinitions';
import { MESSAGES } from '../../../schemas/messages';
import { demoDefs, PORTALS } from './fixtures';

describe('buildTabForm', () => {
  for (const portal of PORTALS) {
    for (const tab of FORM_TABS) {
      it(`keeps portal ${portal} ${tab} fields in the server's order with its flags`, () => {
        const form = buildTabForm(tab, demoDefs(portal, tab));
        const rows = DEMO_FORM_DEFINITIONS[portal][tab];
        expect(form.fields.map((f) => [f.name, f.required, f.readOnly])).toEqual(rows.map((r) => [...r]));
        expect(form.fields.every((f) => f.known)).toBe(true);
      });
    }
  }

  it('follows a reordered definition list and the definition flags, not the catalog', () => {
    const form = buildTabForm('primary_info', [
      { field_name: 'ssn', value: null, required: false, read_only: true },
      { field_name: 'first_name', value: null, required: true, read_only: false },
    ]);
    expect(form.fields.map((f) => f.name)).toEqual(['ssn', 'first_name']);
    expect(form.fields[0]).toMatchObject({ required: false, readOnly: true });
  });

  it('keeps one input when the server repeats a field', () => {
    const form = buildTabForm('contact_info', [
      { field_name: 'city', value: 'A', required: true, read_only: false },
      { field_name: 'city', value: 'B', required: false, read_only: false },
    ]);
    expect(form.fields).toHaveLength(1);
    expect(form.fields[0].required).toBe(true);
  });
});

describe('unknown fields', () => {
  const hinted = {
    field_name: 'badge_number', value: null, required: true, read_only: false,
    schema: { type: 'string' as const, title: 'Badge Number', widget: 'number' as const, pattern: '^[0-9]{4}$', message: 'Badge is 4 digits' },
  };
  const bare = { field_name: 'favourite_color', value: null, required: false, read_only: false };
  const form = buildTabForm('employer_info', [...demoDefs(12, 'employer_info'), hinted, bare]);

  it('render from the hint, else as a text field titled from the name, and are never dropped', () => {
    const ui = uiSchemaFor(form);
    expect(ui['ui:order']).toEqual(expect.arrayContaining(['badge_number', 'favourite_color']));
    expect(ui.badge_number).toMatchObject({ 'ui:widget': 'number', 'ui:title': 'Badge Number' });
    expect(ui.favourite_color).toMatchObject({ 'ui:widget': 'text', 'ui:title': 'Favourite Color' });
    expect(form.fields.filter((f) => !f.known).map((f) => f.name)).toEqual(['badge_number', 'favourite_color']);
    const props = formSchema(form).properties as Record<string, object>;
    const badge = createAjv().compile(props.badge_number);
    expect([badge('12'), badge('1234')]).toEqual([false, true]);
  });

  it('validate with the hint message, required flag and a free-text fallback', () => {
    const errorsOf = (values: Record<string, string>) => validateValues(form, values).filter((e) => ['badge_number', 'favourite_color'].includes(e.target_element));
    expect(errorsOf({ badge_number: '', favourite_color: '' })).toEqual([{ target_element: 'badge_number', error_message: MESSAGES.required }]);
    expect(errorsOf({ badge_number: '12a', favourite_color: 'Blue-green, mostly' })).toEqual([{ target_element: 'badge_number', error_message: 'Badge is 4 digits' }]);
    expect(errorsOf({ badge_number: '1234', favourite_color: 'x'.repeat(1001) })).toEqual([{ target_element: 'favourite_color', error_message: MESSAGES.text }]);
    expect(errorsOf({ badge_number: '1234', favourite_color: 'Blue' })).toEqual([]);
  });

  it('render hinted choices as a select that only accepts them', () => {
    const withChoices = buildTabForm('contact_info', [{
      field_name: 'preferred_time', value: null, required: true, read_only: false,
      schema: { choices: [{ value: 'am', label: 'Morning' }, { value: 'pm', label: 'Evening' }] },
    }]);
    expect(uiSchemaFor(withChoices).preferred_time).toMatchObject({ 'ui:widget': 'select', 'ui:title': 'Preferred Time' });
    expect(validateValues(withChoices, { preferred_time: 'noon' })).toEqual([{ target_element: 'preferred_time', error_message: MESSAGES.choice }]);
    expect(validateValues(withChoices, { preferred_time: 'pm' })).toEqual([]);
  });
});

describe('titleFromName', () => {
  it('title-cases snake_case names', () => {
    expect(titleFromName('favourite_color')).toBe('Favourite Color');
    expect(titleFromName('emp_num_employed')).toBe('Emp Num Employed');
  });
});
