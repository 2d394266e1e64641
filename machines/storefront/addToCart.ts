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
 *    No thank you / Add To Cart), and then the cart opens;
 *  - a premier carrier's plan (`premierCarrier`) is checked first (state `checking`, the rules in
 *    ./premierCheck.ts): a closed carrier's text shows on the page; the dependents' dates of birth
 *    (tag `premier.dependents`), the income and hours (tag `premier.income`) or the carrier's
 *    questions (tag `premier.answers`: prior answers required) are asked, and once given
 *    (`cart.dependentsSaved`, `cart.incomeSaved`, `cart.answersSaved`) the check runs again and
 *    the add goes on; `cart.checkClose` gives up. A checked plan goes through
 *    add-plan-to-cart-prudentials (kind 'premier', or 'membership' with the membership).
 * While a call runs the machine carries the tag `busy`.
 *
 * The app provides the actors `addToCart` (input AddRequest; resolves 'inCart' when a single
 * plan is in the cart already, else the add's answer, after refreshing what shows the cart;
 * rejects with FieldError[] or an Error) and `premierCheck` (input PremierCheckInput; resolves
 * the PremierStep of the four checks), and the action `openCart`.
 */
import { assign, setup } from 'xstate';
import type { AddedData, AddRefusalCode } from '../../schemas/api/planDetail';
import { MESSAGES } from '../../schemas/messages';
import { noEffect, notProvided } from '../effects';
import { hasFieldErrors } from '../../domain/errors';
import type { PremierCheckInput, PremierStep } from './premierCheck';

/** A priced line the visitor chose: the plan and the price row's id. */
export interface ChosenLine { plan_id: number; plan_pricing_id: number }

export type Offer = NonNullable<AddedData['suggested_plan']>;

/** One add call: a plan (checked against the cart first), a premier plan alone (a premier carrier's, or an existing member's) or with the membership, or the offered plan. */
export type AddRequest =
  | { kind: 'single'; line: ChosenLine }
  | { kind: 'premier'; line: ChosenLine }
  | { kind: 'membership'; line: ChosenLine; membership: ChosenLine }
  | { kind: 'offer'; line: ChosenLine };

/** What an add answered ('inCart': the plan is in the cart already). */
export type AddOutcome = 'inCart' | { added: AddedData } | { refused: AddRefusalCode; message: string; content_lang?: string };

export interface AddToCartContext {
  request: AddRequest | null;
  /** The premier line waiting for the membership choice. */
  premier: ChosenLine | null;
  offer: Offer | null;
  /** The page's error messages (blackout text, field errors). */
  errors: string[];
  /** The language of `errors` when they are the store's content (a blackout's, a closed carrier's text); null: the page's. */
  errorsLang: string | null;
  /** The already-active modal's text. */
  alreadyActive: string | null;
  /** The add the visitor asked for, while it is checked and routed. */
  pending: Add | null;
  /** The premier-carrier check passed for the pending add (it goes through add-plan-to-cart-prudentials). */
  carrierChecked: boolean;
}

export type AddToCartEvent =
  /**
   * enrollType: the session's enroll_type (an existing member holds the membership already);
   * premierCarrier: the plan is a premier carrier's (checked first), carrierHash its carrier's status key.
   */
  | { type: 'cart.add'; line: ChosenLine; requiresMembership: boolean; enrollType: string | null; premierCarrier?: boolean; carrierHash?: string | null }
  | { type: 'cart.dependentsSaved' }
  | { type: 'cart.incomeSaved' }
  | { type: 'cart.answersSaved' }
  | { type: 'cart.checkClose' }
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
const stepOf = (event: unknown) => (event as { output: PremierStep }).output;
/** A closed carrier's text as the page's error, with its language. */
const closedErrors = (closed: Extract<PremierStep, { step: 'closed' }>) => ({ errors: [closed.message], errorsLang: closed.content_lang ?? null });
const EXISTING_MEMBER: readonly (string | null)[] = ['existing-member', 'existing-user'];

/** The page's messages for a failed call: its field errors' texts, else 'addToCartFailed'. */
const errorsOf = (error: unknown): string[] => (hasFieldErrors(error) ? error.map((item) => item.error_message) : [MESSAGES.addToCartFailed]);

/** Add to Cart: a premier carrier's plan is checked first, any other routed at once. */
const ADD = [
  { guard: 'premierCarrier', target: 'checking', actions: 'keepPending' },
  { target: 'routing', actions: 'keepPending' },
] as const;

