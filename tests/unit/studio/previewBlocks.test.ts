import { describe, expect, it } from 'vitest';
import type { FormField } from '../../../adapters';
import type { FieldSpec } from '../../../schemas/catalog';
import { nextBlocks, previewBlocks } from '../../../src/studio/preview/previewBlocks';

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

describe('the preview cut again after an edit', () => {
  it('keeps the cut and every untouched block when a field changes but cuts the same', () => {
    const fields = plain(7);
    const blocks = previewBlocks(fields, 3);
    const edited = fields.map((f) => (f.name === 'f4' ? { ...f, spec: { ...f.spec, title: 'Edited' } } : f));
    const next = nextBlocks({ fields, blocks }, edited, 3);
    expect(next).toEqual(previewBlocks(edited, 3));
    expect(next[0]).toBe(blocks[0]);
    expect(next[1]).not.toBe(blocks[1]);
    expect(next[2]).toBe(blocks[2]);
  });

  it('cuts anew when a Show when, a section or the fields change', () => {
    const fields = plain(7);
    const blocks = previewBlocks(fields, 3);
    const conditioned = fields.map((f) => (f.name === 'f3' ? field('f3', { visibleWhen: { field: 'f2', equals: 'y' } }) : f));
    expect(names(nextBlocks({ fields, blocks }, conditioned, 3))).toEqual(names(previewBlocks(conditioned, 3)));
    const sectioned = fields.map((f) => (f.name === 'f1' ? field('f1', { section: 'Home' }) : f));
    expect(names(nextBlocks({ fields, blocks }, sectioned, 3))).toEqual(names(previewBlocks(sectioned, 3)));
    expect(names(nextBlocks({ fields, blocks }, fields.slice(1), 3))).toEqual(names(previewBlocks(fields.slice(1), 3)));
  });
});
