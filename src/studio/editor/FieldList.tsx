import { useMemo, type ReactElement } from 'react';
import type { LayerName, ResolvedField } from '../../../schemas/forms/definition';
import { LAYER_TEXT } from '../shell/scopeName';
import { useStepped, type Stepped } from '../../engine/useStepped';
import { T } from '../text';

/** Each `from` record's layers, as layersOf answered them: unchanged fields keep their `from` object between edits. */
const layersSeen = new WeakMap<ResolvedField['from'], string>();

/** The layers a field's properties come from, least specific first, space-separated. */
function layersOf(field: ResolvedField): string {
  let layers = layersSeen.get(field.from);
  if (layers === undefined) {
    const used = new Set(Object.values(field.from));
    layers = (['default', 'portal', 'group'] as const).filter((layer) => used.has(layer)).join(' ');
    layersSeen.set(field.from, layers);
  }
  return layers;
}

/** The id of a field's button in the list (focus returns there). */
export const fieldButtonId = (name: string) => `studio-field-${name}`;

/** What one entry shows, as plain values compared one by one (an edit of one field leaves the other 299 entries' equal). */
interface RowShown {
  label: string;
  hidden: boolean;
  required: boolean;
  /** The layers, space-separated. */
  layers: string;
  selected: boolean;
}

const sameRow = (a: RowShown, b: RowShown) =>
  a.label === b.label && a.hidden === b.hidden && a.required === b.required && a.layers === b.layers && a.selected === b.selected;

interface FieldRowProps extends RowShown {
  name: string;
  onSelect: (name: string) => void;
}

/** One entry. */
function FieldRow({ name, label, hidden, required, layers, selected, onSelect }: FieldRowProps) {
  return (
    <li>
      <button type="button" id={fieldButtonId(name)} className="studio-field" aria-pressed={selected} onClick={() => onSelect(name)}>
        <span className="studio-field__label">{label}</span>
        <span className="studio-field__name">{name}</span>
        {hidden && <span className="studio-badge">{T.hidden}</span>}
        {required && <span className="studio-badge">{T.required}</span>}
        {layers.split(' ').filter(Boolean).map((layer) => <span key={layer} className="studio-badge" data-layer={layer}>{LAYER_TEXT[layer as LayerName]}</span>)}
      </button>
    </li>
  );
}

/** The list's entries as shown, and the callback they select with. */
interface ListInput { shown: RowShown[]; names: string[]; onSelect: (name: string) => void }

/**
 * The entries' elements, an unchanged entry's the same element object as last render: React skips
 * such a child on identity alone, where a new element cost a memo compare of its props per entry
 * (300 on a large form) on every keystroke.
 */
function rowsOf(now: ListInput, last: Stepped<ListInput, ReactElement[]> | null): ReactElement[] {
  const was = last?.input;
  const byName = new Map(was && was.onSelect === now.onSelect ? was.names.map((name, i) => [name, i]) : []);
  return now.names.map((name, i) => {
    const at = byName.get(name);
    if (at !== undefined && last && sameRow(last.input.shown[at], now.shown[i])) return last.value[at];
    return <FieldRow key={name} name={name} {...now.shown[i]} onSelect={now.onSelect} />;
  });
}

/**
 * The form's fields in display order: label, name, hidden mark and the layers their properties
 * come from; a button each selects it. Every entry stays in the document (a screen reader and a
 * keyboard reach all of them); an edit makes the element of the entries it changes only.
 * `onSelect` should be stable, or every entry renders on each edit.
 */
export function FieldList({ fields, selected, onSelect }: { fields: readonly ResolvedField[]; selected: string | null; onSelect: (name: string) => void }) {
  const input = useMemo<ListInput>(() => ({
    names: fields.map((field) => field.name),
    shown: fields.map((field) => ({
      label: field.props.label, hidden: Boolean(field.props.hidden), required: Boolean(field.props.required), layers: layersOf(field), selected: selected === field.name,
    })),
    onSelect,
  }), [fields, selected, onSelect]);
  const rows = useStepped(input, rowsOf);
  return <ol className="studio-fields">{rows}</ol>;
}
