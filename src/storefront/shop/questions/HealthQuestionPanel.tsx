/**
 * The health-question panel bound to machines/storefront/healthQuestionPanel and the questions
 * calls (get-questions, save-question-answers). Plan detail mounts it when pricing answers
 * newQuestionsError; once the answers are accepted the panel closes and onAnswered gets the success
 * text (the page shows it and reloads pricing); onDeclined gets the decline text (the panel shows it too).
 * The questions are one form of the engine (adapters/planHealthQuestions, the wizard's health
 * model), checked with the precompiled validator get-questions names.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { buildPlanHealthForm, planHealthPayload, planHealthValues, withPlanHealthTexts, type FormValues } from '../../../../adapters';
import { healthQuestionPanelMachine, type SaveAnswersInput, type SaveAnswersOutput } from '../../../../machines/storefront/healthQuestionPanel';
import { sameQuestions, type HealthQuestion } from '../../../../domain/storefront/planQuestionRules';
import { getQuestions } from '../../../api/getQuestions';
import { saveQuestionAnswers } from '../../../api/saveQuestionAnswers';
import { machineCall } from '../../../enrollment/machineCall';
import { loadFormValidator, type FormValidator } from '../../../engine/onDemand';
import { useLanguageReread } from '../../../shared/text/useLanguageReread';
import { HealthQuestionPanelView, type HealthPanelState } from './HealthQuestionPanelView';

export interface HealthQuestionPanelProps {
  tempId: string;
  planId: number;
  onAnswered?: (message: string) => void;
  onDeclined?: (message: string) => void;
}

/** The plan's health questions: answer, submit, decline or success. A new plan or quote starts afresh. */
export function HealthQuestionPanel(props: HealthQuestionPanelProps) {
  return <Panel key={`${props.tempId}:${props.planId}`} {...props} />;
}

function Panel({ tempId, planId, onAnswered, onDeclined }: HealthQuestionPanelProps) {
  // The validator arrives with the questions; the machine holds the questions, the form is drawn from them.
  const [validation, setValidation] = useState<FormValidator | null>(null);
  const read = async (id: number) => {
    const data = await machineCall(getQuestions({ enrollmentId: tempId, planId: id }));
    return { questions: data.result, validation: await loadFormValidator(data.validator), decline: data.plan_texts?.error_message };
  };
  const [snapshot, send] = useMachine(healthQuestionPanelMachine.provide({
    actors: {
      loadQuestions: fromPromise<HealthQuestion[], { planId: number }>(async ({ input }) => {
        const data = await read(input.planId);
        setValidation(data.validation);
        return data.questions;
      }),
      saveAnswers: fromPromise<SaveAnswersOutput, SaveAnswersInput>(({ input }) =>
        machineCall(saveQuestionAnswers({ enrollment_id: tempId, plan_id: input.planId, answers: input.answers }))),
    },
  }), { input: { planId } });
  const { questions, errors, message, success } = snapshot.context;
  const form = useMemo(() => buildPlanHealthForm(questions), [questions]);
  // A switch reads the questions again in the new language: their texts (a value of the form) change, the answers stay,
  // and a decline shown says the plan's text in it.
  useLanguageReread(() => read(planId), (data) => {
    // Other questions than those answered (changed meanwhile) are not taken in the middle of answering.
    if (!sameQuestions(questions, data.questions, (q) => q.question_id)) return;
    setValidation(data.validation);
    send({ type: 'panel.reread', questions: data.questions, decline: data.decline });
  });
  const [values, setValues] = useState<FormValues | null>(null);
  const shown = useMemo(() => (values ? withPlanHealthTexts(values, questions) : planHealthValues(form, questions, [])), [values, questions, form]);
  const state = snapshot.value as HealthPanelState;
  // The page hears the outcome once per decline or success, with its latest callbacks.
  const tell = useEffectEvent((reached: HealthPanelState) => {
    if (reached === 'answered') onAnswered?.(success ?? '');
    if (reached === 'declined') onDeclined?.(message ?? '');
  });
  useEffect(() => { tell(state); }, [state]);
  return (
    <HealthQuestionPanelView
      state={state} questions={questions} form={form} validation={validation} values={shown} errors={errors} message={message}
      onChange={(next) => {
        setValues(next);
        send({ type: 'panel.values', answers: planHealthPayload(form, next, questions) });
      }}
      onSubmit={() => send({ type: 'panel.submit', now: new Date() })}
      onRetry={() => send({ type: 'panel.retry' })}
    />
  );
}
