/**
 * The cart's removals, upsells and checkout (storefront.md sections 2 "Cart page", 4 "Cart", 5
 * "Checkout" and 6; issue 8 points 6 and 7).
 *
 * Remove: a line asks for confirmation (Yes removes it, No keeps it); the cart changes after it.
 * Checkout: an effective date must be chosen first. Reps and groups skip the upsells and see the
 * cart confirmation (Rep Enrollment, Member Enrollment, Back to Cart). An applicant gets the
 * suggested plans (get-suggested-plan-list), then each offer's popup in order (term life: 'Add To
 * Cart' or 'No, I like medical questions.'; the vision/dental bundle: 'Add To Cart' or 'No, I like
 * waiting periods.'); a popup that does not display is passed over; adding a vision or dental plan
 * goes straight to the checkout; without (more) offers the applicant checks out as an applicant (the
 * confirmation's choice between rep and member is the rep's and group's only, section 6). A failed
 * upsell lookup never blocks the checkout (section 8: only logged). The checkout (cart-checkout with
 * the date and type) is followed by the cart's screenshot and the wizard's tab list
 * (get-dynamic-tabs), which the app stores with the other wizard values before going to
 * /enrollment/personal-info; a failed tab lookup still goes there (the wizard loads its tabs again).
 *
 * The app provides the actors `removeLine` (input CartLineRef), `loadSuggestions` (resolves
 * SuggestedPlan[]), `loadPopup` (input { planId }; resolves UpsellPopup), `addToCart` (input
 * { lines: CartLineRef[] }), `checkout` (input { effectiveDate, type }; resolves { eprocess }),
 * `captureCart` (never fails) and `loadTabs` (resolves the nav entries), and the actions
 * `cartChanged` (params { change }: a removal, an upsell added or the checkout; the app refreshes
 * what shows the cart), `enterWizard` (params WizardEntry)
 * and `navigate` (params { to }).
 */
import { assign, setup } from 'xstate';
import { MESSAGES } from '../../schemas/messages';
import { notProvided, paramEffect, type NavigateParams } from '../effects';
import { failureMessage, hasFieldErrors } from '../../domain/errors';

/** A cart line by its plan and price row. */
export interface CartLineRef { plan_id: number; plan_pricing_id: number; plan_name?: string }

/** A suggested plan (get-suggested-plan-list). */
export interface SuggestedPlan { plan_id: number; plan_pricing_id: number; plan_name: string; price: string; plan_logo: string }

/** An upsell popup (get-suggested-plan-list-new's data.result). */
export interface UpsellPopup {
  plan_category: string; pop_up_display: boolean; pop_up_title: string; pop_up_header: string; pop_up_link: string; pop_up_link_description: string;
  plan_price: string; plan_id: number; ppid: number | null; plan_id_1: number | null; plan_pricing_id_1: number | null;
  /** The language of the popup's texts (the store's content; absent: English). */
  content_lang?: string;
}

/** What changed the cart (the app refreshes what shows it). */
export type CheckoutCartChange = 'remove' | 'upsellAdd' | 'checkout';

/**
 * The cart page's contract: a call runs or the wizard is being entered (busy), and which dialog
 * shows (remove confirmation, upsell popup, cart confirmation).
 */
export type CheckoutTag = 'busy' | 'removeDialog' | 'upsellDialog' | 'confirmDialog';

/** Who fills in the wizard: the rep (Rep Enrollment) or the member (Member Enrollment, and every applicant). */
export type CheckoutType = 'rep' | 'applicant';
export type ShopProcess = 'rep' | 'group' | 'applicant';

/** What the app stores before the wizard: the tab list, the effective date and the process it runs under. */
export interface WizardEntry { navArray: unknown; effectiveDate: string; eprocess: ShopProcess }

export interface CheckoutInput { eprocess: ShopProcess | null; effectiveDate?: string | null }

export interface CheckoutContext {
  eprocess: ShopProcess;
  effectiveDate: string | null;
  /** The line waiting for its removal's Yes or No. */
  removing: CartLineRef | null;
  /** The plans still to offer, in order. */
  offers: number[];
  popup: UpsellPopup | null;
  type: CheckoutType;
  /** What the checkout recorded. */
  checkedOutAs: ShopProcess | null;
  /** The effective date's message (none chosen, or the server's at effective_date). */
  dateError: string | null;
  /** A message of the cart (a failed removal, add or checkout). */
  error: string | null;
}

