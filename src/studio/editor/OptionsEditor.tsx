import type { Choice } from '../../../schemas/catalog';
import { T } from '../text';

/** Options of a choice widget: rows of value and label, each with Remove, and Add option. Keyboard only: plain inputs and buttons. */
export function OptionsEditor({ choices, onChange, readOnly }: { choices: readonly Choice[]; onChange: (next: Choice[]) => void; readOnly: boolean }) {
  const change = (at: number, part: Partial<Choice>) => onChange(choices.map((choice, i) => (i === at ? { ...choice, ...part } : choice)));
  return (
    <fieldset className="studio-options">
      <legend>{T.options}</legend>
      {choices.map((choice, at) => (
        // Rows are positional: an option has no identity beyond its place while it is being typed.
        // oxlint-disable-next-line react/no-array-index-key
        <div className="studio-option" key={at}>
          <label htmlFor={`studio-option-value-${at}`}>{T.optionValue} {at + 1}</label>
          <input id={`studio-option-value-${at}`} value={choice.value} readOnly={readOnly} onChange={(e) => change(at, { value: e.target.value })} />
          <label htmlFor={`studio-option-label-${at}`}>{T.optionLabel} {at + 1}</label>
          <input id={`studio-option-label-${at}`} value={choice.label} readOnly={readOnly} onChange={(e) => change(at, { label: e.target.value })} />
          {!readOnly && (
            <button type="button" className="btn btn--secondary" aria-label={`${T.removeOption} ${at + 1}`} onClick={() => onChange(choices.filter((_, i) => i !== at))}>
              {T.removeOption}
            </button>
          )}
        </div>
      ))}
      {!readOnly && (
        <button type="button" className="btn btn--secondary" onClick={() => onChange([...choices, { value: '', label: '' }])}>{T.addOption}</button>
      )}
    </fieldset>
  );
}
