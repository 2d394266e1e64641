/**
 * The supplemental carrier questions' flow: load (get-aflac-questions; none: nothing shows),
 * answer, check the shared rule (machines/storefront/planQuestionRules: flagged answers must be
 * Yes) and save (save-aflac-questions); saved answers make add-to-cart available (onSaved).
 */
import { useCallback, useEffect, useState } from 'react';
import { errorsByTarget } from '../../../../machines/storefront/healthQuestionPanel';
import { carrierAnswerErrors, type CarrierQuestion } from '../../../../machines/storefront/planQuestionRules';
import { failureMessage, hasFieldErrors } from '../../../../machines/errors';
import { getAflacQuestions } from '../../../api/getAflacQuestions';
import { saveAflacQuestions } from '../../../api/saveAflacQuestions';
import { machineCall } from '../../../enrollment/machineCall';
import type { SupplementalState } from './SupplementalQuestionsView';

interface Flow {
  state: SupplementalState; questions: CarrierQuestion[]; answers: Record<number, 0 | 1>; errors: Record<string, string>; message: string | null;
}

const START: Flow = { state: 'loading', questions: [], answers: {}, errors: {}, message: null };

/** Loads the plan's questions into the flow (none: nothing shows). */
function load(tempId: string, planId: number, set: (flow: Flow) => void): void {
  machineCall(getAflacQuestions(tempId, planId)).then(
    (questions) => set({ ...START, state: questions.length > 0 ? 'answering' : 'none', questions }),
    (failure: unknown) => set({ ...START, state: 'failed', message: failureMessage(failure) }),
  );
}

/** The flow's state and its handlers. */
export function useSupplementalQuestions(tempId: string, planId: number, onSaved?: () => void) {
  const [flow, setFlow] = useState<Flow>(START);
  useEffect(() => {
    let live = true;
    load(tempId, planId, (next) => { if (live) setFlow(next); });
    return () => { live = false; };
  }, [tempId, planId]);

  const onAnswer = useCallback((qid: number, yes: boolean) => setFlow((f) => ({
    ...f, answers: { ...f.answers, [qid]: yes ? 1 : 0 } as Record<number, 0 | 1>, message: null,
    // Answering a question clears its message; the banner is checked again at Save.
    errors: Object.fromEntries(Object.entries(f.errors).filter(([target]) => target !== `aflac_data.${f.questions.findIndex((q) => q.qid === qid)}.true_condition`)),
  })), []);

  const onSubmit = () => {
    const aflac_data = flow.questions.map((q) => ({ qid: q.qid, true_condition: flow.answers[q.qid] ?? null }));
    const errors = carrierAnswerErrors(flow.questions, aflac_data);
    if (errors.length > 0) {
      setFlow({ ...flow, errors: errorsByTarget(errors), message: null });
      return;
    }
    setFlow({ ...flow, state: 'saving', errors: {}, message: null });
    machineCall(saveAflacQuestions({ enrollment_id: tempId, plan_id: planId, aflac_data })).then(
      ({ success_message }) => {
        setFlow((f) => ({ ...f, state: 'saved', message: success_message }));
        onSaved?.();
      },
      (failure: unknown) => setFlow((f) => ({
        ...f, state: 'answering', ...(hasFieldErrors(failure) ? { errors: errorsByTarget(failure), message: null } : { errors: {}, message: failureMessage(failure) }),
      })),
    );
  };

  const onRetry = () => {
    setFlow(START);
    load(tempId, planId, setFlow);
  };

  return { ...flow, onAnswer, onSubmit, onRetry };
}
