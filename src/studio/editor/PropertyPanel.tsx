import { memo, useCallback } from 'react';
import type { FieldError } from '../../../schemas/api/types';
import { CHOICE_WIDGETS, type Choice, type Condition } from '../../../schemas/catalog';
import type { FieldProp, FieldProps, LayerName, ResolvedField } from '../../../schemas/forms/definition';
import { LAYER_TEXT } from '../shell/scopeName';
import { T } from '../text';
import { ConditionEditor } from './ConditionEditor';
import { OptionsEditor } from './OptionsEditor';
import { described, propInputId, PropRow } from './PropInput';

/** What the panel edits and how it reports changes. */
export interface PropertyPanelProps {
  field: ResolvedField;
  /** The form's other fields (a Show when condition names one). */
  others: { name: string; label: string }[];
  /** Problems of the draft (checkLayer's or the server's), at fields.<name>.<prop>. */
  errors: readonly FieldError[];
  /** Sets one property of the field (the draft's override). */
  onSet: <P extends FieldProp>(prop: P, value: FieldProps[P] | undefined) => void;
  onMove: (direction: 'up' | 'down') => void;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** A viewer, or no draft: the values are shown, nothing can change. */
  readOnly: boolean;
}

const TEXT_PROPS = [['label', T.label], ['help', T.help], ['placeholder', T.placeholder]] as const;
const FLAG_PROPS = [['required', T.required], ['read_only', T.readOnly], ['hidden', T.hidden]] as const;

type SetProp = PropertyPanelProps['onSet'];

/** One text property's row: rendered again only when what it shows changes (memo; `onSet` is stable), so typing into Label leaves the other rows alone. */
const TextProp = memo(function TextProp({ prop, label, value, from, error, readOnly, onSet }: {
  prop: (typeof TEXT_PROPS)[number][0]; label: string; value: string; from?: LayerName; error?: string; readOnly: boolean; onSet: SetProp;
}) {
  return (
    <PropRow prop={prop} label={label} from={from} error={error}>
      {prop === 'help'
        ? <textarea id={propInputId(prop)} value={value} readOnly={readOnly} onChange={(e) => onSet(prop, e.target.value)} {...described(prop, error)} />
        : <input id={propInputId(prop)} value={value} readOnly={readOnly} onChange={(e) => onSet(prop, e.target.value)} {...described(prop, error)} />}
    </PropRow>
  );
});

/** One flag's row (memo, as TextProp). */
const FlagProp = memo(function FlagProp({ prop, label, checked, from, error, readOnly, onSet }: {
  prop: (typeof FLAG_PROPS)[number][0]; label: string; checked: boolean; from?: LayerName; error?: string; readOnly: boolean; onSet: SetProp;
}) {
  return (
    <div className="studio-prop studio-prop--flag">
      <input id={propInputId(prop)} type="checkbox" checked={checked} disabled={readOnly} onChange={(e) => onSet(prop, e.target.checked)} {...described(prop, error)} />
      <label htmlFor={propInputId(prop)}>{label}</label>
      {from && <span className="studio-badge" data-layer={from}>{LAYER_TEXT[from]}</span>}
      {error && <p className="studio-field-error" id={`${propInputId(prop)}-error`}>{error}</p>}
    </div>
  );
});

const Options = memo(OptionsEditor);
const ShowWhen = memo(ConditionEditor);
/** No options yet: one array, so the options' row keeps its props. */
const NO_CHOICES: Choice[] = [];

/**
 * One field's properties, each input labelled by the property's name and marked with the layer
 * its value comes from; messages as typed (the caller's checkLayer). Move up / Move down are
 * buttons: nothing here needs a mouse or a drag. Each row renders again only when what it shows
 * changes, so a keystroke in Label updates that input and the heading, not the panel's other inputs
 * (`onSet` should be stable, `others` the same array while its names and labels are).
 */
export function PropertyPanel({ field, others, errors, onSet, onMove, canMoveUp, canMoveDown, readOnly }: PropertyPanelProps) {
  const errorOf = (prop: string) => errors.find((e) => e.target_element === `fields.${field.name}.${prop}` || e.target_element.startsWith(`fields.${field.name}.${prop}.`))?.error_message;
  const { props, from } = field;
  const setChoices = useCallback((next: Choice[]) => onSet('choices', next), [onSet]);
  const setCondition = useCallback((next: Condition | undefined) => onSet('visibleWhen', next), [onSet]);
  return (
    <section className="studio-panel" aria-labelledby="studio-panel-title">
      <h2 id="studio-panel-title">{T.propertiesOf} {props.label} <span className="studio-muted">({field.name})</span></h2>
      {errorOf('widget') && <p className="studio-field-error">{errorOf('widget')}</p>}
      {TEXT_PROPS.map(([prop, label]) => (
        <TextProp key={prop} prop={prop} label={label} value={props[prop] ?? ''} from={from[prop]} error={errorOf(prop)} readOnly={readOnly} onSet={onSet} />
      ))}
      {FLAG_PROPS.map(([prop, label]) => (
        <FlagProp key={prop} prop={prop} label={label} checked={Boolean(props[prop])} from={from[prop]} error={errorOf(prop)} readOnly={readOnly} onSet={onSet} />
      ))}
      {CHOICE_WIDGETS.includes(props.widget) && !props.lookup && (
        <>
          <Options choices={props.choices ?? NO_CHOICES} readOnly={readOnly} onChange={setChoices} />
          {errorOf('choices') && <p className="studio-field-error">{errorOf('choices')}</p>}
        </>
      )}
      <ShowWhen key={field.name} condition={props.visibleWhen} fields={others} readOnly={readOnly} error={errorOf('visibleWhen')} onChange={setCondition} />
      {!readOnly && (
        <div className="studio-actions">
          {/* aria-disabled, not disabled: a button that just moved the field to the top keeps the keyboard focus. */}
          <button type="button" className="btn btn--secondary" aria-disabled={!canMoveUp} onClick={() => canMoveUp && onMove('up')}>{T.moveUp}</button>
          <button type="button" className="btn btn--secondary" aria-disabled={!canMoveDown} onClick={() => canMoveDown && onMove('down')}>{T.moveDown}</button>
        </div>
      )}
    </section>
  );
}
