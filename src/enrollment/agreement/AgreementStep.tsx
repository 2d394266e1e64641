import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { agreementMachine, agreementStateOf, type AgreementEvent } from '../../../machines/agreement';
import { agreementDraft, type AgreementPayload } from '../../../domain/agreementRules';
import { toPayload, withMessageOverrides, type FormValues } from '../../../adapters';
import { SchemaForm } from '../../engine';
import type { FieldError } from '../../../schemas/api/types';
import { AGREEMENT_TITLE } from '../../../schemas/agreement';
import { useLanguage } from '../../shared/text/language';
import { MESSAGES } from '../../shared/text/messages';
import { saveAgreementInfo } from '../../api/saveAgreementInfo';
import { forgetDraft, keepDraft } from '../../session';
import { SaveLater } from '../SaveLater';
import { StepShell } from '../StepShell';
import { useStepFlow } from '../useStepFlow';
import { AgreementForm } from './AgreementForm';
import { AGREEMENT_TAB, type LoadedAgreement } from './loadAgreement';
import { useErrorTargets } from './useErrorTargets';
import { placedErrors, targetOf, useServerErrors } from './useServerErrors';

/** The form of the fields a form definition added (Next submits it first: its rules, then the agreement's). */
const ADDED_FORM_ID = 'agreement-added';

/** What a Next decided: send this payload, or show these errors. */
type Decision = { kind: 'submit'; payload: AgreementPayload } | { kind: 'refused'; errors: FieldError[] };

/**
 * The loaded Agreement & Signature step: the agreement machine owns what is checked, typed and
 * signed and what blocks Next; a valid Next hands its payload to the tab flow (useStepFlow),
 * which saves it, posts the screenshot and moves on. Server errors show where they belong
 * until their place is changed; the others in the step's message region. The fields a form
 * definition added to the tab are the engine's form (its rules checked first, as on any tab), and
 * their values travel with the agreement's save; every message in the scopes' words.
 */
export function AgreementStep({ loaded }: { loaded: LoadedAgreement }) {
  const targets = useErrorTargets();
  const alertRef = useRef<HTMLDivElement>(null);
  const { added } = loaded;
  // The added fields' texts in the language shown (a switch mid-step says them at once; the values are this component's).
  const language = useLanguage();
  const [addedValues, setAddedValues] = useState<FormValues>(added?.initial ?? {});
  const flow = useStepFlow({
    tab: 'agreement_info', enrollmentId: loaded.enrollmentId, navArray: loaded.navArray, enrollType: loaded.enrollType, blockReason: null,
    save: (payload) => saveAgreementInfo({ enrollment_id: loaded.enrollmentId, ...payload }),
  });
  const addedNames = useMemo(() => new Set(added?.form.fields.map((field) => field.name) ?? []), [added]);
  const isAdded = (error: FieldError) => addedNames.has(error.target_element.split('.')[0]);
  // The machine's effects only record what it decided; the effect below acts on it with the latest flow.
  const [decision, setDecision] = useState<Decision | null>(null);
  const [snapshot, sendToMachine] = useMachine(agreementMachine.provide({
    actions: {
      submit: (_, params) => setDecision({ kind: 'submit', payload: params.payload }),
      showErrors: ({ context }) => setDecision({ kind: 'refused', errors: context.errors }),
    },
  }), {
    input: {
      agreementIds: loaded.texts.map((text) => text.id), hash: loaded.hash, fields: loaded.fields, eprocess: loaded.eprocess,
      accepted: loaded.accepted, values: loaded.values,
    },
  });
  // Texts read again in the language a switch chose: their hash is the one the save sends (the texts read last).
  useEffect(() => {
    sendToMachine({ type: 'agreement.reread', hash: loaded.hash });
  }, [loaded.hash, sendToMachine]);
  const act = useEffectEvent((next: Decision) => {
    if (next.kind === 'submit') flow.submit(added ? { ...next.payload, values: toPayload(added.form, addedValues) } : next.payload);
    else if (!targets.focusFirst(next.errors)) alertRef.current?.focus();
  });
  useEffect(() => {
    if (decision) act(decision);
  }, [decision]);
  const { context } = snapshot;
  const server = useServerErrors(flow.fieldErrors.filter((error) => !isAdded(error)));
  const send = (event: AgreementEvent) => {
    const target = targetOf(event, loaded.texts);
    if (target) server.markEdited(target);
    sendToMachine(event);
  };

  // What Save & Continue Later sends and the session-end keeper reads: the latest choices, never a signature.
  const draft = useMemo(() => agreementDraft(agreementStateOf(context), loaded.hash), [context, loaded.hash]);
  // Save & Continue Later keeps the added fields' values too (in the tab's document, as Next does).
  const laterData = useMemo(() => (added ? { ...draft, values: toPayload(added.form, addedValues) } : draft), [added, draft, addedValues]);
  const draftRef = useRef(draft);
  useEffect(() => {
    draftRef.current = draft;
  }, [draft]);
  useEffect(() => {
    if (loaded.restoredDraft) forgetDraft(loaded.enrollmentId, AGREEMENT_TAB);
  }, [loaded]);
  // A new answer from the server takes the user to its first error.
  const focusServerErrors = useEffectEvent(() => targets.focusFirst(server.open));
  useEffect(() => {
    if (server.answer) focusServerErrors();
  }, [server.answer]);

  const { placed, unplaced } = placedErrors(withMessageOverrides([...context.errors, ...server.open], loaded.messages), context, loaded.texts.length);
  const messages = [...new Set([flow.generalError, ...unplaced.map((e) => e.error_message)].filter((m): m is string => Boolean(m)))];

  return (
    <StepShell
      tab="agreement_info"
      title={AGREEMENT_TITLE}
      navArray={loaded.navArray}
      messages={messages}
      notice={loaded.restoredDraft ? MESSAGES.draftRestored : null}
      onSessionEnd={() => keepDraft(loaded.enrollmentId, AGREEMENT_TAB, toKept(draftRef.current))}
      alertRef={alertRef}
      busy={flow.busy}
      onBack={flow.back}
      extra={<SaveLater enrollmentId={loaded.enrollmentId} savedTab="aggrement_info" data={laterData} disabled={flow.busy} />}
      next={added ? { form: ADDED_FORM_ID } : { onClick: () => send({ type: 'agreement.submit' }) }}
    >
      <AgreementForm texts={loaded.texts} context={context} send={send} errors={placed} targets={targets} disabled={flow.busy} />
      {added && (
        <SchemaForm
          id={ADDED_FORM_ID} idPrefix={ADDED_FORM_ID} form={added.formIn(language)} validation={added.validation} values={addedValues}
          onChange={setAddedValues} onSubmit={() => send({ type: 'agreement.submit' })} serverErrors={flow.fieldErrors.filter(isAdded)}
        />
      )}
    </StepShell>
  );
}

/** A draft as the browser keeps it (strings, lists of strings). */
function toKept(draft: ReturnType<typeof agreementDraft>): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : value]));
}
