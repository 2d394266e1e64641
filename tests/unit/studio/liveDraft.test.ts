import { describe, expect, it } from 'vitest';
import { applyLayer, checkLayer, resolveForm } from '../../../adapters';
import { setProp } from '../../../machines/studio';
import { CATALOG } from '../../../schemas/catalog';
import type { FieldProp, FieldProps, FormLayer } from '../../../schemas/forms/definition';
import { nextLiveDraft, textEdit, type LiveDraft, type LiveInput } from '../../../src/studio/editor/liveDraft';

const catalog = CATALOG.contact_info;
const first = Object.keys(catalog)[0];
const below = resolveForm(catalog, []);

/** A group layer: a catalog field relabelled, two added fields (one's condition reads the other). */
const start: FormLayer = {
  fields: {
    [first]: { label: 'Renamed' },
    extra_text: { widget: 'text', label: 'Extra', help: 'Some help' },
    extra_choice: { widget: 'radio', label: 'Pick', choices: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }], visibleWhen: { field: 'extra_text', equals: 'x' } },
  },
};

const input = (content: FormLayer): LiveInput => ({ catalog, below, layer: 'group', content, check: {} });

/** What the editor answered before the step existed: the whole draft resolved and checked. */
const whole = (content: FormLayer) => ({ resolved: applyLayer(catalog, below, { layer: 'group', content }), typed: checkLayer(catalog, below, content) });

/** A sequence of edits as the editor's machine makes them, stepping the live draft after each. */
function typeAll(edits: [string, FieldProp, unknown][]): { last: LiveDraft; content: FormLayer } {
  let content = start;
  let last = nextLiveDraft(null, input(content));
  for (const [field, prop, value] of edits) {
    content = setProp(content, field, prop, value as FieldProps[FieldProp]);
    last = nextLiveDraft(last, input(content));
  }
  return { last, content };
}

const sorted = (errors: readonly { target_element: string }[]) => [...errors].sort((a, b) => a.target_element.localeCompare(b.target_element));

describe("the editor's live draft, edit by edit", () => {
  it('answers what resolving and checking the whole draft answer, after typing, flags, conditions and an emptied label', () => {
    const tooLong = 'x'.repeat(2000);
    const { last, content } = typeAll([
      ['extra_text', 'label', 'Extra, edited'],
      ['extra_text', 'help', tooLong],
      [first, 'label', 'Renamed again'],
      ['extra_text', 'help', 'Fine again'],
      ['extra_choice', 'required', true],
      ['extra_text', 'label', ''],
      ['extra_text', 'label', 'Back'],
      ['extra_choice', 'label', tooLong],
    ]);
    const expected = whole(content);
    expect(last.resolved).toEqual(expected.resolved);
    expect(sorted(last.typed)).toEqual(sorted(expected.typed));
  });

  it("shows a text property's problem as typed and drops it once fixed", () => {
    const tooLong = typeAll([['extra_text', 'label', 'y'.repeat(2000)]]).last;
    expect(tooLong.typed.map((e) => e.target_element)).toContain('fields.extra_text.label');
    expect(whole(tooLong.input.content).typed.map((e) => e.target_element)).toContain('fields.extra_text.label');
    const fixed = nextLiveDraft(tooLong, input(setProp(tooLong.input.content, 'extra_text', 'label', 'Short')));
    expect(fixed.typed).toEqual(whole(fixed.input.content).typed);
  });

  it('keeps every other field object when a label is typed into', () => {
    const before = nextLiveDraft(null, input(start));
    const after = nextLiveDraft(before, input(setProp(start, 'extra_text', 'label', 'Typed')));
    const replaced = after.resolved.fields.filter((field, i) => field !== before.resolved.fields[i]).map((field) => field.name);
    expect(replaced).toEqual(['extra_text']);
  });

  it('steps only for typing into a text property the layer already set, from one text to another', () => {
    expect(textEdit(start, setProp(start, 'extra_text', 'label', 'Typed'))).toEqual({ name: 'extra_text', prop: 'label', before: 'Extra', after: 'Typed' });
    expect(textEdit(start, setProp(start, 'extra_text', 'label', ''))).toBeNull();
    expect(textEdit(start, setProp(start, 'extra_text', 'placeholder', 'New'))).toBeNull();
    expect(textEdit(start, setProp(start, 'extra_text', 'required', true))).toBeNull();
    expect(textEdit(start, { ...start, tab: { title: 'T' } })).toBeNull();
  });

  it('checks nothing for a viewer', () => {
    expect(nextLiveDraft(null, { ...input(start), check: false }).typed).toEqual([]);
  });
});
