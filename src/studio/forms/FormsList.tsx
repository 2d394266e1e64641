import { Link } from 'react-router-dom';
import type { FormsListData } from '../../../schemas/api/adminTypes';
import { adminListForms } from '../../api/adminListForms';
import { LoadState } from '../shell/LoadState';
import { scopeName } from '../shell/scopeName';
import { useLoad } from '../shell/useLoad';
import { useStudioTitle } from '../shell/useStudioTitle';
import { T } from '../text';

/** The studio's home: every form by scope (Default, each portal, each group) with its active version, draft and schedule. */
export function FormsList() {
  useStudioTitle(T.formsTitle);
  const load = useLoad(adminListForms, 'forms');
  return (
    <main className="studio-main" id="studio-main">
      <h1>{T.formsTitle}</h1>
      <LoadState load={load}>{(data) => <FormsTables data={data} />}</LoadState>
    </main>
  );
}

function FormsTables({ data }: { data: FormsListData }) {
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
                  return (
                    <tr key={`${scope.scope}-${scope.scope_id}`}>
                      <th scope="row">
                        <Link to={`/studio/forms/${form}/${scope.scope}/${scope.scope_id}`}>
                          {scopeName(scope)}<span className="visually-hidden"> ({title})</span>
                        </Link>
                      </th>
                      <td>{state?.active_version ?? T.none}</td>
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
