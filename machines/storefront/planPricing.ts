/**
 * The price of plan detail and the dialogs that fix a refused one (storefront.md sections 2 "Plan
 * detail", 4 "Health-question state" and "Pricing error codes", 8).
 *
 * Region `price` follows the last pricing answer (`pricing.answered`, sent by the app whenever the
 * answer or the saved quote filter changes): priced lines (tag `priced`); a refusal (tag `refused`:
 * its code's message and, when the visitor can fix it here, the fix dialog in context.fix);
 * newQuestionsError (tag `questions`: the health-question panel comes before any price); changePid
 * (the `replacePlan` action moves to the replacing plan). Health questions answered
 * (`questions.answered`) show their success message and price again; the message read again in
 * another language after a switch (`questions.reread`) replaces the one shown.
 *
 * Region `dialog`: `pricing.fix` opens the refusal's fix (income and hours, tobacco, tier,
 * dependent information); the first smokerError asks 'Do you smoke?' and the first salary or
 * hours refusal without an income asks the income and hours by themselves, each once. A save
 * (`dialog.saved`) closes the dialog and prices again (`reprice`); `group.open` opens the Group
 * Code dialog (Enroll to Group). Each open dialog carries the tag `dialog.<name>`.
 *
 * The app provides the actions `replacePlan` (params { planId }), `reprice` and `recheckQuestions`.
 */
import { assign, setup } from 'xstate';
import { noEffect, paramEffect } from '../effects';
import {
  askedFirst, FIX_DIALOGS, fixOf, isRefusal, type FixDialog, type PlanPricingAnswer, type PricedLine, type PricingRefusal,
} from './planPricingRules';

export interface PlanPricingContext {
  lines: PricedLine[];
  refusal: PricingRefusal | null;
  /** The dialog that fixes the refusal (null: none here). */
  fix: FixDialog | null;
  /** The dialogs already asked by themselves (each is asked once). */
  asked: FixDialog[];
  /** The health questions' success message. */
  success: string | null;
}

export type PlanPricingEvent =
  | { type: 'pricing.answered'; answer: PlanPricingAnswer; filter: Readonly<Record<string, unknown>> | null }
  | { type: 'pricing.fix' }
  | { type: 'questions.answered'; message: string }
  /** The plan's success text read again in another language (a switch): it replaces the one shown, if one is. */
  | { type: 'questions.reread'; message: string }
  | { type: 'group.open' }
  | { type: 'dialog.saved' }
  | { type: 'dialog.close' };

type Answered = Extract<PlanPricingEvent, { type: 'pricing.answered' }>;
const refusalOf = (event: PlanPricingEvent) => (event.type === 'pricing.answered' && isRefusal(event.answer) ? event.answer : null);
const firstOf = (event: PlanPricingEvent) => {
  const refusal = refusalOf(event);
  return refusal ? askedFirst(refusal, (event as Answered).filter) : null;
};

/** A fix dialog: a save closes it and prices again, closing just closes it. */
const fixDialog = (name: FixDialog) => ({
  tags: [`dialog.${name}`], on: { 'dialog.saved': { target: 'none', actions: 'reprice' as const }, 'dialog.close': 'none' },
});

/** The plan pricing machine; see the file comment for the actions to provide. */
export const planPricingMachine = setup({
  types: { context: {} as PlanPricingContext, events: {} as PlanPricingEvent },
  actions: {
    replacePlan: paramEffect<{ planId: number }>(),
    reprice: noEffect,
    recheckQuestions: noEffect,
    keepAnswer: assign(({ event }) => {
      const answer = (event as Answered).answer;
      if (isRefusal(answer)) return { lines: [], refusal: answer, fix: fixOf(answer) };
      return { lines: 'plans' in answer ? answer.plans : [], refusal: null, fix: null };
    }),
    noteAsked: assign(({ context, event }) => ({ asked: [...context.asked, firstOf(event) as FixDialog] })),
  },
  guards: {
    replaced: ({ event }) => event.type === 'pricing.answered' && 'changePid' in event.answer,
    questionsFirst: ({ event }) => refusalOf(event)?.refused === 'newQuestionsError',
    refused: ({ event }) => refusalOf(event) !== null,
    asksFirst: ({ context, event }, { dialog }: { dialog: FixDialog }) => firstOf(event) === dialog && !context.asked.includes(dialog),
    fixes: ({ context }, { dialog }: { dialog: FixDialog }) => context.fix === dialog,
  },
}).createMachine({
  id: 'planPricing',
  context: { lines: [], refusal: null, fix: null, asked: [], success: null },
  type: 'parallel',
  on: {
    'questions.answered': { actions: [assign(({ event }) => ({ success: event.message })), 'recheckQuestions', 'reprice'] },
    'questions.reread': { guard: ({ context }) => context.success !== null, actions: assign(({ event }) => ({ success: event.message })) },
  },
  states: {
    price: {
      initial: 'waiting',
      on: {
        'pricing.answered': [
          {
            guard: 'replaced', target: '.waiting',
            actions: ['keepAnswer', { type: 'replacePlan', params: ({ event }) => ({ planId: (event.answer as { changePid: number }).changePid }) }],
          },
          { guard: 'questionsFirst', target: '.questions', actions: 'keepAnswer' },
          { guard: 'refused', target: '.refused', actions: 'keepAnswer' },
          { target: '.priced', actions: 'keepAnswer' },
        ],
      },
      states: {
        waiting: {},
        priced: { tags: ['priced'] },
        refused: { tags: ['refused'] },
        questions: { tags: ['questions'] },
      },
    },
    dialog: {
      initial: 'none',
      on: { 'group.open': '.groupCode' },
      states: {
        none: {
          on: {
            'pricing.answered': (['tobacco', 'income'] as const).map((dialog) => ({
              guard: { type: 'asksFirst' as const, params: { dialog } }, target: dialog, actions: 'noteAsked' as const,
            })),
            'pricing.fix': FIX_DIALOGS.map((dialog) => ({
              guard: { type: 'fixes' as const, params: { dialog } }, target: dialog,
            })),
          },
        },
        income: fixDialog('income'),
        tobacco: fixDialog('tobacco'),
        tier: fixDialog('tier'),
        dependents: fixDialog('dependents'),
        groupCode: { tags: ['dialog.groupCode'], on: { 'dialog.close': 'none' } },
      },
    },
  },
});
