/**
 * The cart's checkout machine, model-tested (issue 8 point 7): removal with confirmation; the
 * effective date first; an applicant's upsells in order (term life, then the vision/dental
 * bundle; a vision or dental add goes straight to the checkout; hidden popups and failed lookups
 * are passed over); reps and groups go to the cart confirmation (Rep Enrollment, Member
 * Enrollment, Back to Cart); cart-checkout, the screenshot, the tab list and the wizard.
 */
import { describe, expect } from 'vitest';
import { checkoutMachine, upsellLines, type CheckoutContext, type UpsellPopup } from '../../../../machines/storefront/checkout';
import { MESSAGES } from '../../../../schemas/messages';
import { effectsOf, itWalksModel, lastEvent, type Run, expectTags } from '../harness';

const DATE = '12/01/2026';
const LINE = { plan_id: 401, plan_pricing_id: 4011, plan_name: 'BrightSmile Dental Plus' };
const NAV = [{ tab_name: 'primary_info', order: 1, required: true }];
const popup = (category: string, planId: number, ppid: number, bundle: [number, number] | null = null, display = true): UpsellPopup => ({
  plan_category: category, pop_up_display: display, pop_up_title: 'Offer', pop_up_header: 'Header', pop_up_link: '', pop_up_link_description: '',
  plan_price: '23.80', plan_id: planId, ppid, plan_id_1: bundle?.[0] ?? null, plan_pricing_id_1: bundle?.[1] ?? null,
});
const TERM = popup('term_life', 1501, 15012);
const BUNDLE = popup('vision', 501, 5011, [401, 4012]);
const HIDDEN = popup('term_life', 1501, 15012, null, false);
const SUGGESTIONS = [{ plan_id: 1501, plan_pricing_id: 15012, plan_name: 'Term', price: '23.80', plan_logo: '' }, { plan_id: 501, plan_pricing_id: 5011, plan_name: 'Vision', price: '12.50', plan_logo: '' }];
const DATE_ERROR = [{ target_element: 'effective_date', error_message: MESSAGES.cartEffectiveDateUnavailable }];

const EVENTS = [
  { type: 'cart.chooseDate', date: DATE },
  { type: 'cart.remove', line: LINE },
  { type: 'cart.removeConfirmed' },
  { type: 'cart.removeCancelled' },
  { type: 'cart.checkout' },
  { type: 'cart.addUpsell' },
  { type: 'cart.declineUpsell' },
  { type: 'cart.confirm', checkoutType: 'rep' },
  { type: 'cart.confirm', checkoutType: 'applicant' },
  { type: 'cart.backToCart' },
  { type: 'xstate.done.actor.removeLine' },
  { type: 'xstate.error.actor.removeLine', error: [{ target_element: 'plan_id', error_message: MESSAGES.cartPlanNotRemovable }] },
  { type: 'xstate.done.actor.loadSuggestions', output: SUGGESTIONS },
  { type: 'xstate.done.actor.loadSuggestions', output: [] },
  { type: 'xstate.error.actor.loadSuggestions', error: new Error('offline') },
  { type: 'xstate.done.actor.loadPopup', output: TERM },
  { type: 'xstate.done.actor.loadPopup', output: BUNDLE },
  { type: 'xstate.done.actor.loadPopup', output: HIDDEN },
  { type: 'xstate.error.actor.loadPopup', error: new Error('offline') },
  { type: 'xstate.done.actor.addToCart' },
  { type: 'xstate.error.actor.addToCart', error: [{ target_element: 'plan_id', error_message: 'In a blackout period.' }] },
  { type: 'xstate.done.actor.checkout', output: { eprocess: 'applicant' } },
  { type: 'xstate.error.actor.checkout', error: DATE_ERROR },
  { type: 'xstate.error.actor.checkout', error: new Error('offline') },
  { type: 'xstate.done.actor.captureCart' },
  { type: 'xstate.error.actor.captureCart', error: new Error('no canvas') },
  { type: 'xstate.done.actor.loadTabs', output: NAV },
  { type: 'xstate.error.actor.loadTabs', error: new Error('offline') },
];

/** Coarse vertices: the state and what decides the next steps (not which message is shown). */
const serializeState = (snapshot: { value: unknown; context: Record<string, unknown> }, event: { type: string } | undefined) => {
  const c = snapshot.context as unknown as CheckoutContext;
  return JSON.stringify([snapshot.value, event?.type, c.effectiveDate, c.offers, c.popup?.plan_category ?? null, c.type, c.removing !== null, c.checkedOutAs]);
};

type Ev = { type: string; output?: unknown; error?: unknown; checkoutType?: string };

/** What the screens read: each state's tags (storefront screens never name a state). */
const CHECKOUT_TAGS: Record<string, readonly string[]> = { confirmingRemoval: ['removeDialog'], removing: ['busy'], confirming: ['confirmDialog'], suggesting: ['busy'], loadingPopup: ['busy'], offering: ['upsellDialog'], adding: ['upsellDialog', 'busy'], checkingOut: ['busy'], capturing: ['busy'], enteringWizard: ['busy'], done: ['busy'] };

