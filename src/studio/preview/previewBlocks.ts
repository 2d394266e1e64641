/**
 * The preview's form cut into blocks of consecutive fields, each rendered by a form of its own,
 * so an edit of one field re-renders one block instead of all 300 fields (RJSF rebuilds its
 * state and renders every field of a form whose schema changed). A cut never changes what the
 * one form would show:
 * - a field and every field its Show when reads (transitively) stay in one block, since the
 *   engine judges a condition on the values of the fields beside it;
 * - a block starts only at a field that always shows (no condition, not a hidden widget) and whose
 *   section is none or one no earlier field has, so a section's heading shows exactly once.
 */
import { conditionFields } from '../../../adapters/conditions';
import type { FormField } from '../../../adapters';

/**
 * Fields per block, about: RJSF's work for a block's render (its state from props, defaults, the
 * per-field compares) grows with the block's fields, so a small block keeps an edit's render small;
 * 3 rather than 12 took the p50 of edit-to-preview-painted from about 133 to about 94 ms at 4x
 * (docs/benchmarks.md, "Edit to preview as painted").
 */
export const BLOCK_FIELDS = 3;

/** The index of the first field each field's Show when reaches back to (itself when none). */
function reachBack(fields: readonly FormField[]): number[] {
  const index = new Map(fields.map((f, i) => [f.name, i]));
  const start = fields.map((_, i) => i);
  fields.forEach((field, i) => {
    const rule = field.spec.visibleWhen;
    for (const name of rule ? conditionFields(rule) : []) {
      const at = index.get(name);
      if (at === undefined) continue;
      // Both ends of the link stay together: the later one reaches back to the earlier one.
      const [from, to] = at < i ? [at, i] : [i, at];
      start[to] = Math.min(start[to], from);
    }
  });
  return start;
}

/** Whether a block may start at `fields[i]` with no difference to the one form's rendering. */
function canStartAt(fields: readonly FormField[], i: number, sectionsSeen: ReadonlySet<string>): boolean {
  const { spec } = fields[i];
  if (spec.visibleWhen || spec.widget === 'hidden') return false;
  return !spec.section || !sectionsSeen.has(spec.section);
}

/** `fields` cut into consecutive blocks of about `size` fields (see the file's comment for where a cut may fall). */
export function previewBlocks(fields: readonly FormField[], size = BLOCK_FIELDS): FormField[][] {
  const start = reachBack(fields);
  // A cut before i is safe when no field from i on reaches back before i.
  const earliestFrom = new Array<number>(fields.length + 1).fill(fields.length);
  for (let i = fields.length - 1; i >= 0; i -= 1) earliestFrom[i] = Math.min(start[i], earliestFrom[i + 1]);
  const blocks: FormField[][] = [];
  const seen = new Set<string>();
  let current: FormField[] = [];
  fields.forEach((field, i) => {
    if (current.length >= size && earliestFrom[i] >= i && canStartAt(fields, i, seen)) {
      blocks.push(current);
      current = [];
    }
    current.push(field);
    if (field.spec.section) seen.add(field.spec.section);
  });
  if (current.length > 0) blocks.push(current);
  return blocks;
}

/** Whether two fields at one place cut the same: the cut reads only the name, the Show when, a hidden widget and the section. */
function sameCut(a: FormField, b: FormField): boolean {
  if (a === b) return true;
  return a.name === b.name && a.spec.section === b.spec.section && (a.spec.widget === 'hidden') === (b.spec.widget === 'hidden')
    && JSON.stringify(a.spec.visibleWhen) === JSON.stringify(b.spec.visibleWhen);
}

/** The last cut: the fields it was made of and their blocks. */
export interface Blocks { fields: readonly FormField[]; blocks: FormField[][] }

/**
 * previewBlocks(fields) worked out from the last cut: when every field cuts as the one at its
 * place did (an edit of a label, a flag, options...), the cut stays and each block whose fields
 * are all the same objects is the same array (so its form is not rendered again); otherwise cut anew.
 */
export function nextBlocks(last: Blocks | null, fields: readonly FormField[], size = BLOCK_FIELDS): FormField[][] {
  if (!last || last.fields.length !== fields.length || !fields.every((field, i) => sameCut(last.fields[i], field))) return previewBlocks(fields, size);
  let start = 0;
  return last.blocks.map((block) => {
    const at = start;
    start += block.length;
    return block.every((field, i) => field === fields[at + i]) ? block : fields.slice(at, start);
  });
}
