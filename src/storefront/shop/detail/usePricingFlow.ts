/**
 * Binds machines/storefront/planPricing to plan detail: every pricing answer (and every change of
 * the saved quote filter) goes to the machine; its effects are the route of the replacing plan,
 * pricing again and checking the plan's questions again. A success text shown follows a language switch.
 */
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { planPricingMachine } from '../../../../machines/storefront/planPricing';
import { getQuestions } from '../../../api/getQuestions';
import { useLanguageReread } from '../../../shared/text/useLanguageReread';
import { planPath } from '../common/planPath';
import { usePlanPricing } from './usePlanPricing';
import { useQuestionsSettled } from './useQuestionsSettled';

/** The pricing of plan `planId` for enrollment `tempId`: the machine's [state, send], the pricing call and the questions' check. */
export function usePricingFlow(planId: number, tempId: string) {
  const navigate = useNavigate();
  const pricing = usePlanPricing(planId, tempId);
  const questions = useQuestionsSettled(tempId, planId);
  const [state, send] = useMachine(planPricingMachine.provide({
    actions: {
      replacePlan: (_, { planId: replacing }) => void navigate(planPath(replacing, ''), { replace: true }),
      // Both are the same functions on every render (by plan and enrollment), so the first ones serve.
      reprice: pricing.refresh,
      recheckQuestions: questions.recheck,
    },
  }));
  const { answer, filter } = pricing;
  useEffect(() => {
    if (answer) send({ type: 'pricing.answered', answer, filter });
  }, [answer, filter, send]);
  // The questions' success text shown (the panel has closed) is the plan's: a switch reads it again in the new language (get-questions says it).
  useLanguageReread(
    state.context.success === null ? null : () => getQuestions({ enrollmentId: tempId, planId }),
    (data) => data.plan_texts && send({ type: 'questions.reread', message: data.plan_texts.success_message }),
  );
  return { state, send, pricing, questions };
}
