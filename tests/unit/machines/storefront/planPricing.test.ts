/**
 * The price of plan detail and the dialogs that fix a refused one (storefront.md sections 4
 * "Health-question state" and "Pricing error codes", 8), walked as a model: each pricing error
 * code shows as a refusal with its fix (income and hours, tobacco, tier, dependent information)
 * or none; newQuestionsError shows the questions; changePid moves to the replacing plan; the
 * first smokerError and the first salary refusal without an income ask by themselves, once; a
 * saved dialog prices again.
 */
import { describe, expect } from 'vitest';
import { planPricingMachine } from '../../../../machines/storefront/planPricing';
import type { FixDialog, PlanPricingAnswer, PricingRefusal } from '../../../../machines/storefront/planPricingRules';
import { PRICING_DEPENDENTS_TARGET } from '../../../../schemas/api/pricing';
import { MESSAGES } from '../../../../schemas/messages';
import { itWalksModel, lastEvent, type Run } from '../harness';

/** demo-world.md: the medical plan's IS line in Illinois; plan 1103 replaced by 1101. */
const LINE = { plan_id: 301, plan_pricing_id: 3012, plan_name: 'Prairie Medical Essentials', plan_type: 'MD', price: '412.50', tier: 'IS' as const, tier_text: 'Member + Spouse' };
const NO_INCOME = { tier: 'IS' };
const WITH_INCOME = { tier: 'IS', annual_incode: 30000 };

const refusal = (refused: PricingRefusal['refused'], message: string, target?: string): PricingRefusal => ({ refused, message, ...(target ? { target } : {}) });
const ANSWERS: { answer: PlanPricingAnswer; filter: Record<string, unknown>; fix: FixDialog | null }[] = [
  { answer: { plans: [LINE] }, filter: NO_INCOME, fix: null },
  { answer: { changePid: 1101 }, filter: NO_INCOME, fix: null },
  { answer: refusal('salaryError', MESSAGES.pricingSalary), filter: NO_INCOME, fix: 'income' },
  { answer: refusal('hourError', MESSAGES.pricingHours), filter: WITH_INCOME, fix: 'income' },
  { answer: refusal('smokerError', MESSAGES.pricingSmoker), filter: NO_INCOME, fix: 'tobacco' },
  { answer: refusal('tierError', MESSAGES.pricingTier), filter: NO_INCOME, fix: 'tier' },
  { answer: refusal('enrollmentIdError', MESSAGES.pricingDependents, PRICING_DEPENDENTS_TARGET), filter: NO_INCOME, fix: 'dependents' },
  { answer: refusal('enrollmentIdError', MESSAGES.pricingQuoteMissing), filter: NO_INCOME, fix: null },
  { answer: refusal('stateError', MESSAGES.pricingState), filter: NO_INCOME, fix: null },
  { answer: refusal('newQuestionsError', MESSAGES.pricingQuestions), filter: NO_INCOME, fix: null },
];
const ANSWERED = 'This plan\'s answers are saved.';
const ANSWERED_ES = 'Las respuestas de este plan están guardadas.';

const EVENTS = [
  ...ANSWERS.map(({ answer, filter }) => ({ type: 'pricing.answered', answer, filter })),
  { type: 'pricing.fix' },
  { type: 'questions.answered', message: ANSWERED },
  { type: 'questions.reread', message: ANSWERED_ES },
  { type: 'group.open' },
  { type: 'dialog.saved' },
  { type: 'dialog.close' },
];

type Value = { price: string; dialog: string };
interface Ctx { lines: unknown[]; refusal: PricingRefusal | null; fix: FixDialog | null; asked: FixDialog[]; success: string | null }
type Ev = { type: string; answer?: PlanPricingAnswer; filter?: Record<string, unknown>; message?: string };
const DIALOGS = ['income', 'tobacco', 'tier', 'dependents', 'groupCode'];

/** The dialog a refusal asks by itself the first time (the spec's rule, written out for the test). */
function asksFirst(ev: Ev): FixDialog | null {
  const code = ev.answer && 'refused' in ev.answer ? ev.answer.refused : null;
  if (code === 'smokerError') return 'tobacco';
  return (code === 'salaryError' || code === 'hourError') && ev.filter?.annual_incode === undefined ? 'income' : null;
}

/** The snapshot before the last step (the walk plays each path's steps in order). */
let previous: { value: Value; context: Ctx; effects: number } | null = null;

