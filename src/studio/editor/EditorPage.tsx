import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { mayEdit } from '../../../schemas/forms/staff';
import { adminOpenDraft } from '../../api/adminOpenDraft';
import { adminReadForm } from '../../api/adminReadForm';
import { fieldErrorsOf } from '../../api/client';
import { useAnnounce } from '../shell/announce';
import { LoadState } from '../shell/LoadState';
import { scopeName } from '../shell/scopeName';
import { useLoad } from '../shell/useLoad';
import { useStaff } from '../shell/useStaff';
import { useStudioTitle } from '../shell/useStudioTitle';
import { T } from '../text';
import { DraftEditor } from './DraftEditor';
import { formPath, formTitleOf, useFormTarget } from './useFormTarget';

/** /studio/forms/:form/:scope/:scopeId: the form at a scope; New draft, or the draft's editor with its preview. */
export function EditorPage() {
  const named = useFormTarget();
  const staff = useStaff();
  const announce = useAnnounce();
  const key = named ? formPath(named.target) : '';
  const load = useLoad(() => adminReadForm(named!.target), key);
  const [error, setError] = useState<string | null>(null);
  // What the last discard or publish did, kept on screen after the form reloads without its draft.
  const [notice, setNotice] = useState<string | null>(null);
  // A screen that sent the person here may name where their focus goes once the form is shown (New tab: Add field).
  const focusOnLoad = (useLocation().state as { focus?: string } | null)?.focus;
  useEffect(() => {
    if (load.data && focusOnLoad) document.getElementById(focusOnLoad)?.focus();
  }, [load.data, focusOnLoad]);
  useStudioTitle(load.data ? `${formTitleOf(load.data)} · ${scopeName(load.data.scope)}` : T.formsTitle);
  if (!named) return <main className="studio-main" id="studio-main"><p role="alert">{T.loadFailed}</p></main>;

  const newDraft = async () => {
    try {
      await adminOpenDraft(named.target);
      setNotice(null);
      announce(T.newDraft);
      load.reload();
    } catch (failure) {
      setError(fieldErrorsOf(failure)[0]?.error_message ?? T.loadFailed);
    }
  };
  return (
    <main className="studio-main studio-main--wide" id="studio-main">
      <LoadState load={load}>
        {(view) => (
          <>
            <h1>{formTitleOf(view)} <span className="studio-muted">· {scopeName(view.scope)}</span></h1>
            {notice && <output className="studio-status studio-ok" data-testid="studio-notice">{notice}</output>}
            {!view.draft && (
              <div className="studio-card">
                <p>{mayEdit(staff.roles) ? T.noDraft : T.viewOnly}</p>
                {error && <p className="studio-error" role="alert">{error}</p>}
                <div className="studio-actions">
                  {mayEdit(staff.roles) && <button type="button" className="btn btn--primary" onClick={() => void newDraft()}>{T.newDraft}</button>}
                  <Link className="btn btn--secondary" to={formPath(named.target, '/versions')}>{T.versions}</Link>
                  <Link className="btn btn--secondary" to="/studio">{T.backToForms}</Link>
                </div>
              </div>
            )}
            <DraftEditor key={`${view.draft?.revision ?? 'none'}-${view.draft ? 'draft' : 'active'}`} view={view} formName={named.formName}
              target={named.target} staff={staff} onChanged={(said) => { setNotice(said); load.reload(); }} />
          </>
        )}
      </LoadState>
    </main>
  );
}
