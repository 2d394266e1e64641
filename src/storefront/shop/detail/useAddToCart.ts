/**
 * Add to cart from the plan detail (storefront.md sections 4 "Add to cart" and 8):
 *  - a plan sold with the wellness membership opens the membership options first (an existing
 *    member, who holds it, skips them); Select Membership adds both plans in one call;
 *  - a plan already in the cart goes straight to the cart;
 *  - a blackout refusal shows the server's text in red; already active opens a modal with the
 *    server's text and OK; field errors show as the page's error messages;
 *  - after an add every read of the cart is refreshed (src/storefront/reads.ts: the header's
 *    summary, the cart page, ...), the accident-plan offer shows when the server makes one (No
 *    thank you / Add To Cart), and then the cart opens.
 */
import { MESSAGES } from '../../../../schemas/messages';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PlanSummary } from '../../../../schemas/api/planDetail';
import { addPlanToCart, addPremierToCart, checkAlreadyInCart, type AddAnswer, type AddedData } from '../../../api/addPlanToCart';
import { fieldErrorsOf } from '../../../api/client';
import { useAfterChange, type Change } from '../../reads';

/** A priced line the visitor chose: the plan and the price row's id. */
export interface ChosenLine { plan_id: number; plan_pricing_id: number }

export type Offer = NonNullable<AddedData['suggested_plan']>;

export interface AddToCart {
  busy: boolean;
  /** Messages for the page's error box (blackout text, field errors). */
  errors: string[];
  /** The already-active modal's text (null: closed). */
  alreadyActive: string | null;
  /** The premier line waiting for the membership choice (null: the membership options are closed). */
  awaitingMembership: ChosenLine | null;
  /** The accident-plan offer after an add (null: none). */
  offer: Offer | null;
  add: (plan: PlanSummary, line: ChosenLine) => void;
  /** Select Membership: the premier plan and the membership (its priced line) together. */
  addWithMembership: (membership: ChosenLine) => void;
  closeMembership: () => void;
  closeAlreadyActive: () => void;
  acceptOffer: () => void;
  declineOffer: () => void;
}

const CART = '/cart';
const EXISTING: readonly (string | null)[] = ['existing-member', 'existing-user'];

/** The add flow for enrollment `tempId`; `enrollType` tells an existing member (no membership needed). */
export function useAddToCart(tempId: string, enrollType: string | null): AddToCart {
  const navigate = useNavigate();
  const after = useAfterChange();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [alreadyActive, setAlreadyActive] = useState<string | null>(null);
  const [awaitingMembership, setAwaitingMembership] = useState<ChosenLine | null>(null);
  const [offer, setOffer] = useState<Offer | null>(null);

  const toCart = () => void navigate(CART);

  /** Runs one add call (null: the plan is in the cart already), refreshes what `change` touches and settles what the visitor sees next. */
  const run = async (change: Change, call: () => Promise<AddAnswer | null>, afterAdd: (added: AddedData) => void) => {
    setBusy(true);
    setErrors([]);
    try {
      const answer = await call();
      if (answer === null) {
        toCart();
        return;
      }
      if ('refused' in answer) {
        if (answer.refused === 'alreadyActive') setAlreadyActive(answer.message);
        else setErrors([answer.message]);
        return;
      }
      await after(change, tempId);
      afterAdd(answer.added);
    } catch (error) {
      const messages = fieldErrorsOf(error).map((item) => item.error_message);
      setErrors(messages.length > 0 ? messages : [MESSAGES.addToCartFailed]);
    } finally {
      setBusy(false);
    }
  };

  const settle = (added: AddedData) => {
    if (added.suggested_plan) setOffer(added.suggested_plan);
    else toCart();
  };

  const add = (plan: PlanSummary, line: ChosenLine) => {
    const body = { enrollment_id: tempId, plan_id: line.plan_id, plan_pricing_id: line.plan_pricing_id };
    if (plan.requires_membership) {
      if (EXISTING.includes(enrollType)) void run('cart.premierAdd', () => addPremierToCart({ enrollment_id: tempId, plan_id1: line.plan_id, plan_pricing_id1: line.plan_pricing_id }), settle);
      else setAwaitingMembership(line);
      return;
    }
    void run('cart.add', async () => ((await checkAlreadyInCart(body)) ? null : addPlanToCart(body)), settle);
  };

  const addWithMembership = (membership: ChosenLine) => {
    const premier = awaitingMembership;
    if (!premier) return;
    setAwaitingMembership(null);
    void run('cart.membershipAdd', () => addPremierToCart({
      enrollment_id: tempId, plan_id1: premier.plan_id, plan_pricing_id1: premier.plan_pricing_id,
      plan_id: membership.plan_id, plan_pricing_id: membership.plan_pricing_id,
    }), settle);
  };

  const acceptOffer = () => {
    const offered = offer;
    setOffer(null);
    if (!offered) return;
    void run('cart.offerAdd', () => addPlanToCart({ enrollment_id: tempId, plan_id: offered.plan_id, plan_pricing_id: offered.plan_pricing_id }), toCart);
  };

  return {
    busy, errors, alreadyActive, awaitingMembership, offer, add, addWithMembership,
    closeMembership: () => setAwaitingMembership(null),
    closeAlreadyActive: () => setAlreadyActive(null),
    acceptOffer,
    declineOffer: () => { setOffer(null); toCart(); },
  };
}