export type CheckoutEvent =
  | { type: 'cart.chooseDate'; date: string }
  | { type: 'cart.remove'; line: CartLineRef }
  | { type: 'cart.removeConfirmed' }
  | { type: 'cart.removeCancelled' }
  | { type: 'cart.checkout' }
  | { type: 'cart.addUpsell' }
  | { type: 'cart.declineUpsell' }
  | { type: 'cart.confirm'; checkoutType: CheckoutType }
  | { type: 'cart.backToCart' };

/** The categories whose add goes straight to the checkout (the vision/dental bundle). */
export const STRAIGHT_TO_CHECKOUT: readonly string[] = ['vision', 'dental'];

/** The lines Add To Cart adds: the offered plan and, for a bundle, the plan sold with it. */
export function upsellLines(popup: UpsellPopup): CartLineRef[] {
  const lines: CartLineRef[] = popup.ppid === null ? [] : [{ plan_id: popup.plan_id, plan_pricing_id: popup.ppid }];
  if (popup.plan_id_1 !== null && popup.plan_pricing_id_1 !== null) lines.push({ plan_id: popup.plan_id_1, plan_pricing_id: popup.plan_pricing_id_1 });
  return lines;
}

/** The effective date's message of a failed checkout, else null. */
function dateErrorOf(failure: unknown): string | null {
  return hasFieldErrors(failure) ? (failure.find((error) => error.target_element === 'effective_date')?.error_message ?? null) : null;
}

/** A failed checkout: the date's message at the date, anything else as the cart's message. */
function checkoutFailure(failure: unknown): Pick<CheckoutContext, 'dateError' | 'error'> {
  const dateError = dateErrorOf(failure);
  const others = hasFieldErrors(failure) ? failure.filter((error) => error.target_element !== 'effective_date') : failure;
  return { dateError, error: dateError && !hasFieldErrors(others) ? null : failureMessage(others, MESSAGES.cartCheckoutFailed) };
}

