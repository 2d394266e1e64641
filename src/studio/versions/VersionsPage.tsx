import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { DiffData, FormViewData } from '../../../schemas/api/adminTypes';
import { adminDiff } from '../../api/adminDiff';
import type { DefinedForm } from '../../../schemas/forms/customTabs';
import { adminReadForm } from '../../api/adminReadForm';
import { fieldErrorsOf } from '../../api/client';
import { formPath, formTitleOf, useFormTarget } from '../editor/useFormTarget';
import { useAnnounce } from '../shell/announce';
import { LoadState } from '../shell/LoadState';
import { scopeName } from '../shell/scopeName';
import { useLoad } from '../shell/useLoad';
import { useStaff } from '../shell/useStaff';
import { useStudioTitle } from '../shell/useStudioTitle';
import { T } from '../text';
import { ChangeList } from './ChangeList';
import { RenderedCompare } from './RenderedCompare';
import { RollBackCell, RolledBackNotice } from './RollBackCell';
import { useRollback } from './useRollback';

const when = (iso: string) => new Date(iso).toLocaleString();

/** /studio/forms/:form/:scope/:scopeId/versions: the history, a comparison of two versions, and roll back with a reason. */
export function VersionsPage() {
  const named = useFormTarget();
  const load = useLoad(() => adminReadForm(named!.target), named ? formPath(named.target) : '');
  useStudioTitle(T.versions);
  if (!named) return <main className="studio-main" id="studio-main"><p role="alert">{T.loadFailed}</p></main>;
  return (
    <main className="studio-main" id="studio-main">
      <LoadState load={load}>{(view) => <Versions view={view} formName={named.formName} onChanged={load.reload} />}</LoadState>
    </main>
  );
}

/** The history with its rollbacks (the rollback machine's), and the comparison as lists and as rendered forms. */
function Versions({ view, formName, onChanged }: { view: FormViewData; formName: DefinedForm; onChanged: () => void }) {
  const staff = useStaff();
  const announce = useAnnounce();
  const target = { form: view.form, scope: view.scope.scope, scopeId: view.scope.scope_id };
  const [diff, setDiff] = useState<DiffData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const compare = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    try {
      setDiff(await adminDiff(target, String(data.get('from')), String(data.get('to'))));
      setError(null);
      announce(T.changedFields);
    } catch (failure) {
      setError(fieldErrorsOf(failure)[0]?.error_message ?? T.loadFailed);
    }
  };
  const [rollback, sendRollback] = useRollback(target, staff.roles, (made) => {
    announce(`${T.rolledBack} ${made}`);
    onChanged();
  });
  // Oldest first, so Compare offers the previous version against the latest by default.
  const numbers = view.versions.map((v) => v.version).sort((a, b) => a - b).map(String);
  return (
    <>
      <h1>{T.versions} <span className="studio-muted">· {formTitleOf(view)} · {scopeName(view.scope)}</span></h1>
      <p><Link to={formPath(target)}>{T.back}</Link></p>
      {rollback.hasTag('done') && rollback.context.made !== null && <RolledBackNotice made={rollback.context.made} />}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- at 360 px the table scrolls sideways, and a viewer's rows hold no control to reach it by keyboard (WCAG 2.1.1) */}
      <section className="studio-table-wrap" aria-label={T.versions} tabIndex={0}>
        <table className="studio-table" data-testid="studio-versions">
          <thead>
            <tr><th scope="col">{T.version}</th><th scope="col">{T.reason}</th><th scope="col">{T.author}</th><th scope="col">{T.createdAt}</th><th scope="col">{T.effective}</th><th scope="col">{T.active}</th></tr>
          </thead>
          <tbody>
            {[...view.versions].reverse().map((v) => (
              <tr key={v.version}>
                <th scope="row">{v.version}</th>
                <td>{v.reason}</td>
                <td>{v.created_by}</td>
                <td>{when(v.created_at)}</td>
                <td>{when(v.effective_at)}{v.scheduled ? ` (${T.scheduled})` : ''}</td>
                <td>{v.active ? T.active : v.scheduled ? '' : <RollBackCell version={v.version} state={rollback} send={sendRollback} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {numbers.length > 0 && (
        <section className="studio-card" aria-labelledby="studio-compare-title">
          <h2 id="studio-compare-title">{T.compare}</h2>
          <form className="studio-form studio-form--inline" onSubmit={(e) => void compare(e)}>
            <label htmlFor="studio-compare-from">{T.compareFrom}</label>
            <select id="studio-compare-from" name="from" defaultValue={numbers.at(-2) ?? numbers[0]}>
              {numbers.map((n) => <option key={n} value={n}>{n}</option>)}
            </select>
            <label htmlFor="studio-compare-to">{T.compareTo}</label>
            <select id="studio-compare-to" name="to" defaultValue={numbers.at(-1)}>
              {numbers.map((n) => <option key={n} value={n}>{n}</option>)}
            </select>
            <button type="submit" className="btn btn--secondary">{T.compare}</button>
          </form>
          {error && <p className="studio-error" role="alert">{error}</p>}
          {diff && <ChangeList changes={diff.layer} />}
          {diff && <RenderedCompare target={target} formName={formName} from={diff.from} to={diff.to} changes={diff.resolved} />}
        </section>
      )}
    </>
  );
}
