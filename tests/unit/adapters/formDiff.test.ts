import { describe, expect, test } from 'vitest';
import { diffLayers, diffResolved, resolveForm } from '../../../adapters';
import { CATALOG } from '../../../schemas/catalog';
import type { FormLayer } from '../../../schemas/forms/definition';

describe('diffLayers', () => {
  test('one entry per changed property: fields by name, properties in a fixed order, then tab and messages', () => {
    const a: FormLayer = { fields: { middle_name: { required: false, label: 'Middle' }, weight: { hidden: true } }, tab: { title: 'A' }, messages: { required: 'Fill it' } };
    const b: FormLayer = { fields: { middle_name: { label: 'Middle Name', required: true }, contact_time: { widget: 'select', label: 'Time' } }, tab: { title: 'B' } };
    expect(diffLayers(a, b)).toEqual([
      { kind: 'field', field: 'contact_time', prop: 'label', before: null, after: 'Time' },
      { kind: 'field', field: 'contact_time', prop: 'widget', before: null, after: 'select' },
      { kind: 'field', field: 'middle_name', prop: 'label', before: 'Middle', after: 'Middle Name' },
      { kind: 'field', field: 'middle_name', prop: 'required', before: false, after: true },
      { kind: 'field', field: 'weight', prop: 'hidden', before: true, after: null },
      { kind: 'tab', prop: 'title', before: 'A', after: 'B' },
      { kind: 'message', prop: 'required', before: 'Fill it', after: null },
    ]);
    expect(diffLayers(b, b)).toEqual([]);
  });
});

describe('diffResolved', () => {
  test('what an enrollee would see change, whichever layer changed it', () => {
    const catalog = CATALOG.contact_info;
    const before = resolveForm(catalog, [{ layer: 'portal', content: { fields: { email_address: { hidden: false } } } }]);
    const after = resolveForm(catalog, [
      { layer: 'portal', content: { fields: { email_address: { hidden: false } } } },
      { layer: 'group', content: { fields: { email_address: { label: 'E-mail' } } } },
    ]);
    expect(diffResolved(before, after)).toEqual([{ kind: 'field', field: 'email_address', prop: 'label', before: "Client's Email", after: 'E-mail' }]);
  });
});
