import type { FieldError } from '../../../schemas/api/types';
import { CHOICE_WIDGETS } from '../../../schemas/catalog';
import type { FieldProp, FieldProps, ResolvedField } from '../../../schemas/forms/definition';
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

/**
 * One field's properties, each input labelled by the property's name and marked with the layer
 * its value comes from; messages as typed (the caller's checkLayer). Move up / Move down are
 * buttons: nothing here needs a mouse or a drag.
 */
export function PropertyPanel({ field, others, errors, onSet, onMove, canMoveUp, canMoveDown, readOnly }: PropertyPanelProps) {
  const errorOf = (prop: string) => errors.find((e) => e.target_element === `fields.${field.name}.${prop}` || e.target_element.startsWith(`fields.${field.name}.${prop}.`))?.error_message;
  const { props, from } = field;
  return (
    <section className="studio-panel" aria-labelledby="studio-panel-title">
      <h2 id="studio-panel-title">{T.propertiesOf} {props.label} <span className="studio-muted">({field.name})</span></h2>
      {errorOf('widget') && <p className="studio-field-error">{errorOf('widget')}</p>}
      {TEXT_PROPS.map(([prop, label]) => (
        <PropRow key={prop} prop={prop} label={label} from={from[prop]} error={errorOf(prop)}>
          {prop === 'help'
            ? <textarea id={propInputId(prop)} value={props[prop] ?? ''} readOnly={readOnly} onChange={(e) => onSet(prop, e.target.value)} {...described(prop, errorOf(prop))} />
            : <input id={propInputId(prop)} value={props[prop] ?? ''} readOnly={readOnly} onChange={(e) => onSet(prop, e.target.value)} {...described(prop, errorOf(prop))} />}
        </PropRow>
      ))}
      {FLAG_PROPS.map(([prop, label]) => (
        <div key={prop} className="studio-prop studio-prop--flag">
          <input id={propInputId(prop)} type="checkbox" checked={Boolean(props[prop])} disabled={readOnly}
            onChange={(e) => onSet(prop, e.target.checked)} {...described(prop, errorOf(prop))} />
          <label htmlFor={propInputId(prop)}>{label}</label>
          {from[prop] && <span className="studio-badge" data-layer={from[prop]}>{LAYER_TEXT[from[prop]]}</span>}
          {errorOf(prop) && <p className="studio-field-error" id={`${propInputId(prop)}-error`}>{errorOf(prop)}</p>}
        </div>
      ))}
      {CHOICE_WIDGETS.includes(props.widget) && !props.lookup && (
        <>
          <OptionsEditor choices={props.choices ?? []} readOnly={readOnly} onChange={(next) => onSet('choices', next)} />
          {errorOf('choices') && <p className="studio-field-error">{errorOf('choices')}</p>}
        </>
      )}
      <ConditionEditor key={field.name} condition={props.visibleWhen} fields={others} readOnly={readOnly} error={errorOf('visibleWhen')}
        onChange={(next) => onSet('visibleWhen', next)} />
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
