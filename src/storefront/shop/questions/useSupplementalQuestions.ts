/**
 * Binds machines/storefront/carrierQuestions to get-aflac-questions and save-aflac-questions;
 * once the answers are saved (add-to-cart becomes available) the page hears it through onSaved.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent } from 'react';
import { fromPromise } from 'xstate';
import { carrierQuestionsMachine, type SaveCarrierInput } from '../../../../machines/storefront/carrierQuestions';
import type { CarrierQuestion } from '../../../../domain/storefront/planQuestionRules';
import { getAflacQuestions } from '../../../api/getAflacQuestions';
import { saveAflacQuestions } from '../../../api/saveAflacQuestions';
import { machineCall } from '../../../enrollment/machineCall';
import type { SupplementalState } from './SupplementalQuestionsView';

/** The flow's state for the view, and its handlers. */
export function useSupplementalQuestions(tempId: string, planId: number, onSaved?: () => void) {
  const [snapshot, send] = useMachine(carrierQuestionsMachine.provide({
    actors: {
      loadQuestions: fromPromise<CarrierQuestion[], { planId: number }>(({ input }) => machineCall(getAflacQuestions(tempId, input.planId))),
      saveAnswers: fromPromise<string, SaveCarrierInput>(async ({ input }) =>
        (await machineCall(saveAflacQuestions({ enrollment_id: tempId, plan_id: input.planId, aflac_data: input.answers }))).success_message),
    },
  }), { input: { planId } });
  const state = snapshot.value as SupplementalState;
  const tell = useEffectEvent(() => onSaved?.());
  useEffect(() => {
    if (state === 'saved') tell();
  }, [state]);
  const { questions, answers, errors, message } = snapshot.context;
  return {
    state, questions, answers, errors, message,
    onAnswer: (qid: number, yes: boolean) => send({ type: 'carrier.answer', qid, yes }),
    onSubmit: () => send({ type: 'carrier.submit' }),
    onRetry: () => send({ type: 'carrier.retry' }),
  };
}
