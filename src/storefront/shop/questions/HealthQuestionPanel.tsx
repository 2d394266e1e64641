/**
 * The health-question panel bound to machines/storefront/healthQuestionPanel and the questions
 * calls (get-questions, save-question-answers). Plan detail mounts it when pricing answers
 * newQuestionsError; once the answers are accepted the panel closes and onAnswered gets the success
 * text (the page shows it and reloads pricing); onDeclined gets the decline text (the panel shows it too).
 */
import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent } from 'react';
import { fromPromise } from 'xstate';
import { healthQuestionPanelMachine, type SaveAnswersInput, type SaveAnswersOutput } from '../../../../machines/storefront/healthQuestionPanel';
import type { HealthQuestion } from '../../../../domain/storefront/planQuestionRules';
import { getQuestions } from '../../../api/getQuestions';
import { saveQuestionAnswers } from '../../../api/saveQuestionAnswers';
import { machineCall } from '../../../enrollment/machineCall';
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
  const [snapshot, send] = useMachine(healthQuestionPanelMachine.provide({
    actors: {
      loadQuestions: fromPromise<HealthQuestion[], { planId: number }>(async ({ input }) =>
        (await machineCall(getQuestions({ enrollmentId: tempId, planId: input.planId }))).result),
      saveAnswers: fromPromise<SaveAnswersOutput, SaveAnswersInput>(({ input }) =>
        machineCall(saveQuestionAnswers({ enrollment_id: tempId, plan_id: input.planId, answers: input.answers }))),
    },
  }), { input: { planId } });
  const { questions, answers, errors, message, success } = snapshot.context;
  const state = snapshot.value as HealthPanelState;
  // The page hears the outcome once per decline or success, with its latest callbacks.
  const tell = useEffectEvent((reached: HealthPanelState) => {
    if (reached === 'answered') onAnswered?.(success ?? '');
    if (reached === 'declined') onDeclined?.(message ?? '');
  });
  useEffect(() => { tell(state); }, [state]);
  return (
    <HealthQuestionPanelView
      state={state} questions={questions} answers={answers} errors={errors} message={message}
      onAnswer={(questionId, yes) => send({ type: 'panel.answer', questionId, yes })}
      onWho={(questionId, value) => send({ type: 'panel.who', questionId, value })}
      onOption={(questionId, optionId, checked) => send({ type: 'panel.option', questionId, optionId, checked })}
      onDetail={(questionId, entry, field, value) => send({ type: 'panel.detail', questionId, entry, field, value })}
      onSubmit={() => send({ type: 'panel.submit', now: new Date() })}
      onRetry={() => send({ type: 'panel.retry' })}
    />
  );
}
