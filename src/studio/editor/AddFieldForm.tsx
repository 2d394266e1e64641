import { useState, type FormEvent } from 'react';
import { FORM_LIMITS } from '../../../adapters';
import { WIDGET_NAMES, type WidgetName } from '../../../schemas/catalog';
import type { FieldChange } from '../../../schemas/forms/definition';
import { T } from '../text';
import { type PickableQuestion, QuestionPicker } from './QuestionPicker';

/** The widgets a staff-added field may use: the engine's registry, less groups and lists (the catalog's own shapes). */
const ADDABLE = WIDGET_NAMES.filter((w) => w !== 'group' && w !== 'list');

/** The problems of a new field's name and label, by input. */
function problemsOf(name: string, label: string, taken: ReadonlySet<string>) {
  const problems: { name?: string; label?: string } = {};
  if (!FORM_LIMITS.name.test(name)) problems.name = T.nameInvalid;
  else if (taken.has(name)) problems.name = T.nameTaken;
  if (label.trim() === '') problems.label = T.labelRequired;
  return problems;
}

/** Add field: name, widget and label, checked as the form is sent (messages at the inputs, focus on the first wrong one). */
export function AddFieldForm({ taken, questions, onAdd, onCancel }: {
  taken: ReadonlySet<string>;
  /** Health: the scope's questions, offered to fill in a question's field. */
  questions?: readonly PickableQuestion[];
  onAdd: (name: string, change: FieldChange) => void;
  onCancel: () => void;
}) {
  const [problems, setProblems] = useState<{ name?: string; label?: string }>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const label = String(data.get('label') ?? '').trim();
    const found = problemsOf(name, label, taken);
    setProblems(found);
    if (found.name || found.label) {
      document.getElementById(found.name ? 'studio-add-name' : 'studio-add-label')?.focus();
      return;
    }
    onAdd(name, { widget: String(data.get('widget')) as WidgetName, label });
  };
  return (
    <form className="studio-form studio-add" onSubmit={submit} noValidate aria-labelledby="studio-add-title">
      <h3 id="studio-add-title">{T.addField}</h3>
      {questions && questions.length > 0 && <QuestionPicker questions={questions} taken={taken} />}
      <label htmlFor="studio-add-name">{T.fieldName}</label>
      <input id="studio-add-name" name="name" autoComplete="off" {...(problems.name ? { 'aria-invalid': true, 'aria-describedby': 'studio-add-name-error' } : {})} />
      {problems.name && <p className="studio-field-error" id="studio-add-name-error">{problems.name}</p>}
      <label htmlFor="studio-add-widget">{T.widget}</label>
      <select id="studio-add-widget" name="widget" defaultValue="text">
        {ADDABLE.map((w) => <option key={w} value={w}>{w}</option>)}
      </select>
      <label htmlFor="studio-add-label">{T.label}</label>
      <input id="studio-add-label" name="label" autoComplete="off" {...(problems.label ? { 'aria-invalid': true, 'aria-describedby': 'studio-add-label-error' } : {})} />
      {problems.label && <p className="studio-field-error" id="studio-add-label-error">{problems.label}</p>}
      <div className="studio-actions">
        <button type="submit" className="btn btn--primary">{T.add}</button>
        <button type="button" className="btn btn--secondary" onClick={onCancel}>{T.cancel}</button>
      </div>
    </form>
  );
}