function assertSpec(run: Run): void {
  const { snapshot: s } = run;
  const state = s as unknown as { hasTag(tag: string): boolean; value: Value };
  const { price, dialog } = state.value;
  const ctx = s.context as unknown as Ctx;
  const ev = lastEvent(run) as Ev;
  const prev = ev.type === 'xstate.init' ? null : previous;
  previous = { value: state.value, context: ctx, effects: run.effects.length };

  // Tags: what the screen shows, never a state name.
  for (const tag of ['priced', 'refused', 'questions']) expect(state.hasTag(tag)).toBe(price === tag);
  for (const name of DIALOGS) expect(state.hasTag(`dialog.${name}`)).toBe(dialog === name);
  expect(s.can({ type: 'pricing.fix' })).toBe(dialog === 'none' && ctx.fix !== null);
  expect(new Set(ctx.asked).size).toBe(ctx.asked.length);

  // The price region shows the last answer.
  const answered = [...(run.events as Ev[])].reverse().find((e) => e.type === 'pricing.answered');
  const entry = ANSWERS.find((a) => a.answer === answered?.answer);
  switch (price) {
    case 'waiting':
      expect(ctx.lines).toEqual([]);
      expect(ctx.refusal).toBeNull();
      if (answered) expect(answered.answer).toEqual({ changePid: 1101 });
      break;
    case 'priced':
      expect(ctx).toMatchObject({ lines: [LINE], refusal: null, fix: null });
      break;
    case 'refused':
    case 'questions':
      // The code's message and its fix; newQuestionsError shows the questions instead of a message.
      expect(ctx).toMatchObject({ lines: [], refusal: answered?.answer, fix: entry?.fix });
      expect(price === 'questions').toBe(ctx.refusal?.refused === 'newQuestionsError');
      break;
    default:
      throw new Error(`unexpected price state ${price}`);
  }

  // What the last step did.
  switch (ev.type) {
    case 'xstate.init':
      expect(state.value).toEqual({ price: 'waiting', dialog: 'none' });
      expect(run.effects).toEqual([]);
      break;
    case 'pricing.answered': {
      if (ev.answer && 'changePid' in ev.answer) expect(run.effects.at(-1)).toEqual({ type: 'replacePlan', params: { planId: 1101 } });
      const first = asksFirst(ev);
      const opens = prev?.value.dialog === 'none' && first !== null && !prev.context.asked.includes(first);
      expect(dialog).toBe(opens ? first : prev?.value.dialog);
      break;
    }
    case 'pricing.fix':
      expect(dialog).toBe(prev?.context.fix);
      break;
    case 'dialog.saved':
      // A saved dialog closes and the plan is priced again.
      expect(dialog).toBe('none');
      expect(run.effects.at(-1)).toEqual({ type: 'reprice' });
      break;
    case 'dialog.close':
      expect(dialog).toBe('none');
      expect(run.effects).toHaveLength(prev?.effects ?? 0);
      break;
    case 'group.open':
      expect(dialog).toBe('groupCode');
      break;
    case 'questions.answered':
      // The panel's success message shows, the questions are checked again and the plan is priced again.
      expect(ctx.success).toBe(ANSWERED);
      expect(run.effects.slice(-2)).toEqual([{ type: 'recheckQuestions' }, { type: 'reprice' }]);
      break;
    case 'questions.reread':
      // The success text read again after a switch replaces one shown, and nothing else happens; without one, none shows.
      expect(ctx.success).toBe(prev?.context.success ? ANSWERED_ES : null);
      expect(run.effects).toHaveLength(prev?.effects ?? 0);
      break;
    default:
      throw new Error(`unexpected event ${ev.type}`);
  }
}

const PRICES = ['waiting', 'priced', 'refused', 'questions'];
const ALL_DIALOGS = ['none', ...DIALOGS];

describe('plan detail pricing (model)', () => {
  itWalksModel(planPricingMachine, {
    events: EVENTS,
    actions: ['replacePlan', 'reprice', 'recheckQuestions'],
    actors: [],
    assertState: assertSpec,
    // The walk tells states apart by what the spec turns on: the state, the refusal's code and fix, what was asked, the success shown.
    serializeState: ({ value, context }) => JSON.stringify([value, (context as unknown as Ctx).refusal?.refused, context.fix, context.asked, context.success]),
  }, { reaches: PRICES.flatMap((p) => ALL_DIALOGS.map((d) => ({ price: p, dialog: d }))) });
});
