import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { toPayload, visibleFields, type FormValues } from '../../adapters';
import { enrollerCodeBlock, firstBlock } from '../../machines/rules';
import { tabFlowMachine, type CheckContactOutput, type SaveTabOutput, type TabActorInput } from '../../machines/tabFlow';
import { SchemaForm } from '../engine';
import { clearSession, getSession } from '../session';
import { EnrollerCode } from './EnrollerCode';
import type { LoadedTab } from './loadTab';
import { machineCall } from './machineCall';
import { SaveLater } from './SaveLater';
import { createScreenshotGate } from './screenshot';
import { StepIndicator } from './StepIndicator';
import type { TabScreenConfig } from './tabConfig';
import { useAppNavigate } from './useAppNavigate';
import { useEnrollerCode } from './useEnrollerCode';

/** Longest wait for the screenshot's copy of the page before moving on anyway. */
const SCREENSHOT_WAIT_MS = 1500;

/**
 * A loaded tab bound to the tab flow machine and the form engine. Every rule (block reasons,
 * contact check, navigation, navto) comes from machines/; this component only wires effects.
 */
export function WizardTabForm({ config, loaded }: { config: TabScreenConfig; loaded: LoadedTab }) {
  const [values, setValues] = useState<FormValues>(loaded.initial);
  const [screenshot] = useState(createScreenshotGate);
  const containerId = `${config.tab}-container`;
  const heading = useRef<HTMLHeadingElement>(null);
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
      postScreenshot: (_, params) => screenshot.start(containerId, { enrollmentId: loaded.enrollmentId, name: params.tab }),
    },
    actors: {
      saveTab: fromPromise<SaveTabOutput, TabActorInput>(({ input }) =>
        machineCall(config.save({ enrollment_id: loaded.enrollmentId, ...toPayload(loaded.form, input.values as FormValues) }))),
      checkContact: fromPromise<CheckContactOutput, TabActorInput>(({ input }) =>
        (config.checkContact ? machineCall(config.checkContact(input.values)) : Promise.resolve([]))),
    },
  }), { input: { tab: config.tab, navArray: loaded.navArray, navto: getSession('navto'), enrollType: loaded.enrollType, blockReason } });

  useEffect(() => {
    send({ type: 'tab.blockReason', reason: blockReason });
  }, [blockReason, send]);
  useEffect(() => heading.current?.focus(), []);

  const { fieldErrors, generalError } = snapshot.context;
  const visible = useMemo(() => new Set(visibleFields(loaded.form, values).map((f) => f.name)), [loaded.form, values]);
  // Errors the form cannot place at a field (e.g. the session's) go to the message region.
  const unplaced = fieldErrors.filter((e) => !visible.has(e.target_element.split('.')[0]));
  const messages = [...new Set([blockReason, generalError, ...unplaced.map((e) => e.error_message)].filter((m): m is string => Boolean(m)))];
  const busy = !snapshot.matches('editing');
  const payload = useMemo(() => toPayload(loaded.form, values), [loaded.form, values]);

  const submit = (valid: FormValues) => {
    if (snapshot.can({ type: 'tab.submit', values: valid })) send({ type: 'tab.submit', values: valid });
    else alertRef.current?.focus();
  };

  return (
    <div className="page wizard">
      <StepIndicator steps={loaded.navArray} current={config.tab} />
      <h1 className="wizard__heading" ref={heading} tabIndex={-1}>{config.title}</h1>
      <div className="card wizard__form" id={containerId}>
        <SchemaForm id={`${config.tab}-form`} form={loaded.form} values={values} onChange={setValues} onSubmit={submit} serverErrors={fieldErrors}>
          <div className="alert alert--error" role="alert" ref={alertRef} tabIndex={-1}>
            {messages.length > 0 && <ul className="alert__list">{messages.map((m) => <li key={m}>{m}</li>)}</ul>}
          </div>
          <div className="wizard__actions">
            <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => send({ type: 'tab.back' })}>Back</button>
            <div className="wizard__actions-end">
              {config.extraButton === 'enrollerCode'
                ? <EnrollerCode actor={enroller} disabled={busy} />
                : <SaveLater enrollmentId={loaded.enrollmentId} savedTab={config.savedTab} data={payload} disabled={busy} />}
              <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>Next</button>
            </div>
          </div>
        </SchemaForm>
      </div>
    </div>
  );
}