const assertSpec = (process: 'applicant' | 'rep' | 'group') => (run: Run): void => {
  const { snapshot: s } = run;
  expectTags(run, CHECKOUT_TAGS);
  const c = s.context as unknown as CheckoutContext;
  const ev = lastEvent(run) as Ev | undefined;
  const call = run.calls.at(-1);
  // Nothing goes to the wizard before the checkout has gone through.
  if (s.value !== 'done') expect(effectsOf(run, 'navigate')).toEqual([]);
  // Each change of the cart is told, named, so the app refreshes what shows the cart (src/storefront/reads.ts).
  const changed = CHANGED_BY[ev?.type ?? ''];
  if (changed) expect(effectsOf(run, 'cartChanged').at(-1)?.params).toEqual({ change: changed });
  switch (s.value) {
    case 'cart':
      if (ev?.type === 'cart.checkout') expect(c.dateError).toBe(MESSAGES.cartChooseEffectiveDate);
      if (ev?.type === 'xstate.error.actor.checkout') {
        expect({ dateError: c.dateError, error: c.error }).toEqual(Array.isArray(ev.error)
          ? { dateError: MESSAGES.cartEffectiveDateUnavailable, error: null }
          : { dateError: null, error: 'offline' });
      }
      if (ev?.type === 'xstate.error.actor.removeLine') expect(c.error).toBe(MESSAGES.cartPlanNotRemovable);
      break;
    case 'confirmingRemoval':
      expect(c.removing).toEqual(LINE);
      break;
    case 'removing':
      expect(call).toEqual({ type: 'removeLine', params: LINE });
      break;
    case 'confirming':
      // The cart confirmation is the rep's and group's only, after a date is chosen.
      expect(process).not.toBe('applicant');
      expect(c.effectiveDate).toBe(DATE);
      break;
    case 'suggesting':
      expect(process).toBe('applicant');
      expect(call?.type).toBe('loadSuggestions');
      break;
    case 'loadingPopup':
      // The offers come in the order suggested, each once.
      expect(call).toEqual({ type: 'loadPopup', params: { planId: c.offers[0] } });
      expect(SUGGESTIONS.map((plan) => plan.plan_id).slice(-c.offers.length)).toEqual(c.offers);
      // After a vision or dental add no other popup shows: it goes straight to the checkout.
      if (ev?.type === 'xstate.done.actor.addToCart') expect(STRAIGHT).not.toContain(lastPopupCategory(run));
      break;
    case 'offering':
      expect(c.popup?.pop_up_display).toBe(true);
      if (ev?.type === 'xstate.error.actor.addToCart') expect(c.error).toBe('In a blackout period.');
      break;
    case 'adding':
      expect(call).toEqual({ type: 'addToCart', params: { lines: upsellLines(c.popup!) } });
      break;
    case 'checkingOut': {
      const type = process === 'applicant' ? 'applicant' : run.events.findLast((e) => e.type === 'cart.confirm')?.checkoutType;
      expect(call).toEqual({ type: 'checkout', params: { effectiveDate: DATE, type } });
      break;
    }
    case 'capturing':
    case 'enteringWizard':
      expect(c.checkedOutAs).toBe('applicant');
      break;
    case 'done':
      expect(run.effects.slice(-2)).toEqual([
        { type: 'enterWizard', params: { navArray: ev?.type === 'xstate.done.actor.loadTabs' ? NAV : null, effectiveDate: DATE, eprocess: 'applicant' } },
        { type: 'navigate', params: { to: '/enrollment/personal-info' } },
      ]);
      break;
    default:
      throw new Error(`unexpected state ${String(s.value)}`);
  }
};

const STRAIGHT = ['vision', 'dental'];
/** The change each successful call tells. */
const CHANGED_BY: Record<string, string> = {
  'xstate.done.actor.removeLine': 'remove', 'xstate.done.actor.addToCart': 'upsellAdd', 'xstate.done.actor.checkout': 'checkout',
};
/** The category of the popup the last add was for. */
function lastPopupCategory(run: Run): string {
  const shown = run.events.filter((e) => e.type === 'xstate.done.actor.loadPopup').at(-1) as Ev | undefined;
  return (shown?.output as UpsellPopup | undefined)?.plan_category ?? '';
}

const OPTIONS = {
  events: EVENTS, serializeState,
  actions: ['cartChanged', 'enterWizard', 'navigate'],
  actors: ['removeLine', 'loadSuggestions', 'loadPopup', 'addToCart', 'checkout', 'captureCart', 'loadTabs'],
};

describe('checkout model: an applicant', () => {
  itWalksModel(checkoutMachine, { ...OPTIONS, input: { eprocess: 'applicant' }, assertState: assertSpec('applicant') }, {
    reaches: ['cart', 'confirmingRemoval', 'removing', 'suggesting', 'loadingPopup', 'offering', 'adding', 'checkingOut', 'capturing', 'enteringWizard', 'done'],
    unsent: ['cart.confirm', 'cart.backToCart'],
  });
});

describe('checkout model: a rep', () => {
  itWalksModel(checkoutMachine, { ...OPTIONS, input: { eprocess: 'rep' }, assertState: assertSpec('rep') }, {
    reaches: ['cart', 'confirmingRemoval', 'removing', 'confirming', 'checkingOut', 'capturing', 'enteringWizard', 'done'],
    unsent: [
      'cart.addUpsell', 'cart.declineUpsell', 'xstate.done.actor.loadSuggestions', 'xstate.error.actor.loadSuggestions',
      'xstate.done.actor.loadPopup', 'xstate.error.actor.loadPopup', 'xstate.done.actor.addToCart', 'xstate.error.actor.addToCart',
    ],
  });
});
