import { useCallback, useMemo, useState } from 'react';
import { initialValues, toPayload, withFormMessages, type FormValues, type TabForm } from '../../../adapters';
import type { PersonaValues } from '../../../machines/studio';
import type { FieldDefinition } from '../../../schemas/catalog';
import { catalogOf, type DefinedForm } from '../../../schemas/forms/customTabs';
import type { FieldError } from '../../../schemas/api/types';
import type { FormLayer, ResolvedForm } from '../../../schemas/forms/definition';
import { adminValidatePreview } from '../../api/adminValidatePreview';
import type { FormScope } from '../../api/adminPath';
import { T } from '../text';
import { isAgreementForm } from '../../../schemas/forms/agreementForm';
import { isHealthForm } from '../../../schemas/forms/healthForm';
import { isMessagesForm } from '../../../schemas/forms/messagesForms';
import { MessagesPreview } from './MessagesPreview';
import { PreviewFrame } from './PreviewFrame';
import { savedNothingNote } from './savedNothing';
import { PreviewNext, usePreviewNote } from './PreviewNext';
import { ProductionPreview } from './ProductionPreview';
import { BlockedForm } from './BlockedForm';
import { liveForm } from './liveForm';
import { usePreviewPersona } from './usePreviewPersona';
import { useResolvedIn } from './previewLanguage';
import type { Language } from '../../../schemas/i18n/language';

/** What the preview shows: the live resolution of the edits and the layer as edited. */
export interface PreviewProps {
  formName: DefinedForm;
  target: FormScope;
  /** The live resolution; an unchanged field keeps its object between edits (structuralShare), so the preview reuses what it built of it. */
  resolved: ResolvedForm;
  /** The layer as edited (saved or not): what the server judges the preview's values on at Next. */
  content: FormLayer;
}

const FORM_ID = 'studio-preview-form';

/** The form's values filled from a persona's saved values (none: the empty form). */
function personaFormValues(form: TabForm, defs: FieldDefinition[], saved: PersonaValues | null): FormValues {
  return initialValues(form, defs.map((def) => ({ ...def, value: saved?.[def.field_name] ?? '' })));
}

/**
 * The draft rendered as the enrollee's app renders it, beside the editor, at desktop width or
 * 360 px, as the demo enrollment chosen in Preview as: health and the agreement by the wizard's
 * own components for them (ProductionPreview), a form of messages only as its messages where a
 * visitor meets them (MessagesPreview), every other form by the production engine (EnginePreview).
 */
export function Preview(props: PreviewProps) {
  const { formName, target, content } = props;
  if (isMessagesForm(formName)) return <MessagesPreview formName={formName} resolved={props.resolved} content={content} />;
  return isHealthForm(formName) || isAgreementForm(formName) ? <ProductionPreview target={target} content={content} /> : <EnginePreview {...props} />;
}

/**
 * A form the engine renders from its definitions, always as blocks (BlockedForm): edits show as
 * typed, and the preview's elements stay the same from opening the editor to the last edit. Next
 * asks the server to judge the values on the layer as edited (saved or not: a save's own rules and
 * the draft's messages, as the wizard shows them at Next), and shows the spec's messages, saving nothing.
 */
function EnginePreview({ formName, target, resolved, content }: PreviewProps) {
  const { note, say, clear } = usePreviewNote();
  // The preview renders with the edit itself (not deferred): BlockedForm re-renders only the edited
  // field's block, cheaper than a second frame of layout and paint for a deferred render.
  // Field by field, reusing what an unchanged field (same object: the editor shares them) built before.
  // In the language the preview's switch shows (English: the very fields and messages resolved).
  const [language, setLanguage] = useState<Language>('en');
  const shown = useResolvedIn(resolved, language);
  const { defs, form: fieldsOnly } = useMemo(() => liveForm(formName, catalogOf(formName), shown.fields), [formName, shown.fields]);
  // The messages as edited: the engine says them at Next as the wizard would (a message edit keeps the fields' objects).
  const live = useMemo(() => withFormMessages(fieldsOnly, shown.messages), [fieldsOnly, shown.messages]);
  const [values, setValues] = useState<FormValues>(() => initialValues(live, defs));
  const [persona, sendPersona] = usePreviewPersona(target);
  // A persona's values replace the preview's once they arrive; choosing no one empties it again.
  const arrived = persona.hasTag('persona') ? persona.context.values : persona.hasTag('noOne') ? null : undefined;
  const [filledWith, setFilledWith] = useState<PersonaValues | null>(null);
  if (arrived !== undefined && arrived !== filledWith) {
    setFilledWith(arrived);
    setValues(personaFormValues(live, defs, arrived));
  }

  // An edit in the preview's blocks: a stable callback, so unchanged blocks are not rendered again.
  const editValues = useCallback((update: (all: FormValues) => FormValues) => {
    setValues(update);
    clear();
  }, [clear]);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [asking, setAsking] = useState(false);
  // The browser may not compile a validator (the CSP forbids eval), and an unsaved layer has no precompiled one: the server judges.
  const next = async () => {
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
    <PreviewFrame persona={persona} sendPersona={sendPersona} savedNothing={savedNothingNote(formName, live, filledWith)} language={language} onLanguage={setLanguage}>
      <BlockedForm id={FORM_ID} form={live} values={values} serverErrors={serverErrors} onChange={editValues} />
      <PreviewNext note={note} onClick={() => void next()} busy={asking} />
    </PreviewFrame>
  );
}
