/**
 * Binds machines/storefront/planPricing to plan detail: every pricing answer (and every change of
 * the saved quote filter) goes to the machine; its effects are the route of the replacing plan,
 * pricing again and checking the plan's questions again.
 */
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { planPricingMachine } from '../../../../machines/storefront/planPricing';
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
  return { state, send, pricing, questions };
}
