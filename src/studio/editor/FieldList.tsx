import type { LayerName, ResolvedField } from '../../../schemas/forms/definition';
import { LAYER_TEXT } from '../shell/scopeName';
import { T } from '../text';

/** The layers a field's properties come from, least specific first. */
function layersOf(field: ResolvedField): LayerName[] {
  const used = new Set(Object.values(field.from));
  return (['default', 'portal', 'group'] as const).filter((layer) => used.has(layer));
}

/** The id of a field's button in the list (focus returns there). */
export const fieldButtonId = (name: string) => `studio-field-${name}`;

/** The form's fields in display order: label, name, hidden mark and the layers their properties come from; a button each selects it. */
export function FieldList({ fields, selected, onSelect }: { fields: readonly ResolvedField[]; selected: string | null; onSelect: (name: string) => void }) {
  return (
    <ol className="studio-fields">
      {fields.map((field) => (
        <li key={field.name}>
          <button type="button" id={fieldButtonId(field.name)} className="studio-field" aria-pressed={selected === field.name} onClick={() => onSelect(field.name)}>
            <span className="studio-field__label">{field.props.label}</span>
            <span className="studio-field__name">{field.name}</span>
            {field.props.hidden && <span className="studio-badge">{T.hidden}</span>}
            {field.props.required && <span className="studio-badge">{T.required}</span>}
            {layersOf(field).map((layer) => <span key={layer} className="studio-badge" data-layer={layer}>{LAYER_TEXT[layer]}</span>)}
          </button>
        </li>
      ))}
    </ol>
  );
}
