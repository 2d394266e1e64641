import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { agreementMachine } from '../../../machines/agreement';
import type { PersonaValues } from '../../../machines/studio';
import type { ProductionRenderingData } from '../../../schemas/api/adminTypes';
import type { FieldError } from '../../../schemas/api/types';
import { AgreementForm } from '../../enrollment/agreement/AgreementForm';
import { editableValues } from '../../enrollment/agreement/loadAgreement';
import { useErrorTargets } from '../../enrollment/agreement/useErrorTargets';
import { placedErrors } from '../../enrollment/agreement/useServerErrors';
// oxlint-disable-next-line import/no-unassigned-import -- the agreement tab looks as in the wizard
import '../../enrollment/agreement/agreement.css';
import { T } from '../text';
import { PreviewNext, usePreviewNote } from './PreviewNext';

export interface AgreementPreviewFormProps {
  rendering: NonNullable<ProductionRenderingData['agreement']>;
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
 * filled with the persona's checked agreements and saved answer. Next runs the machine's rules
 * and shows the spec's messages at their places (the others below the form); nothing is saved.
 */
export function AgreementPreviewForm({ rendering, saved }: AgreementPreviewFormProps) {
  const { texts, hash, fields, eprocess } = rendering;
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
  const { placed, unplaced } = placedErrors(context.errors, context, texts.length);
  const messages = [...new Set(unplaced.map((e) => e.error_message))];
  return (
    <>
      <AgreementForm texts={texts} context={context} errors={placed} targets={targets}
        send={(event) => { clear(); send(event); }} />
      {messages.map((message) => <p key={message} className="studio-error" role="alert">{message}</p>)}
      <PreviewNext note={note} onClick={() => send({ type: 'agreement.submit' })} busy={false} />
    </>
  );
}
