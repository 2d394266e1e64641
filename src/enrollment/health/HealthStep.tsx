import { useMemo, useRef, useState } from 'react';
import { healthPayload, isShownPath, withHealthQuestionTexts, type FormValues } from '../../../adapters';
import { WIZARD_TABS } from '../../../schemas/tabs';
import { saveHealthInfo } from '../../api/saveHealthInfo';
import { setSession } from '../../session';
import { SaveLater } from '../SaveLater';
import { StepShell } from '../StepShell';
import { useStepFlow } from '../useStepFlow';
import { HealthForm } from './HealthForm';
import { HEALTH_TAB, type LoadedHealth } from './loadHealth';

const { title, saved_tab: savedTab } = WIZARD_TABS.find((t) => t.tab_name === HEALTH_TAB)!;
const FORM_ID = `${HEALTH_TAB}-form`;
/** Health answers are never kept in the browser when the session ends (src/session/storagePolicy.ts): the user answers again. */
const keepNothing = () => undefined;

/**
 * The loaded Health Questions step: the step shell around the health form (HealthForm) of the
 * server's questions (each question a row whose Yes reveals its layout's details,
 * the medication rows, the notes), with Back, Save & Continue Later and Next bound to the tab
 * flow. A successful save sets isSpouseEnrollAccept to false (enrollment.md section 4) and moves on.
 */
export function HealthStep({ loaded }: { loaded: LoadedHealth }) {
  const { enrollmentId, form } = loaded;
  const [typed, setValues] = useState<FormValues>(loaded.initial);
  // A question's text is a value of the form: after a switch it is said as the questions read again say it, the answers kept.
  const values = useMemo(() => withHealthQuestionTexts(typed, loaded.questions), [typed, loaded.questions]);
  const alertRef = useRef<HTMLDivElement>(null);

  const flow = useStepFlow({
    tab: HEALTH_TAB, enrollmentId, navArray: loaded.navArray, enrollType: loaded.enrollType, blockReason: null,
    save: async (submitted) => {
      const answer = await saveHealthInfo({ enrollment_id: enrollmentId, ...healthPayload(form, submitted as FormValues) });
      setSession('isSpouseEnrollAccept', false);
      return answer;
    },
  });
  const { fieldErrors, generalError, busy } = flow;
  // Errors no shown field can carry (e.g. the questions changed on the server) go to the message region.
  const unplaced = fieldErrors.filter((e) => !isShownPath(form, values, e.target_element));
  const messages = [...new Set([generalError, ...unplaced.map((e) => e.error_message)].filter((m): m is string => Boolean(m)))];
  const payload = useMemo(() => healthPayload(form, values), [form, values]);

  return (
    <StepShell
      tab={HEALTH_TAB}
      title={title}
      navArray={loaded.navArray}
      messages={messages}
      notice={loaded.notice}
      onSessionEnd={keepNothing}
      alertRef={alertRef}
      busy={busy}
      onBack={flow.back}
      extra={<SaveLater enrollmentId={enrollmentId} savedTab={savedTab} data={payload} disabled={busy} />}
      next={{ form: FORM_ID }}
    >
      <HealthForm
        id={FORM_ID}
        questions={loaded.questions}
        validation={loaded.validation}
        values={values}
        onChange={setValues}
        onSubmit={(valid) => {
          if (!flow.submit(valid)) alertRef.current?.focus();
        }}
        serverErrors={fieldErrors}
      />
    </StepShell>
  );
}
