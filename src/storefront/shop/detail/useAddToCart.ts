/**
 * Binds machines/storefront/addToCart to plan detail: the add calls (add-plan-to-cart, with
 * check-already-in-cart first for a single plan; add-plan-to-cart-prudentials for a premier plan
 * with or without the membership), the premier-carrier check before it (./premierCheck.ts), after
 * an add every read of the cart refreshed (src/storefront/reads.ts: the header's summary, the cart
 * page, ...), and the cart route.
 */
import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { addToCartMachine, type AddOutcome, type AddRequest } from '../../../../machines/storefront/addToCart';
import type { PremierCheckInput, PremierStep } from '../../../../machines/storefront/premierCheck';
import { addPlanToCart, addPremierToCart, checkAlreadyInCart, type AddAnswer } from '../../../api/addPlanToCart';
import { machineCall } from '../../../enrollment/machineCall';
import { useAfterChange, type Change } from '../../reads';
import { runPremierCheck } from './premierCheck';

/** The reads each kind of add touches. */
const CHANGES = { single: 'cart.add', premier: 'cart.premierAdd', membership: 'cart.membershipAdd', offer: 'cart.offerAdd' } as const satisfies Record<AddRequest['kind'], Change>;

/** The one call a request makes (null: the plan is in the cart already). */
async function callFor(tempId: string, request: AddRequest): Promise<AddAnswer | null> {
  const { line } = request;
  const body = { enrollment_id: tempId, plan_id: line.plan_id, plan_pricing_id: line.plan_pricing_id };
  switch (request.kind) {
    case 'single': return (await checkAlreadyInCart(body)) ? null : addPlanToCart(body);
    case 'offer': return addPlanToCart(body);
    case 'premier': return addPremierToCart({ enrollment_id: tempId, plan_id1: line.plan_id, plan_pricing_id1: line.plan_pricing_id });
    case 'membership': return addPremierToCart({
      enrollment_id: tempId, plan_id1: line.plan_id, plan_pricing_id1: line.plan_pricing_id,
      plan_id: request.membership.plan_id, plan_pricing_id: request.membership.plan_pricing_id,
    });
  }
}

/** The add flow for enrollment `tempId`: [snapshot, send] of the machine. */
export function useAddToCart(tempId: string) {
  const navigate = useNavigate();
  const after = useAfterChange();
  return useMachine(addToCartMachine.provide({
    actors: {
      addToCart: fromPromise<AddOutcome, AddRequest>(async ({ input }) => {
        const answer = await machineCall(callFor(tempId, input));
        if (answer === null) return 'inCart';
        if ('added' in answer) await after(CHANGES[input.kind], tempId);
        return answer;
      }),
      premierCheck: fromPromise<PremierStep, PremierCheckInput>(({ input }) => machineCall(runPremierCheck(tempId, input))),
    },
    actions: { openCart: () => void navigate('/cart') },
  }));
}
