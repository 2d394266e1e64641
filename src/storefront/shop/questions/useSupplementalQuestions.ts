/**
 * Binds machines/storefront/carrierQuestions to get-aflac-questions and save-aflac-questions;
 * once the answers are saved (add-to-cart becomes available) the page hears it through onSaved.
 * The questions are one form of the engine (adapters/carrierQuestions): an edit of the form
 * tells the machine each answer that changed.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { buildCarrierForm, carrierAnswers, carrierValues, withCarrierTexts, type FormValues } from '../../../../adapters';
import { carrierQuestionsMachine, type SaveCarrierInput } from '../../../../machines/storefront/carrierQuestions';
import { sameQuestions, type CarrierQuestion } from '../../../../domain/storefront/planQuestionRules';
import { getAflacQuestions } from '../../../api/getAflacQuestions';
import { saveAflacQuestions } from '../../../api/saveAflacQuestions';
import { machineCall } from '../../../enrollment/machineCall';
import { loadFormValidator, type FormValidator } from '../../../engine/onDemand';
import { useLanguageReread } from '../../../shared/text/useLanguageReread';
import type { SupplementalState } from './SupplementalQuestionsView';

/** The flow's state for the view, and its handlers. */
export function useSupplementalQuestions(tempId: string, planId: number, onSaved?: () => void) {
  const [validation, setValidation] = useState<FormValidator | null>(null);
  const read = async (id: number) => {
    const answer = await machineCall(getAflacQuestions(tempId, id));
    return { questions: answer.result, validation: answer.validator ? await loadFormValidator(answer.validator) : null };
  };
  const [snapshot, send] = useMachine(carrierQuestionsMachine.provide({
    actors: {
      loadQuestions: fromPromise<CarrierQuestion[], { planId: number }>(async ({ input }) => {
        const answer = await read(input.planId);
        if (answer.validation) setValidation(answer.validation);
        return answer.questions;
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
  // A switch reads the questions again in the new language: their texts (a value of the form) change, the answers stay.
  useLanguageReread(() => read(planId), (answer) => {
    // Other questions than those answered (changed meanwhile) are not taken in the middle of answering.
    if (!sameQuestions(questions, answer.questions, (q) => q.qid)) return;
    if (answer.validation) setValidation(answer.validation);
    send({ type: 'carrier.reread', questions: answer.questions });
  });
  const [values, setValues] = useState<FormValues | null>(null);
  const shown = useMemo(() => (values ? withCarrierTexts(values, questions) : carrierValues(form, questions, [])), [values, questions, form]);
  return {
    state, questions, form, validation, errors, message,
    values: shown,
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
