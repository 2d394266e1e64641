import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { withMessageOverrides, type FormValues } from '../../../adapters';
import { agreementMachine } from '../../../machines/agreement';
import type { PersonaValues } from '../../../machines/studio';
import type { ProductionRenderingData } from '../../../schemas/api/adminTypes';
import type { FieldError } from '../../../schemas/api/types';
import { SchemaForm } from '../../engine';
import { AgreementForm } from '../../enrollment/agreement/AgreementForm';
import { loadAddedFields, type AddedFields } from '../../enrollment/agreement/loadAddedFields';
import { editableValues } from '../../enrollment/agreement/loadAgreement';
import { useErrorTargets } from '../../enrollment/agreement/useErrorTargets';
import { placedErrors } from '../../enrollment/agreement/useServerErrors';
// oxlint-disable-next-line import/no-unassigned-import -- the agreement tab looks as in the wizard
import '../../enrollment/agreement/agreement.css';
import { LoadState } from '../shell/LoadState';
import { useLoad } from '../shell/useLoad';
import { T } from '../text';
import { PreviewNext, usePreviewNote } from './PreviewNext';

/** The form of the fields the draft adds (Next submits it first, as the wizard's step does). */
const ADDED_FORM_ID = 'studio-preview-added';

type AgreementRendering = NonNullable<ProductionRenderingData['agreement']>;

export interface AgreementPreviewFormProps {
  rendering: AgreementRendering;
  /** The fields the draft adds to the tab, built as the wizard's step builds them (with the persona's saved values); null: none. */
  added: AddedFields | null;
  /** The persona's saved choices (accepted_agreements on agreement_hash); null: no one. */
  saved: PersonaValues | null;
}

/** The agreements the persona checked, when they were checked on these same texts (as the wizard's step reads them). */
function acceptedOf(saved: PersonaValues | null, hash: string): number[] {
  if (!saved || saved.agreement_hash !== hash || !Array.isArray(saved.accepted_agreements)) return [];
  return saved.accepted_agreements.map(Number).filter(Number.isInteger);
}

/**
 * The Agreement & Signature tab as the wizard renders it (AgreementForm: each agreement with its
 * heading, text and checkbox, the verification section, the signature), the draft's texts and
 * fields applied by the server as for an enrollment, bound to the wizard's agreement machine and
 * filled with the persona's checked agreements and saved answer; below them the fields the draft
 * adds, with the engine's form as in the wizard. Next checks the added fields first, then runs the
 * machine's rules, and shows the messages (in the draft's words) at their places (the others below
 * the form); nothing is saved.
 */
export function AgreementPreviewForm({ rendering, added, saved }: AgreementPreviewFormProps) {
  const { texts, hash, fields, eprocess } = rendering;
  const [addedValues, setAddedValues] = useState<FormValues>(added?.initial ?? {});
  const targets = useErrorTargets();
  const { note, say, clear } = usePreviewNote();
  // The machine's effects record what Next decided; the effect below moves the focus once the errors are rendered.
  const [refused, setRefused] = useState<{ errors: FieldError[] } | null>(null);
  const [snapshot, send] = useMachine(agreementMachine.provide({
    actions: {
      submit: () => say(T.previewValid),
      showErrors: ({ context }) => setRefused({ errors: context.errors }),
    },
  }), { input: { agreementIds: texts.map((text) => text.id), hash, fields, eprocess, accepted: acceptedOf(saved, hash), values: editableValues(fields, null) } });
  useEffect(() => {
    if (refused) targets.focusFirst(refused.errors);
  }, [refused, targets]);
  const { context } = snapshot;
  const { placed, unplaced } = placedErrors(withMessageOverrides(context.errors, rendering.messages), context, texts.length);
  const messages = [...new Set(unplaced.map((e) => e.error_message))];
  return (
    <>
      <AgreementForm texts={texts} context={context} errors={placed} targets={targets}
        send={(event) => { clear(); send(event); }} />
      {added && (
        <SchemaForm
          id={ADDED_FORM_ID} idPrefix={ADDED_FORM_ID} form={added.form} validation={added.validation} values={addedValues}
          onChange={(next) => { clear(); setAddedValues(next); }} onSubmit={() => send({ type: 'agreement.submit' })}
        />
      )}
      {messages.map((message) => <p key={message} className="studio-error" role="alert">{message}</p>)}
      {added
        ? <PreviewNext note={note} form={ADDED_FORM_ID} busy={false} />
        : <PreviewNext note={note} onClick={() => send({ type: 'agreement.submit' })} busy={false} />}
    </>
  );
}

/** The agreement preview once the added fields' form and validator (the server's module, named by the rendering) are loaded. */
export function AgreementPreview({ rendering, saved }: { rendering: AgreementRendering; saved: PersonaValues | null }) {
  const { fields: result, added, messages } = rendering;
  const load = useLoad(() => loadAddedFields({ result, added, messages }, messages), JSON.stringify({ added, messages }));
  return <LoadState load={load}>{(loaded) => <AgreementPreviewForm rendering={rendering} added={loaded} saved={saved} />}</LoadState>;
}
