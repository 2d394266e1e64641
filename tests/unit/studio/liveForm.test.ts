import { describe, expect, it } from 'vitest';
import { buildForm, fieldDefinitions, resolveForm } from '../../../adapters';
import { CATALOG } from '../../../schemas/catalog';
import type { FormLayer } from '../../../schemas/forms/definition';
import { structuralShare } from '../../../src/engine/structuralShare';
import { liveForm } from '../../../src/studio/preview/liveForm';

const catalog = CATALOG.contact_info;

/** Contact Information with a group layer: two added fields, one a choice with a condition, one catalog field relabelled. */
function resolvedWith(label: string) {
  const first = Object.keys(catalog)[0];
  const content: FormLayer = {
    fields: {
      [first]: { label: 'Renamed' },
      extra_text: { widget: 'text', label },
      extra_choice: { widget: 'radio', label: 'Pick', choices: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }], visibleWhen: { field: 'extra_text', equals: 'x' } },
    },
  };
  return resolveForm(catalog, [{ layer: 'group', content }]);
}

describe("the unsaved preview's form, built field by field", () => {
  it('answers what fieldDefinitions and buildForm answer for the whole form', () => {
    const resolved = resolvedWith('Extra');
    const { defs, form } = liveForm('contact_info', catalog, resolved.fields);
    const whole = fieldDefinitions(catalog, resolved);
    expect(defs).toEqual(whole);
    expect(form).toEqual(buildForm('contact_info', catalog, whole));
  });

  it('rebuilds only the edited field: every other form field keeps its object', () => {
    const before = resolvedWith('Extra');
    const after = structuralShare(before, resolvedWith('Extra, edited'));
    const a = liveForm('contact_info', catalog, before.fields).form.fields;
    const b = liveForm('contact_info', catalog, after.fields).form.fields;
    const rebuilt = b.filter((field, i) => field !== a[i]).map((field) => field.name);
    expect(rebuilt).toEqual(['extra_text']);
    expect(b.find((field) => field.name === 'extra_text')?.spec.title).toBe('Extra, edited');
  });
});
