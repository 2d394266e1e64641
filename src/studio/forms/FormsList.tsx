import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { FormsListData } from '../../../schemas/api/adminTypes';
import { mayEdit } from '../../../schemas/forms/staff';
import { adminListForms } from '../../api/adminListForms';
import { ADD_FIELD_ID, formPath } from '../editor/useFormTarget';
import { useAnnounce } from '../shell/announce';
import { LoadState } from '../shell/LoadState';
import { scopeName } from '../shell/scopeName';
import { useLoad } from '../shell/useLoad';
import { useStaff } from '../shell/useStaff';
import { useStudioTitle } from '../shell/useStudioTitle';
import { T } from '../text';
import { createTab } from './createTab';
import { NewTabForm, newTabInputId, type NewTabValues } from './NewTabForm';

/** The studio's home: every form by scope (Default, each portal, each group) with its active version, draft and schedule. */
export function FormsList() {
  useStudioTitle(T.formsTitle);
  const load = useLoad(adminListForms, 'forms');
  return (
    <main className="studio-main" id="studio-main">
      <h1>{T.formsTitle}</h1>
      <LoadState load={load}>{(data) => (
        <>
          <NewTab data={data} />
          <FormsTables data={data} />
        </>
      )}</LoadState>
    </main>
  );
}

/** New tab (editors only): the button, then its form; a created tab opens in the editor, where its fields are added. */
function NewTab({ data }: { data: FormsListData }) {
  const staff = useStaff();
  const navigate = useNavigate();
  const announce = useAnnounce();
  const [open, setOpen] = useState(false);
  if (!mayEdit(staff.roles)) return null;
  if (!open) {
    return <button type="button" id="studio-new-tab-open" className="btn btn--secondary" onClick={() => { setOpen(true); requestAnimationFrame(() => document.getElementById(newTabInputId('title'))?.focus()); }}>{T.newTab}</button>;
  }
  const create = async ({ id, title, slug, scope }: NewTabValues) => {
    const [layer, scopeId] = scope.split('/');
    const target = { form: id, scope: layer, scopeId };
    const errors = await createTab(target, { title, slug });
    if (errors.length === 0) {
      announce(`${T.tabCreated}: ${title}`);
      navigate(formPath(target), { state: { focus: ADD_FIELD_ID } });
    }
    return errors;
  };
  return (
    <NewTabForm scopes={data.scopes} taken={new Set(data.forms.map((f) => f.form))} onCreate={create}
      onCancel={() => { setOpen(false); requestAnimationFrame(() => document.getElementById('studio-new-tab-open')?.focus()); }} />
  );
}

/** One table per form: its scopes (those the server lists a state for: a storefront form has no group scope), each one's active version (and whether a new tab is retired there), draft and schedule. */
export function FormsTables({ data }: { data: FormsListData }) {
  return (
    <>
      {data.forms.map(({ form, title }) => (
        <section key={form} className="studio-card" aria-labelledby={`form-${form}`}>
          <h2 id={`form-${form}`}>{title}</h2>
          <div className="studio-table-wrap">
            <table className="studio-table">
              <thead>
                <tr><th scope="col">{T.scope}</th><th scope="col">{T.activeVersion}</th><th scope="col">{T.draft}</th><th scope="col">{T.scheduled}</th></tr>
              </thead>
              <tbody>
                {data.scopes.map((scope) => {
                  const state = data.states.find((s) => s.form === form && s.scope === scope.scope && s.scope_id === scope.scope_id);
                  if (!state) return null;
                  return (
                    <tr key={`${scope.scope}-${scope.scope_id}`}>
                      <th scope="row">
                        <Link to={`/studio/forms/${form}/${scope.scope}/${scope.scope_id}`}>
                          {scopeName(scope)}<span className="visually-hidden"> ({title})</span>
                        </Link>
                      </th>
                      <td>
                        {state?.active_version ?? T.none}
                        {state?.retired && <span className="studio-badge">{T.tabRetiredMark}</span>}
                      </td>
                      <td>{state?.draft ? T.yes : ''}</td>
                      <td>{state?.scheduled ? state.scheduled : ''}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}
