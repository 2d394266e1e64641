/**
 * Add to cart from plan detail (storefront.md sections 4 "Add to cart" and 8), walked as a model:
 * the membership options first for a premier plan (not for an existing member), a plan already in
 * the cart straight to the cart, blackout in red, already active in its modal, field errors on the
 * page, the accident-plan offer after an add, and the cart at the end; and a premier carrier's
 * plan checked first (issue 17 point 6): a closed carrier's text, the dependents' dates of birth,
 * the income and hours and the carrier's questions asked until given, then the add through
 * add-plan-to-cart-prudentials (kind 'premier'), or the ordinary add when the plan is no premier
 * carrier's after all.
 */
import { describe, expect } from 'vitest';
import { addToCartMachine, type AddRequest, type ChosenLine } from '../../../../machines/storefront/addToCart';
import { MESSAGES } from '../../../../schemas/messages';
import { effectsOf, itWalksModel, lastEvent, type Run } from '../harness';

/** demo-world.md: the premier family medical plan, its $5.00 membership and the accident plan 1801 offered after an add. */
const LINE: ChosenLine = { plan_id: 310, plan_pricing_id: 3101 };
const MEMBERSHIP: ChosenLine = { plan_id: 900, plan_pricing_id: 9001 };
const OFFER = { plan_id: 1801, plan_name: 'Harbor Accident Protect', plan_pricing_id: 18011, price: '12.00' };
const BLACKOUT = 'This plan cannot be added during its blackout window.';
const ACTIVE = MESSAGES.planAlreadyActive.replace('{plan}', 'BrightSmile Dental Plus');
const FIELD = { target_element: 'plan_pricing_id', error_message: MESSAGES.planPriceChanged };
/** demo-world.md: the premier carrier's disability plan 1602 and its carrier's status key. */
const PREMIER_LINE: ChosenLine = { plan_id: 1602, plan_pricing_id: 16022 };
const HASH = 'a'.repeat(64);
const CLOSED = 'Premier Health Alliance takes no new applications this week.';
const PREMIER_ADD = { type: 'cart.add', line: PREMIER_LINE, requiresMembership: false, enrollType: 'new-member', premierCarrier: true, carrierHash: HASH };

const EVENTS = [
  { type: 'cart.add', line: LINE, requiresMembership: false, enrollType: 'new-member' },
  { type: 'cart.add', line: LINE, requiresMembership: true, enrollType: 'new-member' },
  { type: 'cart.add', line: LINE, requiresMembership: true, enrollType: 'existing-member' },
  { type: 'cart.membershipSelect', line: MEMBERSHIP },
  { type: 'cart.membershipClose' },
  { type: 'cart.alreadyActiveClose' },
  { type: 'cart.offerAccept' },
  { type: 'cart.offerDecline' },
  { type: 'xstate.done.actor.addToCart', output: 'inCart' },
  { type: 'xstate.done.actor.addToCart', output: { added: { cart_count: 1, suggested_plan: OFFER } } },
  { type: 'xstate.done.actor.addToCart', output: { added: { cart_count: 2, suggested_plan: null } } },
  { type: 'xstate.done.actor.addToCart', output: { refused: 'blackout', message: BLACKOUT, content_lang: 'en' } },
  { type: 'xstate.done.actor.addToCart', output: { refused: 'alreadyActive', message: ACTIVE } },
  { type: 'xstate.error.actor.addToCart', error: [FIELD] },
  { type: 'xstate.error.actor.addToCart', error: new Error('Network down') },
  PREMIER_ADD,
  { type: 'xstate.done.actor.premierCheck', output: { step: 'notPremier' } },
  { type: 'xstate.done.actor.premierCheck', output: { step: 'closed', message: CLOSED, content_lang: 'en' } },
  { type: 'xstate.done.actor.premierCheck', output: { step: 'dependents' } },
  { type: 'xstate.done.actor.premierCheck', output: { step: 'income' } },
  { type: 'xstate.done.actor.premierCheck', output: { step: 'answers' } },
  { type: 'xstate.done.actor.premierCheck', output: { step: 'add' } },
  { type: 'xstate.error.actor.premierCheck', error: new Error('Network down') },
  { type: 'cart.dependentsSaved' },
  { type: 'cart.incomeSaved' },
  { type: 'cart.answersSaved' },
  { type: 'cart.checkClose' },
];

/** The premier-carrier check's states and the tag each carries. */
const CHECK_TAGS = { dependents: 'premier.dependents', income: 'premier.income', answers: 'premier.answers' } as const;

interface Ctx { request: AddRequest | null; errors: string[]; errorsLang: string | null; alreadyActive: string | null; offer: typeof OFFER | null; premier: ChosenLine | null }
type Ev = { type: string; output?: unknown; error?: unknown; requiresMembership?: boolean; enrollType?: string; line?: ChosenLine; premierCarrier?: boolean };

/** The last Add to Cart of the path. */
const lastAdd = (run: Run) => (run.events as Ev[]).findLast((ev) => ev.type === 'cart.add')!;

/** The add call the last visitor step asked for. */
function expectedRequest(run: Run): AddRequest {
  const steps = run.events as Ev[];
  const ev = steps.at(-1)!;
  if (ev.type === 'cart.membershipSelect') return { kind: 'membership', line: LINE, membership: MEMBERSHIP };
  if (ev.type === 'cart.offerAccept') return { kind: 'offer', line: OFFER };
  const add = lastAdd(run);
  // A checked premier carrier's plan goes through add-plan-to-cart-prudentials alone.
  const checked = ev.type === 'xstate.done.actor.premierCheck' && (ev.output as { step: string }).step === 'add';
  return { kind: add.requiresMembership || checked ? 'premier' : 'single', line: add.line! };
}

