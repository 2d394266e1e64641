import { describe, expect, it } from 'vitest';
import type { FormField } from '../../../adapters';
import type { FieldSpec } from '../../../schemas/catalog';
import { previewBlocks } from '../../../src/studio/preview/previewBlocks';

/** A text field with the spec parts the cut reads. */
function field(name: string, spec: Partial<FieldSpec> = {}): FormField {
  return { name, spec: { title: name, widget: 'text', schema: { type: 'string' }, ...spec } as FieldSpec, kind: 'scalar', required: false, readOnly: false, known: true, fields: [] };
}
const names = (blocks: FormField[][]) => blocks.map((block) => block.map((f) => f.name));
const plain = (count: number, from = 0) => Array.from({ length: count }, (_, i) => field(`f${from + i}`));

describe('the preview cut into blocks', () => {
  it('cuts plain fields into blocks of the given size, every field once and in order', () => {
    const blocks = previewBlocks(plain(7), 3);
    expect(names(blocks)).toEqual([['f0', 'f1', 'f2'], ['f3', 'f4', 'f5'], ['f6']]);
  });

  it('keeps a field and the fields its Show when reads, even transitively, in one block', () => {
    // f4 reads f1, f6 reads f4: no cut between f1 and f6; a field with a condition never starts a block.
    const fields = [...plain(4), field('f4', { visibleWhen: { field: 'f1', equals: 'y' } }), field('f5'), field('f6', { visibleWhen: { field: 'f4', notEquals: '' } }), ...plain(3, 7)];
    expect(names(previewBlocks(fields, 2))).toEqual([['f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6'], ['f7', 'f8'], ['f9']]);
    expect(names(previewBlocks(fields, 1))).toEqual([['f0'], ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'], ['f7'], ['f8'], ['f9']]);
  });

  it('starts a block only where a section starts for the first time, so its heading shows once', () => {
    const fields = [field('a', { section: 'Home' }), field('b', { section: 'Home' }), field('c', { section: 'Home' }), field('d', { section: 'Work' }), field('e', { section: 'Home' }), field('f')];
    expect(names(previewBlocks(fields, 1))).toEqual([['a', 'b', 'c'], ['d', 'e'], ['f']]);
  });
});
