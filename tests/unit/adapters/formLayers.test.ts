import { describe, expect, test } from 'vitest';
import { catalogLayer, fieldDefinitions, layerFromRows, resolveForm, type FieldRowInput } from '../../../adapters';
import { CATALOG, healthInfoCatalog } from '../../../schemas/catalog';
import { DEMO_FORM_DEFINITIONS } from '../../../schemas/demo/formDefinitions';
import type { FormLayer, LayerInput, ResolvedForm } from '../../../schemas/forms/definition';
import { FORM_TABS } from '../../../schemas/tabs';

const catalog = CATALOG.primary_info;

/** A demo portal's rows of a tab, as form_fields holds them. */
function rowsOf(portal: number, tab: keyof typeof DEMO_FORM_DEFINITIONS[number]): FieldRowInput[] {
  return DEMO_FORM_DEFINITIONS[portal][tab].map(([field_name, required, read_only], position) => ({ field_name, required, read_only, position, schema_hint: null }));
}

/** The portal 12 rows of primary_info as the default layer, then `layers`. */
function withDefault(...layers: LayerInput[]): ResolvedForm {
  const defaults = layerFromRows(resolveForm(catalog, []), rowsOf(12, 'primary_info'));
  return resolveForm(catalog, [{ layer: 'default', content: defaults }, ...layers]);
}

const field = (form: ResolvedForm, name: string) => form.fields.find((f) => f.name === name);
const shown = (form: ResolvedForm) => form.fields.filter((f) => !f.props.hidden).map((f) => f.name);

describe('catalogLayer', () => {
  test('holds every top-level catalog field with its look, rules and position, hidden until a layer shows it', () => {
    const layer = catalogLayer(catalog);
    expect(Object.keys(layer.fields)).toEqual(Object.keys(catalog));
    expect(layer.fields.first_name).toMatchObject({ label: 'First Name', widget: 'name', pattern: catalog.first_name.schema.pattern, patternMessage: 'Please enter valid first name', required: false, read_only: false, hidden: true, order: 0 });
    expect(layer.fields.ethnic_category_other_type.visibleWhen).toEqual({ field: 'ethnic_category', equals: '12' });
    expect(layer.fields.ethnic_category.lookup).toBe('ethnic-category');
    expect(layer.fields.gender.choices).toHaveLength(3);
  });

  test('a list keeps its catalog rows: only its top-level properties are in the layer', () => {
    const layer = catalogLayer(CATALOG.employer_info);
    expect(layer.fields.holiday_policy).toMatchObject({ widget: 'checkboxGroup', hidden: true });
    expect(Object.keys(layer.fields)).toEqual(Object.keys(CATALOG.employer_info));
  });
});

describe('resolveForm', () => {
  test('each property records the layer it came from', () => {
    const portal: FormLayer = { fields: { middle_name: { required: true } } };
    const group: FormLayer = { fields: { middle_name: { label: 'Middle name or initial' } } };
    const form = withDefault({ layer: 'portal', content: portal }, { layer: 'group', content: group });
    const middle = field(form, 'middle_name');
    expect(middle?.props).toMatchObject({ label: 'Middle name or initial', required: true, hidden: false, widget: 'name' });
    expect(middle?.from).toMatchObject({ label: 'group', required: 'portal', hidden: 'default', widget: 'default' });
    expect(middle?.known).toBe(true);
  });

  test('a group overriding one property leaves every other property of the portal as it is', () => {
    const portal: FormLayer = { fields: { middle_name: { required: true, help: 'As on your ID card', label: 'Middle' } } };
    const group: FormLayer = { fields: { middle_name: { required: false } } };
    const form = withDefault({ layer: 'portal', content: portal }, { layer: 'group', content: group });
    expect(field(form, 'middle_name')?.props).toMatchObject({ required: false, help: 'As on your ID card', label: 'Middle' });
    expect(field(form, 'middle_name')?.from).toMatchObject({ required: 'group', help: 'portal', label: 'portal' });
    // The portal's other fields are untouched by the group.
    expect(shown(form)).toEqual(shown(withDefault({ layer: 'portal', content: portal })));
  });

  test('hiding a field drops it from what shows, and keeps it in the resolution flagged', () => {
    const form = withDefault({ layer: 'group', content: { fields: { weight: { hidden: true } } } });
    expect(shown(form)).not.toContain('weight');
    expect(field(form, 'weight')?.from.hidden).toBe('group');
  });

  test('a layer adds a field with a widget and a label, shown after the fields below unless ordered', () => {
    const form = withDefault({ layer: 'group', content: { fields: { nickname: { widget: 'text', label: 'Nickname' }, no_label: { widget: 'text' } } } });
    expect(shown(form).at(-1)).toBe('nickname');
    expect(field(form, 'nickname')).toMatchObject({ known: false, props: { required: false, read_only: false, hidden: false }, from: { label: 'group', order: 'group' } });
    expect(field(form, 'no_label')).toBeUndefined();
  });

  test('reordering moves a field; equal orders keep the order below', () => {
    const form = withDefault({ layer: 'portal', content: { fields: { ssn: { order: 0 } } } });
    expect(shown(form).slice(0, 2)).toEqual(['first_name', 'ssn']);
  });

  test('a group or list takes only its top-level properties; a widget never changes a value shape', () => {
    const form = resolveForm(healthInfoCatalog, [{ layer: 'portal', content: { fields: {
      medication_question: { hidden: false, widget: 'select', label: 'Medicines', pattern: '^a$' },
      notes: { hidden: false, widget: 'checkboxGroup' },
    } } }]);
    expect(field(form, 'medication_question')?.props).toMatchObject({ widget: 'group', label: 'Medicines', hidden: false });
    expect(field(form, 'medication_question')?.props).not.toHaveProperty('pattern');
    expect(field(form, 'notes')?.props.widget).toBe('textarea');
  });

  test('options and a lookup are alternatives: the layer above that sets one drops the other', () => {
    const form = withDefault(
      { layer: 'portal', content: { fields: { ethnic_category: { choices: [{ value: 'a', label: 'A' }] } } } },
      { layer: 'group', content: { fields: { ethnic_category: { lookup: 'ethnic-category' } } } },
    );
    expect(field(form, 'ethnic_category')?.props).not.toHaveProperty('choices');
    expect(field(form, 'ethnic_category')?.from.lookup).toBe('group');
  });

  test('tab properties and message overrides resolve the same way', () => {
    const form = withDefault(
      { layer: 'portal', content: { fields: {}, tab: { title: 'About you', required: true }, messages: { required: 'Please fill this in' } } },
      { layer: 'group', content: { fields: {}, tab: { title: 'About the employee' } } },
    );
    expect(form.tab).toEqual({ title: 'About the employee', required: true });
    expect(form.tabFrom).toEqual({ title: 'group', required: 'portal' });
    expect(form.messages).toEqual({ required: 'Please fill this in' });
    expect(form.messagesFrom).toEqual({ required: 'portal' });
  });
});

