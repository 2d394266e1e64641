import { describe, expect, it } from 'vitest';
import { createAjv, jsonSchemaFor, messageFor, uiSchemaFor } from '../../../adapters';
import { MESSAGES } from '../../../schemas/messages';
import type { JsonSchema } from '../../../adapters';
import { demoForm, PORTALS, VALID } from './fixtures';

const props = (schema: JsonSchema) => schema.properties as Record<string, JsonSchema>;

describe('jsonSchemaFor', () => {
  for (const portal of PORTALS) {
    it(`describes portal ${portal}'s personal tab: visible fields, editable required ones, options`, () => {
      const schema = jsonSchemaFor(demoForm(portal, 'primary_info'), VALID.primary_info);
      expect(schema.type).toBe('object');
      expect(Object.keys(props(schema))).not.toContain('prior_carrier_name');
      expect(Object.keys(props(schema))).not.toContain('ethnic_category_other_type');
      expect(schema.required).toEqual([
        'first_name', 'last_name', 'marital_status', 'ssn', ...(portal === 12 ? ['weight'] : []), 'height_feet', 'height_inch',
      ]);
      expect(props(schema).marital_status.oneOf).toContainEqual({ const: '1', title: 'Married' });
      expect(props(schema).ethnic_category.oneOf).toEqual([{ const: '1', title: 'Asian' }, { const: '12', title: 'Other' }]);
      expect(props(schema).first_name).toMatchObject({ type: 'string', title: 'First Name' });
      // The schema compiles in a plain ajv with our formats, as the client's validator will.
      const validate = createAjv().compile(schema);
      expect(validate(VALID.primary_info)).toBe(true);
      expect(validate({ ...VALID.primary_info, first_name: '  ' })).toBe(false);
    });
  }

  it('shows conditional fields for the values that reveal them', () => {
    const form = demoForm(11, 'primary_info');
    const withOther = props(jsonSchemaFor(form, { ...VALID.primary_info, ethnic_category: '12', prior_coverage_flag: '1' }));
    expect(Object.keys(withOther)).toEqual(expect.arrayContaining(['ethnic_category_other_type', 'prior_carrier_name', 'prior_effective_date', 'prior_term_date']));
  });

  it('offers birth states as name and abbreviation, and no options while a lookup is loading', () => {
    expect(props(jsonSchemaFor(demoForm(12, 'contact_info'), VALID.contact_info)).birth_state.oneOf).toContainEqual({ const: 'IL', title: 'Illinois (IL)' });
    expect(props(jsonSchemaFor(demoForm(12, 'contact_info', {}), VALID.contact_info)).birth_state.oneOf).toBeUndefined();
  });

  it('describes the holiday policy as a unique list of the lookup options', () => {
    const holiday = props(jsonSchemaFor(demoForm(12, 'employer_info'), VALID.employer_info)).holiday_policy;
    expect(holiday).toMatchObject({ type: 'array', uniqueItems: true, minItems: 1, items: { type: 'string' } });
    expect((holiday.items as JsonSchema).oneOf).toHaveLength(6);
  });

  it('lets an unchosen optional select pass and an unchosen required one fail as missing', () => {
    const form = demoForm(11, 'primary_info');
    const validate = createAjv().compile(jsonSchemaFor(form, { ...VALID.primary_info, ethnic_category: '', marital_status: '' }));
    expect(validate({ ...VALID.primary_info, ethnic_category: '', marital_status: '' })).toBe(false);
    expect(validate.errors?.map((e) => [e.instancePath, messageFor(form, 'marital_status', e.keyword)])).toEqual([['/marital_status', MESSAGES.required]]);
  });
});

describe('uiSchemaFor', () => {
  it('orders the visible fields and carries widget, title, read-only and autocomplete', () => {
    const ui = uiSchemaFor(demoForm(11, 'primary_info'), { prior_coverage_flag: '1' });
    expect(ui['ui:order']).toEqual([
      'first_name', 'middle_name', 'last_name', 'gender', 'marital_status', 'ssn', 'birthdate', 'height_feet', 'height_inch',
      'ethnic_category', 'prior_coverage_flag', 'prior_carrier_name', 'prior_effective_date', 'prior_term_date',
    ]);
    expect(ui.birthdate).toEqual({ 'ui:widget': 'date', 'ui:title': 'Date of Birth', 'ui:readonly': true, 'ui:autocomplete': 'bday' });
    expect(ui.first_name).toEqual({ 'ui:widget': 'name', 'ui:title': 'First Name', 'ui:autocomplete': 'given-name' });
  });
});