/** Whether a step opens the cart: in the cart already, added without an offer, the offer's own add, or No thank you. */
function opensCart(ev: Ev, request: AddRequest | undefined): boolean {
  if (ev.type === 'cart.offerDecline') return true;
  if (ev.type !== 'xstate.done.actor.addToCart') return false;
  if (ev.output === 'inCart') return true;
  const added = (ev.output as { added?: { suggested_plan: unknown } }).added;
  return added !== undefined && (added.suggested_plan === null || request?.kind === 'offer');
}

/** For each step of the path so far, whether it opened the cart (the n-th answer answers the n-th call). */
function cartOpenings(run: Run): boolean[] {
  let answered = 0;
  return (run.events as Ev[]).map((ev) => {
    const request = /^xstate\.(done|error)\.actor/.test(ev.type) ? (run.calls[answered++]?.params as AddRequest) : undefined;
    return opensCart(ev, request);
  });
}

function assertSpec(run: Run): void {
  const { snapshot: s } = run;
  const state = s as unknown as { hasTag(tag: string): boolean };
  const ctx = s.context as unknown as Ctx;
  const ev = lastEvent(run) as Ev | undefined;
  // Add to Cart works from the page only while nothing else is open or running (the carrier's questions wait on the page).
  expect(s.can({ type: 'cart.add', line: LINE, requiresMembership: false, enrollType: null })).toBe(s.value === 'idle' || s.value === 'answers');
  expect(state.hasTag('busy')).toBe(s.value === 'adding' || s.value === 'checking');
  for (const dialog of ['membership', 'alreadyActive', 'offer']) expect(state.hasTag(`dialog.${dialog}`)).toBe(s.value === dialog);
  for (const [name, tag] of Object.entries(CHECK_TAGS)) expect(state.hasTag(tag)).toBe(s.value === name);
  // What the check asks is given: the check runs again (and only then).
  for (const saved of ['cart.dependentsSaved', 'cart.incomeSaved', 'cart.answersSaved']) {
    expect(s.can({ type: saved })).toBe(s.value === ({ 'cart.dependentsSaved': 'dependents', 'cart.incomeSaved': 'income', 'cart.answersSaved': 'answers' } as Record<string, string>)[saved]);
  }
  const openings = cartOpenings(run);
  expect(effectsOf(run, 'openCart')).toHaveLength(openings.filter(Boolean).length);
  if (openings.at(-1)) expect(run.effects.at(-1)).toEqual({ type: 'openCart' });
  switch (s.value) {
    case 'idle':
      if (ev?.type === 'xstate.done.actor.addToCart' && typeof ev.output === 'object' && (ev.output as { refused?: string }).refused === 'blackout') {
        // Blackout: the server's text in red on the page, with its language (the store's content).
        expect(ctx.errors).toEqual([BLACKOUT]);
        expect(ctx.errorsLang).toBe('en');
      } else if (ev?.type === 'xstate.error.actor.addToCart' || ev?.type === 'xstate.error.actor.premierCheck') {
        expect(ctx.errors).toEqual(Array.isArray(ev.error) ? [MESSAGES.planPriceChanged] : [MESSAGES.addToCartFailed]);
        expect(ctx.errorsLang).toBeNull();
      } else if (ev?.type === 'xstate.done.actor.premierCheck') {
        // A closed carrier: its text on the page, with its language, nothing added.
        expect(ctx.errors).toEqual([CLOSED]);
        expect(ctx.errorsLang).toBe('en');
        expect(run.calls.at(-1)?.type).toBe('premierCheck');
      } else if (!['cart.membershipClose', 'cart.alreadyActiveClose', 'cart.checkClose'].includes(ev?.type ?? '')) {
        expect(ctx.errors).toEqual([]);
      }
      break;
    case 'membership':
      // The membership options wait with the premier line; nothing is added yet.
      expect(ctx.premier).toEqual(LINE);
      expect(run.calls.length).toBe(run.events.filter((e) => /^xstate\.(done|error)\.actor/.test(e.type)).length);
      break;
    case 'adding':
      expect(run.calls.at(-1)).toEqual({ type: 'addToCart', params: expectedRequest(run) });
      expect(ctx.errors).toEqual([]);
      break;
    case 'checking':
      // The four checks of the plan asked for, with its carrier's status key.
      expect(lastAdd(run).premierCarrier).toBe(true);
      expect(run.calls.at(-1)).toEqual({ type: 'premierCheck', params: { planId: PREMIER_LINE.plan_id, carrierHash: HASH } });
      expect(ctx.errors).toEqual([]);
      break;
    case 'dependents':
    case 'income':
    case 'answers':
      // Asked, nothing added yet: the last call was the check.
      expect(run.calls.at(-1)?.type).toBe('premierCheck');
      expect(ctx.errors).toEqual([]);
      break;
    case 'alreadyActive':
      // A modal with the server's text and OK.
      expect(ctx.alreadyActive).toBe(ACTIVE);
      break;
    case 'offer':
      // No thank you / Add To Cart for the plan the server offered.
      expect(ctx.offer).toEqual(OFFER);
      expect(run.effects).toEqual([]);
      break;
    default:
      throw new Error(`unexpected state ${String(s.value)}`);
  }
}

describe('add to cart from plan detail (model)', () => {
  itWalksModel(addToCartMachine, {
    events: EVENTS,
    actions: ['openCart'],
    actors: ['addToCart', 'premierCheck'],
    assertState: assertSpec,
  }, { reaches: ['idle', 'membership', 'adding', 'alreadyActive', 'offer', 'checking', 'dependents', 'income', 'answers'] });
});
