import { memo } from 'react';
import type { LayerName, ResolvedField } from '../../../schemas/forms/definition';
import { LAYER_TEXT } from '../shell/scopeName';
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

/** What one entry shows, as plain values: an edit of one field leaves the other 299 entries' props equal. */
interface FieldRowProps {
  name: string;
  label: string;
  hidden: boolean;
  required: boolean;
  /** The layers, space-separated (a string, so the memo compares it by value). */
  layers: string;
  selected: boolean;
  onSelect: (name: string) => void;
}

/** One entry: rendered again only when what it shows changes (memo), so an edit renders one entry, not 300. */
const FieldRow = memo(function FieldRow({ name, label, hidden, required, layers, selected, onSelect }: FieldRowProps) {
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
});

/**
 * The form's fields in display order: label, name, hidden mark and the layers their properties
 * come from; a button each selects it. Every entry stays in the document (a screen reader and a
 * keyboard reach all of them); `onSelect` should be stable, or every entry renders on each edit.
 */
export function FieldList({ fields, selected, onSelect }: { fields: readonly ResolvedField[]; selected: string | null; onSelect: (name: string) => void }) {
  return (
    <ol className="studio-fields">
      {fields.map((field) => (
        <FieldRow key={field.name} name={field.name} label={field.props.label} hidden={Boolean(field.props.hidden)} required={Boolean(field.props.required)}
          layers={layersOf(field)} selected={selected === field.name} onSelect={onSelect} />
      ))}
    </ol>
  );
}
