import { describe, expect, test } from 'vitest';
import { diffLayers, mergeLayers } from '../../../adapters';
import type { FormLayer } from '../../../schemas/forms/definition';

const BASE: FormLayer = {
  fields: { email: { label: 'E-mail', required: false }, phone: { hidden: true }, fax: { label: 'Fax' } },
  tab: { title: 'Contact' },
  messages: { required: 'Fill it in' },
};

/** The merged content, failing the test when the merge found conflicts. */
function merged(base: FormLayer, theirs: FormLayer, mine: FormLayer): FormLayer {
  const result = mergeLayers(base, theirs, mine);
  expect(result.conflicts).toEqual([]);
  return result.merged as FormLayer;
}

/** A copy of BASE with `fields` merged over its fields. */
const edit = (fields: FormLayer['fields'], rest: Omit<FormLayer, 'fields'> = { tab: BASE.tab, messages: BASE.messages }): FormLayer => ({ ...rest, fields: { ...BASE.fields, ...fields } });

describe('mergeLayers: disjoint edits are merged', () => {
  test('nobody changed anything: the base', () => {
    expect(merged(BASE, BASE, BASE)).toEqual(BASE);
  });

  test('only mine changed: mine', () => {
    const mine = edit({ email: { label: 'E-mail address', required: false } });
    expect(merged(BASE, BASE, mine)).toEqual(mine);
  });

  test('only theirs changed: theirs', () => {
    const theirs = edit({ phone: { hidden: false } });
    expect(merged(BASE, theirs, BASE)).toEqual(theirs);
  });

  test('different properties of one field: both kept', () => {
    const theirs = edit({ email: { label: 'Your e-mail', required: false } });
    const mine = edit({ email: { label: 'E-mail', required: true } });
    expect(merged(BASE, theirs, mine).fields.email).toEqual({ label: 'Your e-mail', required: true });
  });

  test('different fields: both kept', () => {
    const theirs = edit({ phone: { hidden: false } });
    const mine = edit({ fax: { label: 'Fax number' } });
    const out = merged(BASE, theirs, mine);
    expect([out.fields.phone, out.fields.fax]).toEqual([{ hidden: false }, { label: 'Fax number' }]);
  });

  test('both made the same change: kept once, no conflict', () => {
    const both = edit({ email: { label: 'Work e-mail', required: false } });
    expect(merged(BASE, both, structuredClone(both))).toEqual(both);
  });

  test('a property set on one side and cleared on none: set', () => {
    const mine = edit({ phone: { hidden: true, help: 'Daytime number' } });
    expect(merged(BASE, BASE, mine).fields.phone).toEqual({ hidden: true, help: 'Daytime number' });
  });

  test('a property cleared by one side: cleared', () => {
    const theirs = edit({ email: { label: 'E-mail' } });
    expect(merged(BASE, theirs, BASE).fields.email).toEqual({ label: 'E-mail' });
  });

  test('a field added by each side: both added, theirs first', () => {
    const theirs = edit({ contact_time: { widget: 'select', label: 'Time' } });
    const mine = edit({ pager: { widget: 'text', label: 'Pager' } });
    const out = merged(BASE, theirs, mine);
    expect(Object.keys(out.fields)).toEqual(['email', 'phone', 'fax', 'contact_time', 'pager']);
    expect(out.fields.pager).toEqual({ widget: 'text', label: 'Pager' });
  });

  test('a field removed by one side, untouched by the other: removed', () => {
    const { fax: _fax, ...rest } = BASE.fields;
    const mine: FormLayer = { ...BASE, fields: rest };
    expect(Object.keys(merged(BASE, BASE, mine).fields)).toEqual(['email', 'phone']);
    expect(Object.keys(merged(BASE, mine, BASE).fields)).toEqual(['email', 'phone']);
  });

  test('a field named with no change yet on both sides stays named', () => {
    const base: FormLayer = { fields: { email: {} } };
    expect(merged(base, base, { fields: { email: {}, phone: { hidden: true } } })).toEqual({ fields: { email: {}, phone: { hidden: true } } });
  });

  test('choices and conditions compare as values, not by identity or key order', () => {
    const base: FormLayer = { fields: { time: { choices: [{ value: 'am', label: 'Morning' }], visibleWhen: { field: 'phone', equals: 'yes' } } } };
    const theirs = structuredClone(base);
    theirs.fields.time.label = 'Time';
    const mine = structuredClone(base);
    mine.fields.time.choices = [{ value: 'am', label: 'Morning' }, { value: 'pm', label: 'Afternoon' }];
    expect(merged(base, theirs, mine).fields.time).toEqual({ label: 'Time', choices: mine.fields.time.choices, visibleWhen: base.fields.time.visibleWhen });
  });

  test('the tab and messages merge the same way', () => {
    const theirs: FormLayer = { ...BASE, tab: { title: 'Contact', order: 2 } };
    const mine: FormLayer = { ...BASE, messages: { required: 'Fill it in', pattern: 'Not right' } };
    const out = merged(BASE, theirs, mine);
    expect([out.tab, out.messages]).toEqual([{ title: 'Contact', order: 2 }, { pattern: 'Not right', required: 'Fill it in' }]);
  });

  test('a layer without tab or messages gains none', () => {
    const base: FormLayer = { fields: { email: { label: 'E-mail' } } };
    expect(merged(base, base, { fields: { email: { label: 'Mail' } } })).toEqual({ fields: { email: { label: 'Mail' } } });
  });

  test('the merge holds every change of both sides (diff from base is the union)', () => {
    const theirs = edit({ email: { label: 'Your e-mail', required: false }, phone: { hidden: false } });
    const mine = edit({ email: { label: 'E-mail', required: true }, pager: { widget: 'text', label: 'Pager' } });
    const out = merged(BASE, theirs, mine);
    const changes = (layer: FormLayer) => diffLayers(BASE, layer).map((c) => JSON.stringify(c));
    expect(changes(out).sort()).toEqual([...changes(theirs), ...changes(mine)].sort());
  });
});

