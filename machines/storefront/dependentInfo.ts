/**
 * The dependent info dialog of plan detail (storefront.md sections 2, 5 and 7; issue 8 point 5):
 * 'Please provide the following information'. What the quote already holds is loaded first
 * (a failed read leaves the fields empty); the spouse's DOB (IS, IF; typed with slashes inserted)
 * and the number of children (IC 1-9, IF 1-8) are checked with the shared rules
 * (domain/storefront/planQuestionRules.ts) at Continue, then stored; server field errors land at
 * their fields, any other failure is the dialog's message. Typing in a field clears its message.
 *
 * The app provides the actors `loadInfo` (resolves DependentInfo) and `storeInfo` (input
 * { values }; resolves DependentInfo, rejects with field errors or a failure). The action `saved`
 * (params DependentInfo) marks the outcome; the app may provide it or follow the state reached.
 */
import { assign, setup } from 'xstate';
import type { DependentInfo } from '../../schemas/api/planQuestions';
import { notProvided, paramEffect } from '../effects';
import { failureMessage, hasFieldErrors } from '../../domain/errors';
import { errorsByTarget } from './healthQuestionPanel';
import { dependentInfoErrors } from '../../domain/storefront/planQuestionRules';
import { formatDateInput } from '../../domain/dateInput';

export interface DependentFormValues { dep_dob: string; no_of_children: string }

export interface DependentInfoContext {
  tier: string; values: DependentFormValues; errors: Record<string, string>;
  /** What the quote holds once stored. */
  saved: DependentInfo | null;
}

export type DependentInfoEvent =
  | { type: 'dependents.change'; field: keyof DependentFormValues; value: string }
  | { type: 'dependents.submit'; now: Date };

export const EMPTY_DEPENDENTS: DependentFormValues = { dep_dob: '', no_of_children: '' };

/** The form's values from what the quote holds. */
export function dependentValuesOf(info: DependentInfo): DependentFormValues {
  return { dep_dob: info.spouse_dob ?? '', no_of_children: info.no_of_children === null ? '' : String(info.no_of_children) };
}

/** The dependent info machine; see the file comment for the effects to provide. */
export const dependentInfoMachine = setup({
  types: { context: {} as DependentInfoContext, events: {} as DependentInfoEvent, input: {} as { tier: string } },
  actors: {
    loadInfo: notProvided<DependentInfo, void>('loadInfo'),
    storeInfo: notProvided<DependentInfo, { values: DependentFormValues }>('storeInfo'),
  },
  actions: { saved: paramEffect<DependentInfo>() },
  guards: {
    invalid: ({ context, event }) => event.type === 'dependents.submit' && dependentInfoErrors(context.tier, context.values, event.now).length > 0,
  },
}).createMachine({
  id: 'dependentInfo',
  context: ({ input }) => ({ tier: input.tier, values: EMPTY_DEPENDENTS, errors: {}, saved: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadInfo',
        src: 'loadInfo',
        onDone: { target: 'editing', actions: assign(({ event }) => ({ values: dependentValuesOf(event.output) })) },
        onError: 'editing',
      },
    },
    editing: {
      on: {
        'dependents.change': {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, [event.field]: event.field === 'dep_dob' ? formatDateInput(event.value) : event.value },
            errors: Object.fromEntries(Object.entries(context.errors).filter(([target]) => target !== event.field && target !== 'general')),
          })),
        },
        'dependents.submit': [
          { guard: 'invalid', actions: assign(({ context, event }) => ({ errors: errorsByTarget(dependentInfoErrors(context.tier, context.values, event.now)) })) },
          { target: 'saving', actions: assign({ errors: {} }) },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'storeInfo',
        src: 'storeInfo',
        input: ({ context }) => ({ values: context.values }),
        onDone: { target: 'saved', actions: [assign(({ event }) => ({ saved: event.output })), { type: 'saved', params: ({ event }) => event.output }] },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ errors: hasFieldErrors(event.error) ? errorsByTarget(event.error) : { general: failureMessage(event.error) } })),
        },
      },
    },
    saved: { type: 'final' },
  },
});