describe('layerFromRows', () => {
  test.each(FORM_TABS.flatMap((tab) => [11, 12].map((portal) => [tab, portal] as const)))(
    '%s of portal %i: default rows, then the portal rows, then a group rows give exactly today\'s fields, order and flags',
    (tab, portal) => {
      const tabCatalog = CATALOG[tab];
      const today = (rows: FieldRowInput[]) => rows.map((row) => ({ field_name: row.field_name, value: '', required: row.required, read_only: row.read_only }));
      const defaults = layerFromRows(resolveForm(tabCatalog, []), rowsOf(12, tab));
      const layers: LayerInput[] = [{ layer: 'default', content: defaults }];
      const portalLayer = layerFromRows(resolveForm(tabCatalog, layers), rowsOf(portal, tab));
      layers.push({ layer: 'portal', content: portalLayer });
      expect(JSON.stringify(fieldDefinitions(tabCatalog, resolveForm(tabCatalog, layers)))).toBe(JSON.stringify(today(rowsOf(portal, tab))));
      // A group's whole list: two fields swapped, one left out, one made optional, one unknown field added.
      const groupRows = rowsOf(portal, tab).slice(1).reverse().map((row, position) => ({ ...row, position, required: position === 0 ? false : row.required }));
      groupRows.push({ field_name: 'badge_number', required: true, read_only: false, position: groupRows.length, schema_hint: null });
      const groupLayer = layerFromRows(resolveForm(tabCatalog, layers), groupRows);
      const resolved = resolveForm(tabCatalog, [...layers, { layer: 'group', content: groupLayer }]);
      expect(JSON.stringify(fieldDefinitions(tabCatalog, resolved))).toBe(JSON.stringify(today(groupRows)));
    },
  );

  test('expresses only what differs: a portal with the default rows changes nothing', () => {
    const below = withDefault();
    expect(layerFromRows(below, rowsOf(12, 'primary_info'))).toEqual({ fields: {} });
  });

  test('portal 11 hides weight and nothing else of the default', () => {
    const layer = layerFromRows(withDefault(), rowsOf(11, 'primary_info'));
    expect(layer.fields.weight).toEqual({ hidden: true });
    expect(Object.values(layer.fields).filter((change) => change.hidden === true)).toHaveLength(1);
  });

  test('a row with a hint adds a field from it', () => {
    const layer = layerFromRows(withDefault(), [
      ...rowsOf(12, 'primary_info'),
      { field_name: 'shirt_size', required: true, read_only: false, position: 99, schema_hint: { title: 'Shirt size', choices: [{ value: 'm', label: 'M' }] } },
    ]);
    expect(layer.fields.shirt_size).toMatchObject({ label: 'Shirt size', widget: 'select', choices: [{ value: 'm', label: 'M' }], required: true, hidden: false });
  });
});

describe('fieldDefinitions', () => {
  test('a form nobody changed answers exactly today\'s definitions, with no hint', () => {
    for (const def of fieldDefinitions(catalog, withDefault())) expect(def).not.toHaveProperty('schema');
  });

  test('hints carry only what differs from the catalog; hidden fields are dropped', () => {
    const form = withDefault({ layer: 'group', content: { fields: {
      middle_name: { label: 'Middle Name or Initial', required: true, help: 'As on your ID' },
      weight: { hidden: true },
      nickname: { widget: 'text', label: 'Nickname', maxLength: 30 },
      ethnic_category: { label: 'Ethnic Group' },
    } } });
    const defs = fieldDefinitions(catalog, form);
    expect(defs.map((d) => d.field_name)).not.toContain('weight');
    expect(defs.find((d) => d.field_name === 'middle_name')).toEqual({ field_name: 'middle_name', value: '', required: true, read_only: false, schema: { title: 'Middle Name or Initial', help: 'As on your ID' } });
    expect(defs.find((d) => d.field_name === 'ethnic_category')).not.toHaveProperty('schema');
    expect(defs.at(-1)).toEqual({ field_name: 'nickname', value: '', required: false, read_only: false, schema: { maxLength: 30 } });
  });
});