/** The cart's checkout machine; see the file comment for the effects to provide. */
export const checkoutMachine = setup({
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent, input: {} as CheckoutInput | undefined, tags: {} as CheckoutTag },
  actors: {
    removeLine: notProvided<unknown, CartLineRef>('removeLine'),
    loadSuggestions: notProvided<SuggestedPlan[], void>('loadSuggestions'),
    loadPopup: notProvided<UpsellPopup, { planId: number }>('loadPopup'),
    addToCart: notProvided<unknown, { lines: CartLineRef[] }>('addToCart'),
    checkout: notProvided<{ eprocess: ShopProcess }, { effectiveDate: string; type: CheckoutType }>('checkout'),
    captureCart: notProvided<void, void>('captureCart'),
    loadTabs: notProvided<unknown, void>('loadTabs'),
  },
  actions: {
    cartChanged: paramEffect<{ change: CheckoutCartChange }>(),
    enterWizard: paramEffect<WizardEntry>(),
    navigate: paramEffect<NavigateParams>(),
  },
  guards: {
    noDate: ({ context }) => context.effectiveDate === null,
    skipsUpsells: ({ context }) => context.eprocess !== 'applicant',
    hasOffers: ({ context }) => context.offers.length > 0,
    displays: ({ event }) => {
      const popup = (event as unknown as { output?: UpsellPopup }).output;
      return popup?.pop_up_display === true && upsellLines(popup).length > 0;
    },
    straightToCheckout: ({ context }) => STRAIGHT_TO_CHECKOUT.includes(context.popup?.plan_category ?? ''),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    eprocess: input?.eprocess ?? 'applicant', effectiveDate: input?.effectiveDate ?? null, removing: null, offers: [], popup: null,
    type: 'applicant', checkedOutAs: null, dateError: null, error: null,
  }),
  initial: 'cart',
  states: {
    cart: {
      on: {
        'cart.chooseDate': { actions: assign(({ event }) => ({ effectiveDate: event.date, dateError: null })) },
        'cart.remove': { target: 'confirmingRemoval', actions: assign(({ event }) => ({ removing: event.line, error: null })) },
        'cart.checkout': [
          { guard: 'noDate', actions: assign({ dateError: MESSAGES.cartChooseEffectiveDate, error: null }) },
          { guard: 'skipsUpsells', target: 'confirming', actions: assign({ error: null }) },
          { target: 'suggesting', actions: assign({ error: null, type: 'applicant' as CheckoutType }) },
        ],
      },
    },
    confirmingRemoval: {
      tags: ['removeDialog'],
      on: {
        'cart.removeConfirmed': 'removing',
        'cart.removeCancelled': { target: 'cart', actions: assign({ removing: null }) },
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removeLine',
        src: 'removeLine',
        input: ({ context }) => context.removing!,
        onDone: { target: 'cart', actions: [assign({ removing: null }), { type: 'cartChanged', params: { change: 'remove' } }] },
        onError: { target: 'cart', actions: assign(({ event }) => ({ removing: null, error: failureMessage(event.error) })) },
      },
    },
    confirming: {
      tags: ['confirmDialog'],
      on: {
        'cart.confirm': { target: 'checkingOut', actions: assign(({ event }) => ({ type: event.checkoutType })) },
        'cart.backToCart': 'cart',
      },
    },
    suggesting: {
      tags: ['busy'],
      invoke: {
        id: 'loadSuggestions',
        src: 'loadSuggestions',
        onDone: { target: 'nextOffer', actions: assign(({ event }) => ({ offers: event.output.map((plan) => plan.plan_id) })) },
        onError: { target: 'nextOffer', actions: assign({ offers: [] }) },
      },
    },
    nextOffer: {
      always: [
        { guard: 'hasOffers', target: 'loadingPopup' },
        { target: 'checkingOut' },
      ],
    },
    loadingPopup: {
      tags: ['busy'],
      invoke: {
        id: 'loadPopup',
        src: 'loadPopup',
        input: ({ context }) => ({ planId: context.offers[0] }),
        onDone: [
          { guard: 'displays', target: 'offering', actions: assign(({ context, event }) => ({ popup: event.output, offers: context.offers.slice(1) })) },
          { target: 'nextOffer', actions: assign(({ context }) => ({ offers: context.offers.slice(1) })) },
        ],
        onError: { target: 'nextOffer', actions: assign(({ context }) => ({ offers: context.offers.slice(1) })) },
      },
    },
    offering: {
      tags: ['upsellDialog'],
      on: {
        'cart.addUpsell': { target: 'adding', actions: assign({ error: null }) },
        'cart.declineUpsell': { target: 'nextOffer', actions: assign({ popup: null, error: null }) },
      },
    },
    adding: {
      tags: ['upsellDialog', 'busy'],
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        input: ({ context }) => ({ lines: upsellLines(context.popup!) }),
        onDone: [
          { guard: 'straightToCheckout', target: 'checkingOut', actions: [{ type: 'cartChanged', params: { change: 'upsellAdd' } }, assign({ popup: null, offers: [] })] },
          { target: 'nextOffer', actions: [{ type: 'cartChanged', params: { change: 'upsellAdd' } }, assign({ popup: null })] },
        ],
        // The server's text (e.g. a blackout) shows in the popup, which stays open.
        onError: { target: 'offering', actions: assign(({ event }) => ({ error: failureMessage(event.error) })) },
      },
    },
    checkingOut: {
      tags: ['busy'],
      invoke: {
        id: 'checkout',
        src: 'checkout',
        input: ({ context }) => ({ effectiveDate: context.effectiveDate!, type: context.type }),
        onDone: { target: 'capturing', actions: [assign(({ event }) => ({ checkedOutAs: event.output.eprocess })), { type: 'cartChanged', params: { change: 'checkout' } }] },
        onError: { target: 'cart', actions: assign(({ event }) => ({ ...checkoutFailure(event.error), popup: null, offers: [] })) },
      },
    },
    capturing: {
      tags: ['busy'],
      invoke: { id: 'captureCart', src: 'captureCart', onDone: 'enteringWizard', onError: 'enteringWizard' },
    },
    enteringWizard: {
      tags: ['busy'],
      invoke: {
        id: 'loadTabs',
        src: 'loadTabs',
        onDone: {
          target: 'done',
          actions: [
            { type: 'enterWizard', params: ({ context, event }) => ({ navArray: event.output, effectiveDate: context.effectiveDate!, eprocess: context.checkedOutAs! }) },
            { type: 'navigate', params: { to: '/enrollment/personal-info' } },
          ],
        },
        onError: {
          target: 'done',
          actions: [
            { type: 'enterWizard', params: ({ context }) => ({ navArray: null, effectiveDate: context.effectiveDate!, eprocess: context.checkedOutAs! }) },
            { type: 'navigate', params: { to: '/enrollment/personal-info' } },
          ],
        },
      },
    },
    done: { type: 'final', tags: ['busy'] },
  },
});