/** The add-to-cart machine; see the file comment for the actors and action to provide. */
export const addToCartMachine = setup({
  types: { context: {} as AddToCartContext, events: {} as AddToCartEvent },
  actors: { addToCart: notProvided<AddOutcome, AddRequest>('addToCart'), premierCheck: notProvided<PremierStep, PremierCheckInput>('premierCheck') },
  actions: {
    openCart: noEffect,
    request: assign((_, request: AddRequest) => ({ request, premier: null, offer: null, errors: [], errorsLang: null })),
    /** Keeps the add asked for; checked: whether it starts as a checked premier-carrier add. */
    keepPending: assign(({ event }) => ({ pending: event as Add, carrierChecked: false, errors: [], errorsLang: null })),
    giveUp: assign({ pending: null, carrierChecked: false }),
  },
  guards: {
    premierCarrier: ({ event }) => (event as Add).premierCarrier === true,
    memberPremier: ({ context }) => context.pending !== null && context.pending.requiresMembership && EXISTING_MEMBER.includes(context.pending.enrollType),
    needsMembership: ({ context }) => context.pending?.requiresMembership === true,
    carrierChecked: ({ context }) => context.carrierChecked,
    checkSays: ({ event }, { step }: { step: PremierStep['step'] }) => stepOf(event).step === step,
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
  context: { request: null, premier: null, offer: null, errors: [], errorsLang: null, alreadyActive: null, pending: null, carrierChecked: false },
  initial: 'idle',
  states: {
    idle: { on: { 'cart.add': ADD } },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'premierCheck', src: 'premierCheck',
        input: ({ context }) => ({ planId: (context.pending as Add).line.plan_id, carrierHash: context.pending?.carrierHash ?? null }),
        onDone: [
          { guard: { type: 'checkSays', params: { step: 'closed' } }, target: 'idle', actions: [assign(({ event }) => closedErrors(event.output as Extract<PremierStep, { step: 'closed' }>)), 'giveUp'] },
          { guard: { type: 'checkSays', params: { step: 'dependents' } }, target: 'dependents' },
          { guard: { type: 'checkSays', params: { step: 'income' } }, target: 'income' },
          { guard: { type: 'checkSays', params: { step: 'answers' } }, target: 'answers' },
          { guard: { type: 'checkSays', params: { step: 'add' } }, target: 'routing', actions: assign({ carrierChecked: true }) },
          { target: 'routing' },
        ],
        onError: { target: 'idle', actions: [assign(({ event }) => ({ errors: errorsOf(event.error), errorsLang: null })), 'giveUp'] },
      },
    },
    dependents: { tags: ['premier.dependents'], on: { 'cart.dependentsSaved': 'checking', 'cart.checkClose': { target: 'idle', actions: 'giveUp' } } },
    income: { tags: ['premier.income'], on: { 'cart.incomeSaved': 'checking', 'cart.checkClose': { target: 'idle', actions: 'giveUp' } } },
    // Prior answers required: the page shows the carrier's questions; their save goes on with the add.
    answers: { tags: ['premier.answers'], on: { 'cart.answersSaved': 'checking', 'cart.add': ADD, 'cart.checkClose': { target: 'idle', actions: 'giveUp' } } },
    // Where the add asked for (and checked, for a premier carrier's plan) goes: the membership first, or the call.
    routing: {
      always: [
        { guard: 'memberPremier', target: 'adding', actions: { type: 'request', params: ({ context }) => ({ kind: 'premier' as const, line: (context.pending as Add).line }) } },
        { guard: 'needsMembership', target: 'membership', actions: assign(({ context }) => ({ premier: (context.pending as Add).line })) },
        { guard: 'carrierChecked', target: 'adding', actions: { type: 'request', params: ({ context }) => ({ kind: 'premier' as const, line: (context.pending as Add).line }) } },
        { target: 'adding', actions: { type: 'request', params: ({ context }) => ({ kind: 'single' as const, line: (context.pending as Add).line }) } },
      ],
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
          { guard: 'refused', target: 'idle', actions: assign(({ event }) => ({ errors: [refusalOf(event)?.message ?? ''], errorsLang: refusalOf(event)?.content_lang ?? null })) },
          { guard: 'offered', target: 'offer', actions: assign(({ event }) => ({ offer: (event.output as { added: AddedData }).added.suggested_plan ?? null })) },
          { target: 'idle', actions: 'openCart' },
        ],
        onError: { target: 'idle', actions: assign(({ event }) => ({ errors: errorsOf(event.error), errorsLang: null })) },
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
