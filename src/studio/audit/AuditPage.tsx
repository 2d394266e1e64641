import { useState, type FormEvent } from 'react';
import { CONTENT_AUDIT_FORM } from '../../../schemas/api/adminContentTranslations';
import type { AuditFilterData } from '../../../schemas/api/adminTypes';
import { LAYERS } from '../../../schemas/forms/definition';
import { adminListForms } from '../../api/adminListForms';
import { adminReadAudit } from '../../api/adminReadAudit';
import { AuditEntries } from './AuditEntries';
import { LoadState } from '../shell/LoadState';
import { LAYER_TEXT } from '../shell/scopeName';
import { useLoad } from '../shell/useLoad';
import { useStudioTitle } from '../shell/useStudioTitle';
import { T } from '../text';
import { CATALOG } from '../../../schemas/catalog';

/** A date input's day as the start of that day (from) or of the next (to), in ISO time; undefined when empty. */
function dayBound(value: FormDataEntryValue | null, next: boolean): string | undefined {
  if (!value) return undefined;
  const day = new Date(`${String(value)}T00:00:00`);
  if (next) day.setDate(day.getDate() + 1);
  return day.toISOString();
}

/** /studio/audit: every draft change, publish, schedule and rollback, newest first, filtered by form, scope, person and date. */
export function AuditPage() {
  useStudioTitle(T.auditTitle);
  const [filter, setFilter] = useState<AuditFilterData>({});
  const load = useLoad(() => adminReadAudit(filter), JSON.stringify(filter));
  // The forms as the list answers them, new tabs included; the catalog's until it answers (or if it cannot);
  // and the content translations' entries, which the audit files under a form name of their own.
  const forms = [...(useLoad(adminListForms, 'forms').data?.forms.map((f) => f.form) ?? Object.keys(CATALOG)), CONTENT_AUDIT_FORM];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    setFilter({
      form: text('form'), scope: text('scope') as AuditFilterData['scope'], scope_id: text('scope_id'), actor: text('actor'),
      from: dayBound(data.get('from'), false), to: dayBound(data.get('to'), true),
    });
  };
  return (
    <main className="studio-main" id="studio-main">
      <h1>{T.auditTitle}</h1>
      <form className="studio-form studio-form--inline" onSubmit={submit} aria-label={T.filter}>
        <label htmlFor="audit-form">{T.form}</label>
        <select id="audit-form" name="form" defaultValue="">
          <option value="">—</option>
          {forms.map((f) => <option key={f} value={f}>{f}</option>)}
        </select>
        <label htmlFor="audit-scope">{T.scope}</label>
        <select id="audit-scope" name="scope" defaultValue="">
          <option value="">—</option>
          {LAYERS.map((l) => <option key={l} value={l}>{LAYER_TEXT[l]}</option>)}
        </select>
        <label htmlFor="audit-scope-id">{T.scopeId}</label>
        <input id="audit-scope-id" name="scope_id" inputMode="numeric" />
        <label htmlFor="audit-actor">{T.person}</label>
        <input id="audit-actor" name="actor" type="email" />
        <label htmlFor="audit-from">{T.from}</label>
        <input id="audit-from" name="from" type="date" />
        <label htmlFor="audit-to">{T.to}</label>
        <input id="audit-to" name="to" type="date" />
        <button type="submit" className="btn btn--secondary">{T.filter}</button>
      </form>
      <LoadState load={load}>
        {(entries) => <AuditEntries entries={entries} />}
      </LoadState>
    </main>
  );
}
