/**
 * Add to cart from plan detail (storefront.md sections 4 "Add to cart" and 8):
 *  - a plan sold with the wellness membership opens the membership options first (tag
 *    `dialog.membership`); an existing member, who holds it, skips them; Select Membership adds
 *    both plans in one call;
 *  - a plan already in the cart goes straight to the cart;
 *  - a blackout refusal shows the server's text in red (context.errors); already active opens a
 *    modal with the server's text and OK (tag `dialog.alreadyActive`); field errors show as the
 *    page's error messages, any other failure as 'addToCartFailed';
 *  - after an add the accident-plan offer shows when the server makes one (tag `dialog.offer`:
 *    No thank you / Add To Cart), and then the cart opens.
 * While a call runs the machine carries the tag `busy`.
 *
 * The app provides the actor `addToCart` (input AddRequest; resolves 'inCart' when a single
 * plan is in the cart already, else the add's answer, after refreshing what shows the cart;
 * rejects with FieldError[] or an Error) and the action `openCart`.
 */
import { assign, setup } from 'xstate';
import type { AddedData, AddRefusalCode } from '../../schemas/api/planDetail';
import { MESSAGES } from '../../schemas/messages';
import { noEffect, notProvided } from '../effects';
import { hasFieldErrors } from '../errors';

/** A priced line the visitor chose: the plan and the price row's id. */
export interface ChosenLine { plan_id: number; plan_pricing_id: number }

export type Offer = NonNullable<AddedData['suggested_plan']>;

/** One add call: a plan (checked against the cart first), a premier plan alone (existing member) or with the membership, or the offered plan. */
export type AddRequest =
  | { kind: 'single'; line: ChosenLine }
  | { kind: 'premier'; line: ChosenLine }
  | { kind: 'membership'; line: ChosenLine; membership: ChosenLine }
  | { kind: 'offer'; line: ChosenLine };

/** What an add answered ('inCart': the plan is in the cart already). */
export type AddOutcome = 'inCart' | { added: AddedData } | { refused: AddRefusalCode; message: string };

export interface AddToCartContext {
  request: AddRequest | null;
  /** The premier line waiting for the membership choice. */
  premier: ChosenLine | null;
  offer: Offer | null;
  /** The page's error messages (blackout text, field errors). */
  errors: string[];
  /** The already-active modal's text. */
  alreadyActive: string | null;
}

export type AddToCartEvent =
  /** enrollType: the session's enroll_type (an existing member holds the membership already). */
  | { type: 'cart.add'; line: ChosenLine; requiresMembership: boolean; enrollType: string | null }
  | { type: 'cart.membershipSelect'; line: ChosenLine }
  | { type: 'cart.membershipClose' }
  | { type: 'cart.alreadyActiveClose' }
  | { type: 'cart.offerAccept' }
  | { type: 'cart.offerDecline' };

type Done = { output: AddOutcome };
const refusalOf = (event: unknown) => {
  const { output } = event as Done;
  return typeof output === 'object' && 'refused' in output ? output : null;
};
type Add = Extract<AddToCartEvent, { type: 'cart.add' }>;
const EXISTING_MEMBER: readonly (string | null)[] = ['existing-member', 'existing-user'];

/** The add-to-cart machine; see the file comment for the actor and action to provide. */
export const addToCartMachine = setup({
  types: { context: {} as AddToCartContext, events: {} as AddToCartEvent },
  actors: { addToCart: notProvided<AddOutcome, AddRequest>('addToCart') },
  actions: {
    openCart: noEffect,
    request: assign((_, request: AddRequest) => ({ request, premier: null, offer: null, errors: [] })),
  },
  guards: {
    memberPremier: ({ event }) => (event as Add).requiresMembership && EXISTING_MEMBER.includes((event as Add).enrollType),
    needsMembership: ({ event }) => (event as Add).requiresMembership,
    inCart: ({ event }) => (event as unknown as Done).output === 'inCart',
    alreadyActive: ({ event }) => refusalOf(event)?.refused === 'alreadyActive',
    refused: ({ event }) => refusalOf(event) !== null,
    // The offered plan's own add goes to the cart whatever it suggests.
    offered: ({ context, event }) => {
      const { output } = event as unknown as Done;
      return context.request?.kind !== 'offer' && typeof output === 'object' && 'added' in output && output.added.suggested_plan != null;
    },
  },
}).createMachine({
  id: 'addToCart',
  context: { request: null, premier: null, offer: null, errors: [], alreadyActive: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'cart.add': [
          { guard: 'memberPremier', target: 'adding', actions: { type: 'request', params: ({ event }) => ({ kind: 'premier' as const, line: event.line }) } },
          { guard: 'needsMembership', target: 'membership', actions: assign(({ event }) => ({ premier: event.line })) },
          { target: 'adding', actions: { type: 'request', params: ({ event }) => ({ kind: 'single' as const, line: event.line }) } },
        ],
      },
    },
    membership: {
      tags: ['dialog.membership'],
      on: {
        'cart.membershipSelect': {
          target: 'adding',
          actions: { type: 'request', params: ({ context, event }) => ({ kind: 'membership' as const, line: context.premier as ChosenLine, membership: event.line }) },
        },
        'cart.membershipClose': { target: 'idle', actions: assign({ premier: null }) },
      },
    },
    adding: {
      tags: ['busy'],
      invoke: {
        id: 'addToCart', src: 'addToCart', input: ({ context }) => context.request as AddRequest,
        onDone: [
          { guard: 'inCart', target: 'idle', actions: 'openCart' },
          { guard: 'alreadyActive', target: 'alreadyActive', actions: assign(({ event }) => ({ alreadyActive: refusalOf(event)?.message ?? null })) },
          { guard: 'refused', target: 'idle', actions: assign(({ event }) => ({ errors: [refusalOf(event)?.message ?? ''] })) },
          { guard: 'offered', target: 'offer', actions: assign(({ event }) => ({ offer: (event.output as { added: AddedData }).added.suggested_plan ?? null })) },
          { target: 'idle', actions: 'openCart' },
        ],
        onError: {
          target: 'idle',
          actions: assign(({ event }) => ({ errors: hasFieldErrors(event.error) ? event.error.map((item) => item.error_message) : [MESSAGES.addToCartFailed] })),
        },
      },
    },
    alreadyActive: {
      tags: ['dialog.alreadyActive'],
      on: { 'cart.alreadyActiveClose': { target: 'idle', actions: assign({ alreadyActive: null }) } },
    },
    offer: {
      tags: ['dialog.offer'],
      on: {
        'cart.offerAccept': { target: 'adding', actions: { type: 'request', params: ({ context }) => ({ kind: 'offer' as const, line: context.offer as Offer }) } },
        'cart.offerDecline': { target: 'idle', actions: [assign({ offer: null }), 'openCart'] },
      },
    },
  },
});
