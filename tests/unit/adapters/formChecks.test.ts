import { describe, expect, test } from 'vitest';
import { checkLayer, layerFromRows, resolveForm } from '../../../adapters';
import { CATALOG, healthInfoCatalog } from '../../../schemas/catalog';
import { DEMO_FORM_DEFINITIONS } from '../../../schemas/demo/formDefinitions';
import type { FormLayer } from '../../../schemas/forms/definition';
import { MESSAGES } from '../../../schemas/messages';

const catalog = CATALOG.primary_info;
const rows = DEMO_FORM_DEFINITIONS[12].primary_info.map(([field_name, required, read_only], position) => ({ field_name, required, read_only, position }));
const below = resolveForm(catalog, [{ layer: 'default', content: layerFromRows(resolveForm(catalog, []), rows) }]);

/** The errors of a layer of these field changes, as {target: message}. */
function errorsOf(fields: FormLayer['fields'], extra: Omit<FormLayer, 'fields'> = {}): Record<string, string> {
  return Object.fromEntries(checkLayer(catalog, below, { fields, ...extra }).map((e) => [e.target_element, e.error_message]));
}

describe('checkLayer', () => {
  test('a sound layer has no errors', () => {
    expect(errorsOf({
      middle_name: { required: true, label: 'Middle Name or Initial', help: 'As on your ID' },
      contact_time: { widget: 'select', label: 'Preferred contact time', choices: [{ value: 'am', label: 'Morning' }, { value: 'pm', label: 'Afternoon' }], required: true },
      nickname: { widget: 'text', label: 'Nickname', pattern: '^[A-Za-z ]{1,30}$', patternMessage: 'Letters only', minLength: 2, maxLength: 30 },
      shoe_size: { widget: 'number', label: 'Shoe size', minimum: 1, maximum: 20, visibleWhen: { field: 'gender', equals: '1' } },
    })).toEqual({});
  });

  test('an added field needs a known widget that is not a group or list, and a label', () => {
    expect(errorsOf({ a_field: { label: 'A' }, b_field: { widget: 'text' }, c_field: { widget: 'slider' as never, label: 'C' }, d_field: { widget: 'group', label: 'D' } })).toEqual({
      'fields.a_field.widget': MESSAGES.formWidgetMissing,
      'fields.b_field.label': MESSAGES.formLabelMissing,
      'fields.c_field.widget': MESSAGES.formWidgetUnknown,
      'fields.d_field.widget': MESSAGES.formWidgetStructural,
    });
  });

  test('labels, names, properties and texts', () => {
    expect(errorsOf({
      middle_name: { label: '  ' },
      first_name: { help: 'x'.repeat(501), colour: 'red' } as never,
      'Bad Name': { widget: 'text', label: 'Bad' },
      gender: { widget: 'checkboxGroup' },
      weight: { order: Number.NaN, required: 'yes' as never },
    })).toEqual({
      'fields.middle_name.label': MESSAGES.formLabelMissing,
      'fields.first_name.help': MESSAGES.formTextTooLong,
      'fields.first_name.colour': MESSAGES.formPropertyUnknown,
      'fields.Bad Name': MESSAGES.formFieldNameInvalid,
      'fields.gender.widget': MESSAGES.formWidgetShape,
      'fields.weight.order': MESSAGES.formOrderInvalid,
      'fields.weight.required': MESSAGES.formValueInvalid,
    });
  });

  test('options: no duplicate values or labels, only on a choice widget, lookups known', () => {
    expect(errorsOf({
      gender: { choices: [{ value: '0', label: 'Male' }, { value: '0', label: 'Female' }, { value: '2', label: 'Male' }] },
      first_name: { choices: [{ value: 'a', label: 'A' }] },
      marital_status: { lookup: 'planets' as never },
    })).toEqual({
      'fields.gender.choices.1.value': MESSAGES.formOptionsDuplicateValue,
      'fields.gender.choices.2.label': MESSAGES.formOptionsDuplicateLabel,
      'fields.first_name.choices': MESSAGES.formOptionsWidget,
      'fields.marital_status.lookup': MESSAGES.formLookupUnknown,
    });
  });

  test('conditions read fields that exist and show, within the language', () => {
    expect(errorsOf({
      middle_name: { visibleWhen: { field: 'favourite_colour', equals: 'blue' } },
      last_name: { visibleWhen: { field: 'weight', equals: '100' } },
      weight: { hidden: true },
      ssn: { visibleWhen: { field: 'gender', matches: '1' } as never },
      gender: { visibleWhen: { not: { not: { not: { not: { field: 'first_name', equals: 'x' } } } } } },
    })).toEqual({
      'fields.middle_name.visibleWhen': MESSAGES.formConditionFieldUnknown,
      'fields.last_name.visibleWhen': MESSAGES.formConditionFieldHidden,
      'fields.ssn.visibleWhen': MESSAGES.formConditionInvalid,
      'fields.gender.visibleWhen': MESSAGES.formConditionInvalid,
    });
  });

  test('a field made required must show, unless a condition shows it', () => {
    expect(errorsOf({ weight: { hidden: true, required: true }, new_one: { widget: 'text', label: 'New', hidden: true, required: true } })).toEqual({
      'fields.weight.required': MESSAGES.formRequiredHidden,
      'fields.new_one.required': MESSAGES.formRequiredHidden,
    });
    // Hiding a field that is required below is fine: a hidden field is not checked.
    expect(errorsOf({ first_name: { hidden: true } })).toEqual({});
  });

  test('patterns compile, are short and safe', () => {
    expect(errorsOf({
      first_name: { pattern: '^(' },
      middle_name: { pattern: `^${'a'.repeat(200)}$` },
      last_name: { pattern: '^(a+)+$' },
      weight: { pattern: '^(x)\\1$' },
      ssn: { pattern: '' },
      gender: { pattern: '^(a|ab)+$' },
      marital_status: { pattern: '^(?:[0-9]{3}-)?[0-9]{4}$' },
    })).toEqual({
      'fields.gender.pattern': MESSAGES.formPatternUnsafe,
      'fields.first_name.pattern': MESSAGES.formPatternInvalid,
      'fields.middle_name.pattern': MESSAGES.formPatternTooLong,
      'fields.last_name.pattern': MESSAGES.formPatternUnsafe,
      'fields.weight.pattern': MESSAGES.formPatternUnsafe,
    });
  });

  test('lengths and ranges are whole numbers in order', () => {
    expect(errorsOf({
      first_name: { minLength: 10, maxLength: 5 },
      weight: { minimum: 300, maximum: 50 },
      height_inch_unused: { widget: 'number', label: 'Below zero', minimum: -3, maximum: -5 },
      height_feet: { minimum: 1.5 },
      height_inch: { maxLength: -1 },
    })).toEqual({
      'fields.first_name.minLength': MESSAGES.formLengthOrder,
      'fields.weight.minimum': MESSAGES.formRangeOrder,
      'fields.height_inch_unused.minimum': MESSAGES.formRangeOrder,
      'fields.height_feet.minimum': MESSAGES.formRangeInvalid,
      'fields.height_inch.maxLength': MESSAGES.formLengthInvalid,
    });
  });

  test('a form has at most 300 fields', () => {
    const many = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`extra_${i}`, { widget: 'text' as const, label: `Extra ${i}` }]));
    expect(errorsOf(many)).toEqual({ fields: MESSAGES.formTooManyFields });
  });

  test('tab properties and message overrides', () => {
    expect(errorsOf({}, { tab: { title: '', slug: 'Extra Info', order: Infinity }, messages: { required: ' ', nonsense: 'x', firstName: 'y'.repeat(501) } })).toEqual({
      'tab.title': MESSAGES.formLabelMissing,
      'tab.slug': MESSAGES.formSlugInvalid,
      'tab.order': MESSAGES.formOrderInvalid,
      'messages.required': MESSAGES.formMessageEmpty,
      'messages.nonsense': MESSAGES.formMessageUnknown,
      'messages.firstName': MESSAGES.formTextTooLong,
    });
  });

  test("a tab's place: a spec tab keeps its route, a new tab needs a title and a route no other tab uses", () => {
    const at = (errors: { target_element: string; error_message: string }[]) => Object.fromEntries(errors.map((e) => [e.target_element, e.error_message]));
    expect(at(checkLayer(catalog, below, { tab: { slug: 'me', title: 'About you', order: 7 }, fields: {} }, { kind: 'spec' }))).toEqual({ 'tab.slug': MESSAGES.formSlugSpecTab });
    const none = resolveForm({}, []);
    const pet = { pet: { widget: 'text' as const, label: 'Pet' } };
    expect(at(checkLayer({}, none, { fields: pet }, { kind: 'new' }))).toEqual({ 'tab.title': MESSAGES.formTabTitleMissing, 'tab.slug': MESSAGES.formSlugMissing });
    expect(at(checkLayer({}, none, { tab: { title: 'Pets', slug: 'pets' }, fields: pet }, { kind: 'new', otherSlugs: ['pets'] }))).toEqual({ 'tab.slug': MESSAGES.formSlugTaken });
    expect(at(checkLayer({}, none, { tab: { title: 'Pets', slug: 'billing-information' }, fields: pet }, { kind: 'new' }))).toEqual({ 'tab.slug': MESSAGES.formSlugTaken });
    expect(checkLayer({}, none, { tab: { title: 'Pets', slug: 'pets_and_more', order: 2.5, required: true }, fields: pet }, { kind: 'new', otherSlugs: ['other'] })).toEqual([]);
    // An empty layer adds no tab: nothing to name.
    expect(checkLayer({}, none, { fields: {} }, { kind: 'new' })).toEqual([]);
  });

  test('a group or list takes only its top-level properties', () => {
    const errors = checkLayer(healthInfoCatalog, resolveForm(healthInfoCatalog, []), { fields: { medication_question: { label: 'Medicines', pattern: '^a$' } } });
    expect(errors).toEqual([{ target_element: 'fields.medication_question.pattern', error_message: MESSAGES.formPropertyStructural }]);
  });
});