describe('mergeLayers: conflicting edits are refused with every conflict', () => {
  test('one property changed differently: that property, each side’s value, nothing merged', () => {
    const theirs = edit({ email: { label: 'Your e-mail', required: false } });
    const mine = edit({ email: { label: 'Work e-mail', required: false } });
    expect(mergeLayers(BASE, theirs, mine)).toEqual({
      merged: null,
      conflicts: [{ kind: 'field', field: 'email', prop: 'label', base: 'E-mail', theirs: 'Your e-mail', mine: 'Work e-mail' }],
    });
  });

  test('changed on one side, cleared on the other: a conflict (absent reads null)', () => {
    const theirs = edit({ email: { label: 'Your e-mail', required: false } });
    const mine = edit({ email: { required: false } });
    expect(mergeLayers(BASE, theirs, mine).conflicts).toEqual([{ kind: 'field', field: 'email', prop: 'label', base: 'E-mail', theirs: 'Your e-mail', mine: null }]);
  });

  test('a field removed by one side and changed by the other: a conflict on the changed property', () => {
    const { fax: _fax, ...rest } = BASE.fields;
    const theirs = edit({ fax: { label: 'Fax number' } });
    expect(mergeLayers(BASE, theirs, { ...BASE, fields: rest }).conflicts).toEqual([{ kind: 'field', field: 'fax', prop: 'label', base: 'Fax', theirs: 'Fax number', mine: null }]);
  });

  test('the same new field added differently by both: a conflict per differing property', () => {
    const theirs = edit({ pager: { widget: 'text', label: 'Pager' } });
    const mine = edit({ pager: { widget: 'text', label: 'Beeper' } });
    expect(mergeLayers(BASE, theirs, mine).conflicts).toEqual([{ kind: 'field', field: 'pager', prop: 'label', base: null, theirs: 'Pager', mine: 'Beeper' }]);
  });

  test('several conflicts, with disjoint edits around them: all listed, in report order', () => {
    const theirs: FormLayer = { ...edit({ email: { label: 'A', required: true }, phone: { hidden: false } }), tab: { title: 'T1' }, messages: { required: 'M1' } };
    const mine: FormLayer = { ...edit({ email: { label: 'B', required: true }, fax: { label: 'Fax no.' } }), tab: { title: 'T2' }, messages: { required: 'M2' } };
    expect(mergeLayers(BASE, theirs, mine).conflicts.map((c) => [c.kind, c.field ?? '', c.prop])).toEqual([
      ['field', 'email', 'label'], ['tab', '', 'title'], ['message', '', 'required'],
    ]);
  });

  test('merging never changes its inputs', () => {
    const theirs = edit({ phone: { hidden: false } });
    const mine = edit({ fax: { label: 'Fax number' } });
    const copies = structuredClone([BASE, theirs, mine]);
    mergeLayers(BASE, theirs, mine);
    expect([BASE, theirs, mine]).toEqual(copies);
  });
});
