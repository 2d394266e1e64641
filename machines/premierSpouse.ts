/**
 * The premier spouse question of Dependent Information (enrollment.md sections 4 and 5), composed
 * beside the generic list step (machines/listStep): this machine owns only the question; the
 * screen applies its answer to the list through the effect `answered` (params {answer}): Yes lets
 * the first dependent be the spouse (IF) and later ones children, No removes the spouse from the
 * list and stashes it locally (tempDepData) so only children may be added. The question is asked
 * for a premier plan on tier IF while the list is empty, skipped for a member already enrolled
 * with a spouse, and asked again when the last dependent is removed ('dependents.changed' with
 * count 0). Submit without a choice shows 'Please select spouse status'.
 */
import { assign, setup } from 'xstate';
import { MESSAGES } from '../schemas/messages';
import type { SpouseAnswer } from './dependentRules';
import { paramEffect } from './effects';

/** The selector's value: '' is 'Please Select'. */
export type SpouseChoice = '' | 'yes' | 'no';

export interface PremierSpouseInput {
  /** A premier plan on tier IF (dependentRules.asksSpouse). */
  asks: boolean;
  /** Dependents the step starts with. */
  count: number;
  /** A member already enrolled with a spouse (their spouse is on the list, or isSpouseEnrollAccept): never asked. */
  skip: boolean;
  /** The answer given before (a No whose spouse is stashed), when the list is not empty. */
  answer: SpouseAnswer;
}

export interface PremierSpouseContext {
  /** The selector's current value. */
  choice: SpouseChoice;
  /** The answer in force (null while asking or when never asked). */
  answer: SpouseAnswer;
  /** 'Please select spouse status' after a Submit with no choice. */
  error: string | null;
  /** Skipped for good (a member with a spouse): removals never re-ask. */
  skip: boolean;
}

export type PremierSpouseEvent =
  | { type: 'spouse.choose'; choice: SpouseChoice }
  | { type: 'spouse.submit' }
  | { type: 'dependents.changed'; count: number };

const spouseSetup = setup({
  // Tag 'asking': the spouse question shows.
  types: { input: {} as PremierSpouseInput, context: {} as PremierSpouseContext, events: {} as PremierSpouseEvent, tags: {} as 'asking' },
  actions: {
    answered: paramEffect<{ answer: 'yes' | 'no' }>(),
    choose: assign((_, params: { choice: SpouseChoice }) => ({ choice: params.choice, error: null })),
    accept: assign(({ context }) => ({ answer: context.choice === 'no' ? 'no' as const : 'yes' as const, error: null })),
    refuse: assign({ error: MESSAGES.spouseStatusRequired }),
    reask: assign({ choice: '' as SpouseChoice, answer: null, error: null }),
  },
  guards: {
    chosen: ({ context }) => context.choice !== '',
    emptied: ({ context }, params: { count: number }) => params.count === 0 && !context.skip,
    isChoice: (_, params: { choice: unknown }) => params.choice === '' || params.choice === 'yes' || params.choice === 'no',
  },
});

/** The premier spouse question; provide the `answered` effect. */
export const premierSpouseMachine = spouseSetup.createMachine({
  id: 'premierSpouse',
  context: ({ input }) => ({
    choice: '', error: null, skip: input.skip,
    // Not asked: no answer; a list that already holds dependents keeps the earlier answer (Yes unless a No was stashed).
    answer: input.asks && (input.skip || input.count > 0) ? (input.answer ?? 'yes') : null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: ({ context }) => context.answer !== null, target: 'answered' },
        { guard: ({ context }) => context.skip, target: 'notAsked' },
        { target: 'asking' },
      ],
    },
    notAsked: {},
    asking: {
      tags: ['asking'],
      on: {
        'spouse.choose': {
          guard: { type: 'isChoice', params: ({ event }) => ({ choice: event.choice }) },
          actions: { type: 'choose', params: ({ event }) => ({ choice: event.choice }) },
        },
        'spouse.submit': [
          {
            guard: 'chosen', target: 'answered',
            actions: ['accept', { type: 'answered', params: ({ context }) => ({ answer: context.choice === 'no' ? 'no' as const : 'yes' as const }) }],
          },
          { actions: 'refuse' },
        ],
      },
    },
    answered: {
      on: {
        'dependents.changed': { guard: { type: 'emptied', params: ({ event }) => ({ count: event.count }) }, target: 'asking', actions: 'reask' },
      },
    },
  },
});

/** The premier spouse machine for a step that does not ask (not premier, or not IF). */
export function spouseInput(asks: boolean, count: number, skip: boolean, answer: SpouseAnswer): PremierSpouseInput {
  return asks ? { asks, count, skip, answer } : { asks, count, skip: true, answer: null };
}
