/**
 * Dependent Information (enrollment.md sections 4, 5 and 9) as one machine: the dependents list
 * (the generic list step, machines/listStep, run as its child `list` with the dependent policy of
 * the tier) and the premier spouse question beside it. The machine keeps the two in step itself:
 * an answer sets the list's policy (Yes: the first dependent is the spouse on IF, later ones
 * children; No: only children), and a change that empties the list asks again. The question is
 * asked for a premier plan on tier IF while the list is empty, skipped for a member already
 * enrolled with a spouse; Submit without a choice shows 'Please select spouse status'.
 *
 * "No: the spouse is removed and stashed locally": the question only shows over an empty list, so
 * a No never has a spouse to take off it; what stays in the browser is the answer alone (the
 * `storeAnswer` effect keeps isSpouseEnrollAccept and a marker that a No was given, never a
 * dependent's personal data), so a reload keeps only children allowed.
 *
 * The app provides the child `list` (dependentListMachine with its validateItem actor and
 * continue action) and the actions `persist` (params {items}: after every change of the list) and
 * `storeAnswer` (params {answer}). Tag 'asking': the spouse question shows.
 */
import { assign, sendParent, sendTo, setup } from 'xstate';
import { MESSAGES } from '../schemas/messages';
import { dependentPolicy, spouseAtStart, type DependentSetting, type SpouseAnswer } from '../domain/dependentRules';
import { paramEffect } from './effects';
import { listStepMachine, type ListItem, type ListItems } from './listStep';

/** The selector's value: '' is 'Please Select'. */
export type SpouseChoice = '' | 'yes' | 'no';

export interface DependentsInput {
  tier: string;
  /** The cart holds the premier plan. */
  premier: boolean;
  /** The dependents the step starts with. */
  items: ListItem[];
  /** A member already enrolled (their spouse, when on the list, means the question is never asked). */
  existingMember: boolean;
  /** The browser remembers a No given before (storeAnswer's marker). */
  declined: boolean;
  /** Most dependents when the form's layers set a limit (the rule table's otherwise). */
  maxItems?: number;
}

export interface DependentsContext {
  tier: string;
  premier: boolean;
  /** Most dependents when the form's layers set a limit. */
  maxItems?: number;
  /** The list's items as it last reported them. */
  items: ListItems;
  /** The selector's current value. */
  choice: SpouseChoice;
  /** The answer in force (null while asking or when never asked). */
  answer: SpouseAnswer;
  /** 'Please select spouse status' after a Submit with no choice. */
  error: string | null;
  /** Never asked (no premier IF, or a member with a spouse): removals never re-ask. */
  skip: boolean;
}

export type DependentsEvent =
  | { type: 'spouse.choose'; choice: SpouseChoice }
  | { type: 'spouse.submit' }
  | { type: 'dependents.changed'; items: ListItems };

/** The spouse question shows. */
export type DependentsTag = 'asking';

/** The dependent rules' setting of the machine's state. */
export function settingOf(context: Pick<DependentsContext, 'tier' | 'premier' | 'answer' | 'maxItems'>): DependentSetting {
  return { tier: context.tier, premier: context.premier, spouse: context.answer, ...(context.maxItems !== undefined && { maxItems: context.maxItems }) };
}

/** The context a step starts with: asked only for premier IF, skipped for a member with a spouse; a non-empty list keeps the earlier answer. */
function initialContext(input: DependentsInput): DependentsContext {
  const { answer, skip } = spouseAtStart(input);
  return { tier: input.tier, premier: input.premier, maxItems: input.maxItems, items: input.items, choice: '', answer, error: null, skip };
}

/**
 * The list step as this machine's child: every change of its items is reported to the parent
 * (which persists it and may ask again) instead of persisted by the list itself.
 */
export const dependentListMachine = listStepMachine.provide({
  actions: {
    persist: sendParent((_, params: { items: ListItems }) => ({ type: 'dependents.changed', items: params.items })),
  },
});

/** A report of the list: kept, and persisted. */
const changed = [
  { type: 'keep', params: ({ event }: { event: { items: ListItems } }) => ({ items: event.items }) },
  { type: 'persist', params: ({ event }: { event: { items: ListItems } }) => ({ items: event.items }) },
] as const;

/** The dependents machine; see the file comment for the effects to provide. */
export const dependentsMachine = setup({
  types: { input: {} as DependentsInput, context: {} as DependentsContext, events: {} as DependentsEvent, tags: {} as DependentsTag },
  actors: { list: dependentListMachine },
  actions: {
    persist: paramEffect<{ items: ListItems }>(),
    storeAnswer: paramEffect<{ answer: 'yes' | 'no' }>(),
    choose: assign((_, params: { choice: SpouseChoice }) => ({ choice: params.choice, error: null })),
    accept: assign(({ context }) => ({ answer: context.choice === 'no' ? 'no' as const : 'yes' as const, error: null })),
    refuse: assign({ error: MESSAGES.spouseStatusRequired }),
    reask: assign({ choice: '' as SpouseChoice, answer: null, error: null }),
    keep: assign((_, params: { items: ListItems }) => ({ items: params.items })),
    // The list's policy for the answer now in force.
    setListPolicy: sendTo('list', ({ context }) => ({ type: 'list.setPolicy', policy: dependentPolicy(settingOf(context)) })),
  },
  guards: {
    chosen: ({ context }) => context.choice !== '',
    // A change that leaves the list empty (the last dependent deleted) asks again.
    emptied: ({ context, event }) => event.type === 'dependents.changed' && event.items.length === 0 && context.items.length > 0 && !context.skip,
    isChoice: (_, params: { choice: unknown }) => params.choice === '' || params.choice === 'yes' || params.choice === 'no',
  },
}).createMachine({
  id: 'dependents',
  context: ({ input }) => initialContext(input),
  invoke: {
    id: 'list',
    src: 'list',
    input: ({ context }) => ({ items: [...context.items], policy: dependentPolicy(settingOf(context)) }),
  },
  on: { 'dependents.changed': { actions: changed } },
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
            actions: ['accept', 'setListPolicy', { type: 'storeAnswer', params: ({ context }) => ({ answer: context.answer ?? 'yes' }) }],
          },
          { actions: 'refuse' },
        ],
      },
    },
    answered: {
      on: {
        'dependents.changed': [
          { guard: 'emptied', target: 'asking', actions: [...changed, 'reask', 'setListPolicy'] },
          { actions: changed },
        ],
      },
    },
  },
});
