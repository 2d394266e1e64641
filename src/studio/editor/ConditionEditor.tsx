import { memo, useState } from 'react';
import type { Condition } from '../../../schemas/catalog';
import { T } from '../text';
import { propInputId } from './PropInput';

type Operator = 'equals' | 'notEquals' | 'in';

/** A condition the structured editor shows: one field, one operator, its value(s); else null (all / any / not). */
function simple(condition: Condition | undefined): { field: string; op: Operator; value: string } | null {
  if (!condition) return { field: '', op: 'equals', value: '' };
  if ('equals' in condition) return { field: condition.field, op: 'equals', value: condition.equals };
  if ('notEquals' in condition) return { field: condition.field, op: 'notEquals', value: condition.notEquals };
  if ('in' in condition) return { field: condition.field, op: 'in', value: condition.in.join(', ') };
  return null;
}

/** The condition of a field, operator and value (undefined: always shown). */
function build(field: string, op: Operator, value: string): Condition | undefined {
  if (!field) return undefined;
  if (op === 'in') return { field, in: value.split(',').map((v) => v.trim()).filter(Boolean) };
  return op === 'equals' ? { field, equals: value } : { field, notEquals: value };
}

/** A field the condition may read: its name and label. */
type Choice = { name: string; label: string };

/** Whether two lists of fields show the same options (names and labels, in order). */
const sameChoices = (a: { fields: readonly Choice[] }, b: { fields: readonly Choice[] }) =>
  a.fields.length === b.fields.length && a.fields.every((f, i) => f.name === b.fields[i].name && f.label === b.fields[i].label);

/** The form's other fields as options: a 300-field form's list rendered again only when a name or label in it changes. */
const FieldOptions = memo(function FieldOptions({ fields }: { fields: readonly Choice[] }) {
  return fields.map((f) => <option key={f.name} value={f.name}>{f.label} ({f.name})</option>);
}, sameChoices);

/**
 * Show when (keyed by the field by its caller, so the typed value starts over per field): a structured condition (field, is / is not / is one of, value), never free-form
 * code. A condition more complex than that is described, and replaced only when changed here.
 */
export function ConditionEditor({ condition, fields, onChange, readOnly, error }: {
  condition: Condition | undefined; fields: readonly Choice[]; onChange: (next: Condition | undefined) => void; readOnly: boolean; error?: string;
}) {
  const shown = simple(condition) ?? { field: '', op: 'equals' as Operator, value: '' };
  // The value as typed: "a, " must stay on screen while the list it makes is only ['a'].
  const [text, setText] = useState(shown.value);
  const current = { ...shown, value: text };
  const set = (part: Partial<typeof current>) => {
    const next = { ...current, ...part };
    if (part.value !== undefined) setText(part.value);
    onChange(build(next.field, next.op, next.value));
  };
  return (
    <fieldset className="studio-condition">
      <legend>{T.showWhen}</legend>
      {!simple(condition) && <p className="studio-muted">{T.complexCondition}</p>}
      <label htmlFor={propInputId('visibleWhen')}>{T.conditionField}</label>
      <select id={propInputId('visibleWhen')} value={current.field} disabled={readOnly} onChange={(e) => set({ field: e.target.value })}
        {...(error ? { 'aria-invalid': true, 'aria-describedby': `${propInputId('visibleWhen')}-error` } : {})}>
        <option value="">{T.showAlways}</option>
        <FieldOptions fields={fields} />
      </select>
      {current.field && (
        <>
          <label htmlFor="studio-condition-op">{T.conditionOperator}</label>
          <select id="studio-condition-op" value={current.op} disabled={readOnly} onChange={(e) => set({ op: e.target.value as Operator })}>
            <option value="equals">{T.is}</option>
            <option value="notEquals">{T.isNot}</option>
            <option value="in">{T.isOneOf}</option>
          </select>
          <label htmlFor="studio-condition-value">{current.op === 'in' ? T.conditionValues : T.conditionValue}</label>
          <input id="studio-condition-value" value={current.value} readOnly={readOnly} onChange={(e) => set({ value: e.target.value })} />
        </>
      )}
      {error && <p className="studio-field-error" id={`${propInputId('visibleWhen')}-error`}>{error}</p>}
    </fieldset>
  );
}
