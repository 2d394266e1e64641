import { describe, expect, it } from 'vitest';
import { createAjv, formSchema, messageFor, toSchemaData, uiSchemaFor } from '../../../adapters';
import { MESSAGES } from '../../../schemas/messages';
import type { JsonSchema } from '../../../adapters';
import { demoForm, PORTALS, VALID } from './fixtures';

const props = (schema: JsonSchema) => schema.properties as Record<string, JsonSchema>;

describe('formSchema', () => {
  for (const portal of PORTALS) {
    it(`describes portal ${portal}'s personal tab: every field, editable required ones, options`, () => {
      const form = demoForm(portal, 'primary_info');
      const schema = formSchema(form);
      expect(schema.type).toBe('object');
      expect(Object.keys(props(schema))).toEqual(form.fields.map((f) => f.name));
      expect(schema.required).toEqual([
        'first_name', 'last_name', 'marital_status', 'ssn', ...(portal === 12 ? ['weight'] : []), 'height_feet', 'height_inch',
      ]);
      expect(props(schema).marital_status.oneOf).toContainEqual({ const: '1', title: 'Married' });
      expect(props(schema).ethnic_category.oneOf).toEqual([{ const: '1', title: 'Asian' }, { const: '12', title: 'Other' }]);
      expect(props(schema).first_name).toMatchObject({ type: 'string', title: 'First Name' });
      // The schema compiles in a plain ajv with our formats, as the server's precompiled module does.
      const validate = createAjv().compile(schema);
      expect(validate(toSchemaData(form, VALID.primary_info))).toBe(true);
      expect(validate(toSchemaData(form, { ...VALID.primary_info, first_name: '  ' }))).toBe(false);
    });
  }

  it('requires a conditional field exactly while it shows', () => {
    const form = demoForm(11, 'primary_info');
    const validate = createAjv().compile(formSchema(form));
    expect(validate(toSchemaData(form, { ...VALID.primary_info, prior_coverage_flag: '0' }))).toBe(true);
    expect(validate(toSchemaData(form, { ...VALID.primary_info, prior_coverage_flag: '1' }))).toBe(false);
    expect(validate.errors?.filter((e) => e.keyword === 'required').map((e) => e.params.missingProperty)).toEqual(['prior_carrier_name', 'prior_effective_date']);
    expect(validate(toSchemaData(form, { ...VALID.primary_info, prior_coverage_flag: '1', prior_carrier_name: 'Acme Health', prior_effective_date: '01/01/2020' }))).toBe(true);
  });

  it('is the same schema whatever the values, so one precompiled validator serves a form', () => {
    const form = demoForm(12, 'primary_info');
    expect(JSON.stringify(formSchema(form))).toBe(JSON.stringify(formSchema(form)));
    expect(formSchema(form, { partial: true }).required).toEqual([]);
  });

  it('offers birth states as name and abbreviation, and no options while a lookup is missing', () => {
    expect(props(formSchema(demoForm(12, 'contact_info'))).birth_state.oneOf).toContainEqual({ const: 'IL', title: 'Illinois (IL)' });
    expect(props(formSchema(demoForm(12, 'contact_info', {}))).birth_state.oneOf).toBeUndefined();
  });

  it('describes the holiday policy as a unique list of the lookup options', () => {
    const holiday = props(formSchema(demoForm(12, 'employer_info'))).holiday_policy;
    expect(holiday).toMatchObject({ type: 'array', uniqueItems: true, minItems: 1, items: { type: 'string' } });
    expect((holiday.items as JsonSchema).oneOf).toHaveLength(6);
  });

  it('lets an unchosen optional select pass and an unchosen required one fail as missing', () => {
    const form = demoForm(11, 'primary_info');
    const validate = createAjv().compile(formSchema(form));
    expect(validate(toSchemaData(form, { ...VALID.primary_info, ethnic_category: '', marital_status: '' }))).toBe(false);
    expect(validate.errors?.map((e) => [e.keyword, messageFor(form, 'marital_status', e.keyword)])).toEqual([['required', MESSAGES.required]]);
  });
});

describe('uiSchemaFor', () => {
  it('orders every field and carries widget, title, read-only, autocomplete and visibility conditions', () => {
    const ui = uiSchemaFor(demoForm(11, 'primary_info'));
    expect(ui['ui:order']).toEqual([
      'first_name', 'middle_name', 'last_name', 'gender', 'marital_status', 'ssn', 'birthdate', 'height_feet', 'height_inch',
      'ethnic_category', 'ethnic_category_other_type', 'prior_coverage_flag', 'prior_carrier_name', 'prior_effective_date', 'prior_term_date',
    ]);
    expect(ui.birthdate).toEqual({ 'ui:widget': 'date', 'ui:title': 'Date of Birth', 'ui:readonly': true, 'ui:autocomplete': 'bday' });
    expect(ui.first_name).toEqual({ 'ui:widget': 'name', 'ui:title': 'First Name', 'ui:autocomplete': 'given-name' });
    expect(ui.prior_carrier_name).toMatchObject({ 'ui:visibleWhen': { field: 'prior_coverage_flag', equals: '1' } });
  });
});
