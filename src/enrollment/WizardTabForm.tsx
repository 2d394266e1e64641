import { useMachine } from '@xstate/react';
import { useMemo, useRef, useState, useEffect } from 'react';
import { fromPromise } from 'xstate';
import { isFieldPath, toPayload, visibleFields, type FormValues } from '../../adapters';
import { enrollerCodeBlock, firstBlock } from '../../machines/rules';
import { tabFlowMachine, type CheckContactOutput, type SaveTabOutput, type TabActorInput } from '../../machines/tabFlow';
import { SchemaForm } from '../engine';
import { clearSession, forgetDraft, getSession, keepDraft } from '../session';
import { MESSAGES } from '../../schemas/messages';
import { EnrollerCode } from './EnrollerCode';
import type { LoadedTab } from './loadTab';
import { machineCall } from './machineCall';
import { SaveLater } from './SaveLater';
import { createScreenshotGate } from './screenshot';
import { StepShell } from './StepShell';
import type { TabScreenConfig } from './tabConfig';
import { useAppNavigate } from './useAppNavigate';
import { useEnrollerCode } from './useEnrollerCode';

/** Longest wait for the screenshot's copy of the page before moving on anyway. */
const SCREENSHOT_WAIT_MS = 1500;

/**
 * A loaded form tab: the step shell around the engine form, bound to the tab flow machine.
 * Every rule (block reasons, contact check, navigation, navto) comes from machines/; this
 * component only wires effects.
 */
export function WizardTabForm({ config, loaded }: { config: TabScreenConfig; loaded: LoadedTab }) {
  const [values, setValues] = useState<FormValues>(loaded.initial);
  // What the session-end keeper reads: the values of the latest render, not of the first.
  const valuesRef = useRef(values);
  useEffect(() => {
    valuesRef.current = values;
  }, [values]);
  const [screenshot] = useState(createScreenshotGate);
  const formId = `${config.tab}-form`;
  const alertRef = useRef<HTMLDivElement>(null);
  const navigate = useAppNavigate();
  const enroller = useEnrollerCode(loaded);

  const blockReason = firstBlock(
    config.valuesBlock?.(values) ?? null,
    config.extraButton === 'enrollerCode' ? enrollerCodeBlock(enroller[0].context) : null,
  );
  const [snapshot, send] = useMachine(tabFlowMachine.provide({
    actions: {
      // Leave only once the screenshot has copied the page (or after a short wait).
      navigate: (_, params) => void screenshot.settled(SCREENSHOT_WAIT_MS).then(() => navigate(params)),
      clearNavto: () => clearSession('navto'),
      postScreenshot: (_, params) => screenshot.start(`${config.tab}-container`, { enrollmentId: loaded.enrollmentId, name: params.tab }),
    },
    actors: {
      saveTab: fromPromise<SaveTabOutput, TabActorInput>(({ input }) =>
        machineCall(config.save({ enrollment_id: loaded.enrollmentId, ...toPayload(loaded.form, input.values as FormValues) }))),
      checkContact: fromPromise<CheckContactOutput, TabActorInput>(async ({ input }) => config.checkContact?.(input.values)),
    },
  }), { input: { tab: config.tab, navArray: loaded.navArray, navto: getSession('navto'), enrollType: loaded.enrollType, blockReason } });

  useEffect(() => {
    send({ type: 'tab.blockReason', reason: blockReason });
  }, [blockReason, send]);
  // Restored answers are in the form now: the browser's copy is no longer needed.
  useEffect(() => {
    if (loaded.restoredDraft) forgetDraft(loaded.enrollmentId, config.tab);
  }, [loaded, config.tab]);

  const { fieldErrors, generalError } = snapshot.context;
  const visible = useMemo(() => new Set(visibleFields(loaded.form, values).map((f) => f.name)), [loaded.form, values]);
  // Errors the form cannot place at a shown field (e.g. the session's) go to the message region.
  const unplaced = fieldErrors.filter((e) => !visible.has(e.target_element.split('.')[0]) || !isFieldPath(loaded.form, e.target_element));
  const messages = [...new Set([blockReason, generalError, ...unplaced.map((e) => e.error_message)].filter((m): m is string => Boolean(m)))];
  const busy = !snapshot.matches('editing');
  const payload = useMemo(() => toPayload(loaded.form, values), [loaded.form, values]);

  const submit = (valid: FormValues) => {
    if (snapshot.can({ type: 'tab.submit', values: valid })) send({ type: 'tab.submit', values: valid });
    else alertRef.current?.focus();
  };

  return (
    <StepShell
      tab={config.tab}
      title={config.title}
      navArray={loaded.navArray}
      messages={messages}
      notice={loaded.restoredDraft ? MESSAGES.draftRestored : null}
      onSessionEnd={() => keepDraft(loaded.enrollmentId, config.tab, valuesRef.current)}
      alertRef={alertRef}
      busy={busy}
      onBack={() => send({ type: 'tab.back' })}
      extra={config.extraButton === 'enrollerCode'
        ? <EnrollerCode actor={enroller} disabled={busy} />
        : <SaveLater enrollmentId={loaded.enrollmentId} savedTab={config.savedTab} data={payload} disabled={busy} />}
      next={{ form: formId }}
    >
      <SchemaForm id={formId} form={loaded.form} validation={loaded.validation} values={values} onChange={setValues} onSubmit={submit} serverErrors={fieldErrors} />
    </StepShell>
  );
}
