import { useEffect, useMemo, useRef, useState } from 'react';
import { isFieldPath, overriddenMessage, toPayload, visibleFields, type FormValues } from '../../adapters';
import { enrollerCodeBlock, firstBlock } from '../../domain/wizardRules';
import { SchemaForm } from '../engine/SchemaForm';
import { draftNotice, forgetDraft, keepDraft } from '../session';
import { useLanguage } from '../shared/text/language';
import { EnrollerCode } from './EnrollerCode';
import type { LoadedTab } from './loadTab';
import { SaveLater } from './SaveLater';
import { StepShell } from './StepShell';
import type { TabScreenConfig } from './tabConfig';
import { useEnrollerCode } from './useEnrollerCode';
import { useStepFlow } from './useStepFlow';

/**
 * A loaded form tab: the step shell around the engine form, its Back and Next bound to the tab
 * flow (useStepFlow). Every rule (block reasons, contact check, navigation, navto) comes from
 * machines/; this component only wires effects.
 */
export function WizardTabForm({ config, loaded }: { config: TabScreenConfig; loaded: LoadedTab }) {
  const [values, setValues] = useState<FormValues>(loaded.initial);
  // What the session-end keeper reads: the values of the latest render, not of the first.
  const valuesRef = useRef(values);
  useEffect(() => {
    valuesRef.current = values;
  }, [values]);
  const formId = `${config.tab}-form`;
  const alertRef = useRef<HTMLDivElement>(null);
  const enroller = useEnrollerCode(loaded);
  // The form in the language shown: a switch mid-step shows the definition's texts in it at once (the values are this component's).
  const language = useLanguage();
  const form = loaded.formIn(language);

  // A rule of the tab's values (retired employer) in the scope's words, as the server's tab rule says it.
  const valuesBlock = config.valuesBlock?.(values) ?? null;
  const blockReason = firstBlock(
    valuesBlock === null ? null : overriddenMessage(form.messages, valuesBlock),
    config.extraButton === 'enrollerCode' ? enrollerCodeBlock(enroller[0].context) : null,
  );
  const flow = useStepFlow({
    tab: config.tab, enrollmentId: loaded.enrollmentId, navArray: loaded.navArray, enrollType: loaded.enrollType, blockReason,
    save: (submitted) => config.save({ enrollment_id: loaded.enrollmentId, ...toPayload(form, submitted as FormValues) }),
    checkContact: config.checkContact,
  });
  // Restored answers are in the form now: the browser's copy is no longer needed.
  useEffect(() => {
    if (loaded.restoredDraft) forgetDraft(loaded.enrollmentId, config.tab);
  }, [loaded, config.tab]);

  const { fieldErrors, generalError, busy } = flow;
  const visible = useMemo(() => new Set(visibleFields(form, values).map((f) => f.name)), [form, values]);
  // Errors the form cannot place at a shown field (e.g. the session's) go to the message region.
  const unplaced = fieldErrors.filter((e) => !visible.has(e.target_element.split('.')[0]) || !isFieldPath(form, e.target_element));
  const messages = [...new Set([blockReason, generalError, ...unplaced.map((e) => e.error_message)].filter((m): m is string => Boolean(m)))];
  const payload = useMemo(() => toPayload(form, values), [form, values]);

  const submit = (valid: FormValues) => {
    if (!flow.submit(valid)) alertRef.current?.focus();
  };

  return (
    <StepShell
      tab={config.tab}
      title={config.title}
      navArray={loaded.navArray}
      messages={messages}
      notice={loaded.restoredDraft ? draftNotice(config.tab) : null}
      onSessionEnd={() => keepDraft(loaded.enrollmentId, config.tab, valuesRef.current)}
      alertRef={alertRef}
      busy={busy}
      onBack={flow.back}
      extra={config.extraButton === 'enrollerCode'
        ? <EnrollerCode actor={enroller} disabled={busy} />
        : config.savedTab && <SaveLater enrollmentId={loaded.enrollmentId} savedTab={config.savedTab} data={payload} disabled={busy} />}
      next={{ form: formId }}
    >
      <SchemaForm id={formId} form={form} validation={loaded.validation} values={values} onChange={setValues} onSubmit={submit} serverErrors={fieldErrors} />
    </StepShell>
  );
}
