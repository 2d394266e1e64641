import { describe, expect, it } from 'vitest';
import type { FormField, TabForm } from '../../../adapters';
import { CATALOG } from '../../../schemas/catalog';
import { STUDIO_MESSAGES as T } from '../../../schemas/studioMessages';
import { markChanged } from '../../../src/studio/versions/changedMarks';

/** A contact field, shown only for City 'Springfield'. */
const conditional = (name: 'address2' | 'zip'): FormField => ({
  name, spec: { ...CATALOG.contact_info[name], visibleWhen: { field: 'city', equals: 'Springfield' } }, kind: 'scalar', required: false, readOnly: true, known: true, fields: [],
});

describe('Compare versions marks a changed field of an engine form', () => {
  it('ends its label in "(changed)" and shows it whatever its Show when says; an unchanged field keeps its condition', () => {
    const form: TabForm = { name: 'contact_info', fields: [conditional('address2'), conditional('zip')], lookups: {} };
    const [changed, unchanged] = markChanged(form, new Set(['address2'])).fields;
    expect(changed.spec.title).toBe(`Street Address 2 (${T.changedMark})`);
    expect(changed.spec.visibleWhen).toBeUndefined();
    expect(unchanged).toBe(form.fields[1]);
    expect(unchanged.spec.visibleWhen).toEqual({ field: 'city', equals: 'Springfield' });
  });
});
