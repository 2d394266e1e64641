/**
 * The dependent info dialog of plan detail (storefront.md sections 2, 5 and 7; issue 8 point 5):
 * 'Please provide the following information'. What the quote already holds is loaded first
 * (a failed read leaves the fields empty); the spouse's DOB (IS, IF) and the number of children
 * (IC 1-9, IF 1-8) are the engine form's (schemas/catalog/storefront/dependentInfo.ts), which
 * checks them with the schema store-temp-dependent-info checks them with; Continue hands the
 * valid values here and they are stored. Server field errors land at their fields, any other
 * failure is the dialog's message. Editing a field clears its message and the dialog's.
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

export interface DependentFormValues { dep_dob: string; no_of_children: string }

export interface DependentInfoContext {
  tier: string; values: DependentFormValues; errors: Record<string, string>;
  /** What the quote holds once stored. */
  saved: DependentInfo | null;
}

export type DependentInfoEvent =
  | { type: 'dependents.change'; values: DependentFormValues; field: string }
  /** Values that passed the form's schema (the engine checked them). */
  | { type: 'dependents.submit'; values: DependentFormValues };

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
            values: event.values,
            errors: Object.fromEntries(Object.entries(context.errors).filter(([target]) => target !== event.field && target !== 'general')),
          })),
        },
        'dependents.submit': { target: 'saving', actions: assign(({ event }) => ({ values: event.values, errors: {} })) },
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
