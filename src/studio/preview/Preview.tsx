import { useCallback, useMemo, useState } from 'react';
import { buildForm, initialValues, toPayload, type FormValues, type TabForm } from '../../../adapters';
import type { PersonaValues } from '../../../machines/studio';
import type { FieldDefinition } from '../../../schemas/catalog';
import { catalogOf, type DefinedForm } from '../../../schemas/forms/customTabs';
import type { FieldError } from '../../../schemas/api/types';
import type { FormLayer, ResolvedForm } from '../../../schemas/forms/definition';
import { adminPreviewDraft } from '../../api/adminPreviewDraft';
import { adminValidatePreview } from '../../api/adminValidatePreview';
import type { FormScope } from '../../api/adminPath';
import { loadFormValidator, SchemaForm } from '../../engine';
import { useAnnounce } from '../shell/announce';
import { useLoad } from '../shell/useLoad';
import { T } from '../text';
import { PreviewAs } from './PreviewAs';
import { BlockedForm } from './BlockedForm';
import { liveForm } from './liveForm';
import { usePreviewPersona } from './usePreviewPersona';

/** What the preview shows: the live resolution of the edits, and whether they are saved. */
export interface PreviewProps {
  formName: DefinedForm;
  target: FormScope;
  /** The live resolution; an unchanged field keeps its object between edits (structuralShare), so the preview reuses what it built of it. */
  resolved: ResolvedForm;
  /** The layer as edited (saved or not): what the server judges the preview's values on while it is unsaved. */
  content: FormLayer;
  /** The saved draft's revision (null: no draft); its validator is loaded per revision. */
  revision: number | null;
  dirty: boolean;
}

/** The saved draft's form and validator, as the enrollee's app would load them. */
async function savedPreview(formName: DefinedForm, target: FormScope) {
  const answer = await adminPreviewDraft(target);
  const form = buildForm(formName, catalogOf(formName), answer.definitions);
  return { form, defs: answer.definitions, validation: await loadFormValidator(answer.validator) };
}

/** The form's values filled from a persona's saved values (none: the empty form). */
function personaFormValues(form: TabForm, defs: FieldDefinition[], saved: PersonaValues | null): FormValues {
  return initialValues(form, defs.map((def) => ({ ...def, value: saved?.[def.field_name] ?? '' })));
}

/**
 * The draft rendered by the production engine and widgets, beside the editor, at desktop width
 * or 360 px, as the demo enrollment chosen in Preview as. Edits show as typed; Next validates with
 * the saved draft's own rules (the server's precompiled validator) or, while edits are unsaved,
 * asks the server to judge the values on the edited layer, and shows the spec's messages, saving nothing.
 */
export function Preview({ formName, target, resolved, content, revision, dirty }: PreviewProps) {
  const announce = useAnnounce();
  const [narrow, setNarrow] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  // The preview renders with the edit itself (not deferred): BlockedForm re-renders only the edited
  // field's block, cheaper than a second frame of layout and paint for a deferred render.
  // Field by field, reusing what an unchanged field (same object: the editor shares them) built before.
  const { defs, form: live } = useMemo(() => liveForm(formName, catalogOf(formName), resolved.fields), [formName, resolved.fields]);
  const saved = useLoad(() => (revision === null ? Promise.resolve(null) : savedPreview(formName, target)), `${target.form}/${target.scope}/${target.scopeId}/${revision}`);
  const checked = !dirty && saved.data ? saved.data : null;
  // The saved draft's rules are on their way: Next waits for them rather than judge by the old ones.
  const loading = !dirty && revision !== null && !saved.data && !saved.failed;
  const [values, setValues] = useState<FormValues>(() => initialValues(live, defs));
  const [persona, sendPersona] = usePreviewPersona(target);
  // A persona's values replace the preview's once they arrive; choosing no one empties it again.
  const arrived = persona.hasTag('persona') ? persona.context.values : persona.hasTag('noOne') ? null : undefined;
  const [filledWith, setFilledWith] = useState<PersonaValues | null>(null);
  if (arrived !== undefined && arrived !== filledWith) {
    setFilledWith(arrived);
    setValues(personaFormValues(checked?.form ?? live, checked?.defs ?? defs, arrived));
  }

  // An edit in the unsaved preview's blocks (BlockedForm): a stable callback, so unchanged blocks are not rendered again.
  const editValues = useCallback((update: (all: FormValues) => FormValues) => {
    setValues(update);
    setNote(null);
  }, []);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [asking, setAsking] = useState(false);
  const say = (text: string) => {
    setNote(text);
    announce(text);
  };
  // Unsaved edits have no precompiled validator (the CSP forbids compiling one here): the server judges them.
  const next = async () => {
    if (checked) return;
    setAsking(true);
    try {
      const errors = await adminValidatePreview(target, content, toPayload(live, values));
      setServerErrors(errors);
      if (errors.length === 0) say(T.previewValid);
    } catch {
      say(T.previewProblems);
    } finally {
      setAsking(false);
    }
  };
  return (
    <section className="studio-preview" aria-labelledby="studio-preview-title">
      <h2 id="studio-preview-title">{T.preview}</h2>
      <div className="studio-actions">
        <button type="button" className="btn btn--secondary" aria-pressed={!narrow} onClick={() => setNarrow(false)}>{T.previewDesktop}</button>
        <button type="button" className="btn btn--secondary" aria-pressed={narrow} onClick={() => setNarrow(true)}>{T.previewNarrow}</button>
      </div>
      <PreviewAs state={persona} send={sendPersona} />
      <div className={`studio-preview__frame${narrow ? ' studio-preview__frame--narrow' : ''}`} data-testid="studio-preview">
        {checked ? (
          <SchemaForm key={`saved-${revision}`} id="studio-preview-form" form={checked.form} validation={checked.validation} values={values}
            onChange={(v) => { setValues(v); setNote(null); }}
            onSubmit={() => { setNote(T.previewValid); announce(T.previewValid); }} />
        ) : (
          <BlockedForm id="studio-preview-form" form={live} values={values} serverErrors={serverErrors} onChange={editValues} />
        )}
        {note && <output className="studio-status studio-muted">{note}</output>}
        <button type={checked ? 'submit' : 'button'} form="studio-preview-form" className="btn btn--primary" onClick={() => void next()} disabled={loading || asking} aria-busy={loading || asking}>{T.previewNext}</button>
      </div>
    </section>
  );
}
