/**
 * Binds machines/storefront/checkout to the app: the cart calls, the upsell adds through
 * add-plan-to-cart (a refusal's server text shows in the popup), the cart's screenshot
 * (html2canvas, loaded on first use) and the wizard's entry, prepared as continue-enrollment
 * prepares it (src/session/resume.ts): the tab list, the process the checkout recorded, the
 * effective date, no review marker of an earlier visit. The process the visitor shopped under is
 * kept for the quote (shopProcess), so a rep whose Member Enrollment switched eprocess to
 * applicant still gets the cart confirmation back in the cart.
 */
import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { buildNavArray, type NavEntry } from '../../../../machines/wizardNavigation';
import {
  checkoutMachine, type CartLineRef, type CheckoutCartChange, type CheckoutType, type ShopProcess, type SuggestedPlan, type UpsellPopup,
} from '../../../../machines/storefront/checkout';
import { addPlanToCart } from '../../../api/addPlanToCart';
import { cartCheckout } from '../../../api/cartCheckout';
import { getDynamicTabs } from '../../../api/getDynamicTabs';
import { getSuggestedPlanList, getSuggestedPlanListNew, type VisitorIds } from '../../../api/getSuggestedPlans';
import { removePlanFromCart } from '../../../api/removePlanFromCart';
import { captureScreenshot } from '../../../enrollment/screenshot';
import { machineCall } from '../../../enrollment/machineCall';
import { clearSession, getSession, setSession } from '../../../session/storage';
import { useAfterChange, type Change } from '../../reads';
import { shoppingProcess } from './shoppingProcess';

/** The machine's cart changes as the reads table names them. */
const CART_CHANGES = { remove: 'cart.remove', upsellAdd: 'cart.upsellAdd', checkout: 'cart.checkout' } as const satisfies Record<CheckoutCartChange, Change>;

/** The id of the element the cart's screenshot is taken of. */
export const CART_CONTENT_ID = 'cart-content';

const visitorIds = (): VisitorIds => ({
  group_id: getSession('group_id'), agent_id: getSession('agent_id'), portal_id: getSession('portal_id'),
  eprocess: getSession('eprocess'), open_type: getSession('open_type'),
});

/** Adds the popup's lines one after the other; a refusal (blackout, already active) rejects with the server's text. */
async function addLines(tempId: string, lines: readonly CartLineRef[]): Promise<void> {
  for (const line of lines) {
    const answer = await machineCall(addPlanToCart({ enrollment_id: tempId, plan_id: line.plan_id, plan_pricing_id: line.plan_pricing_id }));
    if ('refused' in answer) throw new Error(answer.message);
  }
}

/** The checkout machine for enrollment `tempId`; each change of the cart refreshes the reads it touches (src/storefront/reads.ts). */
export function useCheckout(tempId: string) {
  const navigate = useNavigate();
  const after = useAfterChange();
  const stored = shoppingProcess(tempId, getSession('shopProcess'), getSession('eprocess'));
  const eprocess: ShopProcess = stored === 'rep' || stored === 'group' ? stored : 'applicant';
  return useMachine(checkoutMachine.provide({
    actors: {
      removeLine: fromPromise<unknown, CartLineRef>(({ input }) => machineCall(removePlanFromCart(tempId, input))),
      loadSuggestions: fromPromise<SuggestedPlan[], void>(async () => (await getSuggestedPlanList(tempId, visitorIds())).result),
      loadPopup: fromPromise<UpsellPopup, { planId: number }>(async ({ input }) => (await getSuggestedPlanListNew(tempId, input.planId, visitorIds())).result),
      addToCart: fromPromise<unknown, { lines: CartLineRef[] }>(async ({ input }) => {
        try {
          await addLines(tempId, input.lines);
        } catch (error) {
          // A bundle's first plan may be in the cart though its second was refused: what shows the cart reads it again.
          void after('cart.upsellAdd', tempId);
          throw error;
        }
      }),
      checkout: fromPromise<{ eprocess: ShopProcess }, { effectiveDate: string; type: CheckoutType }>(({ input }) =>
        machineCall(cartCheckout({ enrollment_id: tempId, effective_date: input.effectiveDate, type: input.type }))),
      captureCart: fromPromise<void, void>(() => captureScreenshot(document.getElementById(CART_CONTENT_ID), { enrollmentId: tempId, name: 'cart_info' })),
      loadTabs: fromPromise<unknown, void>(async () => buildNavArray((await getDynamicTabs(tempId)).result)),
    },
    actions: {
      cartChanged: (_, { change }) => void after(CART_CHANGES[change], tempId),
      enterWizard: (_, entry) => {
        if (Array.isArray(entry.navArray)) setSession('nav_array', entry.navArray as NavEntry[]);
        setSession('shopProcess', { tempId, eprocess });
        setSession('eprocess', entry.eprocess);
        setSession('effectiveDate', entry.effectiveDate);
        clearSession('navto');
      },
      navigate: (_, { to }) => void navigate(to),
    },
  }), { input: { eprocess } });
}
