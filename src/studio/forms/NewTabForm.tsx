import { useState, type FormEvent } from 'react';
import type { ScopeSummary } from '../../../schemas/api/adminTypes';
import type { FieldError } from '../../../schemas/api/types';
import { CUSTOM_TAB_NAME, isReservedTabWord, TAB_SLUG } from '../../../schemas/forms/customTabs';
import { MESSAGES } from '../../../schemas/messages';
import { scopeName } from '../shell/scopeName';
import { T } from '../text';

/** What the form asks: the tab's id, title and route, and the scope it is created at (`scope/scope_id`). */
export interface NewTabValues { id: string; title: string; slug: string; scope: string }

type Input = keyof NewTabValues;
type Problems = Partial<Record<Input, string>>;

/** The id of an input of the new-tab form. */
export const newTabInputId = (input: Input) => `studio-new-tab-${input}`;

/** The problems of what was typed, by input (the patterns and words the server checks: schemas/forms/customTabs.ts). */
export function newTabProblems(values: NewTabValues, taken: ReadonlySet<string>): Problems {
  const problems: Problems = {};
  if (!CUSTOM_TAB_NAME.test(values.id)) problems.id = T.tabIdInvalid;
  else if (isReservedTabWord(values.id)) problems.id = T.tabIdReserved;
  else if (taken.has(values.id)) problems.id = T.tabIdTaken;
  if (values.title.trim() === '') problems.title = MESSAGES.formTabTitleMissing;
  if (values.slug === '') problems.slug = MESSAGES.formSlugMissing;
  else if (!TAB_SLUG.test(values.slug)) problems.slug = MESSAGES.formSlugInvalid;
  else if (isReservedTabWord(values.slug)) problems.slug = MESSAGES.formSlugTaken;
  return problems;
}

/** The server's refusal by input: tab.title, tab.slug and form at theirs, anything else above the form. */
function serverProblems(errors: readonly FieldError[]): { problems: Problems; general: string | null } {
  const at: Record<string, Input> = { 'tab.title': 'title', 'tab.slug': 'slug', form: 'id' };
  const problems: Problems = {};
  for (const error of errors) if (at[error.target_element]) problems[at[error.target_element]] ??= error.error_message;
  const general = errors.find((error) => !at[error.target_element])?.error_message ?? null;
  return { problems, general };
}

/** The inputs in the order they show (focus goes to the first wrong one). */
const ORDER: Input[] = ['title', 'id', 'slug'];

/**
 * New tab: its id, title and route and the scope it starts at, each checked as typed (a message
 * at an input once it was changed, all of them when the form is sent, focus on the first wrong
 * one); `onCreate` answers the server's field errors, shown at their inputs too.
 */
export function NewTabForm({ scopes, taken, onCreate, onCancel }: {
  scopes: readonly ScopeSummary[];
  taken: ReadonlySet<string>;
  onCreate: (values: NewTabValues) => Promise<FieldError[]>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<NewTabValues>({ id: '', title: '', slug: '', scope: scopes[0] ? `${scopes[0].scope}/${scopes[0].scope_id}` : '' });
  const [touched, setTouched] = useState<ReadonlySet<Input>>(new Set());
  const [refused, setRefused] = useState<{ problems: Problems; general: string | null }>({ problems: {}, general: null });
  const [busy, setBusy] = useState(false);
  const typed = newTabProblems(values, taken);
  const problemOf = (input: Input) => (touched.has(input) ? typed[input] : undefined) ?? refused.problems[input];

  const change = (input: Input, value: string) => {
    setValues((v) => ({ ...v, [input]: value }));
    setTouched((t) => new Set(t).add(input));
    setRefused((r) => ({ ...r, problems: { ...r.problems, [input]: undefined } }));
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setTouched(new Set(ORDER));
    const first = ORDER.find((input) => typed[input]);
    if (first) {
      document.getElementById(newTabInputId(first))?.focus();
      return;
    }
    setBusy(true);
    const answer = serverProblems(await onCreate({ ...values, title: values.title.trim() }).finally(() => setBusy(false)));
    setRefused(answer);
    const wrong = ORDER.find((input) => answer.problems[input]);
    if (wrong) document.getElementById(newTabInputId(wrong))?.focus();
  };
  const text = (input: 'id' | 'title' | 'slug', label: string, hint?: string) => {
    const problem = problemOf(input);
    const describedBy = [problem && `${newTabInputId(input)}-error`, hint && `${newTabInputId(input)}-hint`].filter(Boolean).join(' ');
    return (
      <>
        <label htmlFor={newTabInputId(input)}>{label}</label>
        <input id={newTabInputId(input)} name={input} value={values[input]} autoComplete="off" spellCheck={input === 'title'}
          onChange={(e) => change(input, e.target.value)} aria-invalid={problem ? true : undefined} aria-describedby={describedBy || undefined} />
        {hint && <p className="studio-muted studio-hint" id={`${newTabInputId(input)}-hint`}>{hint}</p>}
        {problem && <p className="studio-field-error" id={`${newTabInputId(input)}-error`}>{problem}</p>}
      </>
    );
  };
  return (
    <form className="studio-form studio-card" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="studio-new-tab-heading">
      <h2 id="studio-new-tab-heading">{T.newTab}</h2>
      <p className="studio-muted">{T.newTabIntro}</p>
      {refused.general && <p className="studio-error" role="alert">{refused.general}</p>}
      {text('title', T.tabTitle)}
      {text('id', T.tabId)}
      {text('slug', T.tabRoute, T.tabRouteHint)}
      <label htmlFor={newTabInputId('scope')}>{T.scope}</label>
      <select id={newTabInputId('scope')} name="scope" value={values.scope} onChange={(e) => change('scope', e.target.value)}>
        {scopes.map((s) => <option key={`${s.scope}/${s.scope_id}`} value={`${s.scope}/${s.scope_id}`}>{scopeName(s)}</option>)}
      </select>
      <div className="studio-actions">
        <button type="submit" className="btn btn--primary" aria-disabled={busy}>{T.createTab}</button>
        <button type="button" className="btn btn--secondary" onClick={onCancel}>{T.cancel}</button>
      </div>
    </form>
  );
}
