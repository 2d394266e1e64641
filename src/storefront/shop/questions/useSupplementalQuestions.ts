/**
 * Binds machines/storefront/carrierQuestions to get-aflac-questions and save-aflac-questions;
 * once the answers are saved (add-to-cart becomes available) the page hears it through onSaved.
 * The questions are one form of the engine (adapters/carrierQuestions): an edit of the form
 * tells the machine each answer that changed.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { buildCarrierForm, carrierAnswers, carrierValues, type FormValues } from '../../../../adapters';
import { carrierQuestionsMachine, type SaveCarrierInput } from '../../../../machines/storefront/carrierQuestions';
import type { CarrierQuestion } from '../../../../domain/storefront/planQuestionRules';
import { getAflacQuestions } from '../../../api/getAflacQuestions';
import { saveAflacQuestions } from '../../../api/saveAflacQuestions';
import { machineCall } from '../../../enrollment/machineCall';
import { loadFormValidator, type FormValidator } from '../../../engine/onDemand';
import type { SupplementalState } from './SupplementalQuestionsView';

/** The flow's state for the view, and its handlers. */
export function useSupplementalQuestions(tempId: string, planId: number, onSaved?: () => void) {
  const [validation, setValidation] = useState<FormValidator | null>(null);
  const [snapshot, send] = useMachine(carrierQuestionsMachine.provide({
    actors: {
      loadQuestions: fromPromise<CarrierQuestion[], { planId: number }>(async ({ input }) => {
        const answer = await machineCall(getAflacQuestions(tempId, input.planId));
        if (answer.validator) setValidation(await loadFormValidator(answer.validator));
        return answer.result;
      }),
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
  const form = useMemo(() => buildCarrierForm(questions), [questions]);
  const [values, setValues] = useState<FormValues | null>(null);
  return {
    state, questions, form, validation, errors, message,
    values: values ?? carrierValues(form, questions, []),
    onChange: (next: FormValues) => {
      setValues(next);
      for (const { qid, true_condition: given } of carrierAnswers(form, next, questions)) {
        if (given !== null && given !== answers[qid]) send({ type: 'carrier.answer', qid, yes: given === 1 });
      }
    },
    onSubmit: () => send({ type: 'carrier.submit' }),
    onRetry: () => send({ type: 'carrier.retry' }),
  };
}
