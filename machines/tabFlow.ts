/**
 * The per-tab wizard flow (enrollment.md sections 2 and 4): edit, optionally check contact
 * data with the external validators, save, post a screenshot, then go to the next tab or,
 * when a navto marker is stored, back to review-confirm.
 *
 * The app supplies effects with `.provide()`: actors `checkContact` and `saveTab`, actions
 * `navigate`, `clearNavto` and `postScreenshot`. The UI asks `snapshot.can({ type: 'tab.submit', values })`.
 */
import { and, assign, setup } from 'xstate';
import type { WizardTabName } from '../schemas/forms/customTabs';
import { noEffect, notProvided, paramEffect, type NavigateParams } from './effects';
import { failureMessage, fieldErrorsIn, hasFieldErrors, type FieldError } from '../domain/errors';
import { needsContactCheck } from '../domain/wizardRules';
import { nextEntry, previousPath, REVIEW_PATH, type NavEntry } from './wizardNavigation';

/** The tab's values as the form engine holds them; the app converts them for the API. */
export type TabValues = Record<string, unknown>;

export interface TabFlowInput {
  tab: WizardTabName;
  navArray: NavEntry[];
  navto: string | null;
  enrollType: string | null;
  blockReason: string | null;
}

export interface TabFlowContext extends TabFlowInput {
  values: TabValues;
  fieldErrors: FieldError[];
  generalError: string | null;
  /** Where the flow sent the user when it finished (null: stayed on the last tab). */
  destination: string | null;
}

export type TabFlowEvent =
  | { type: 'tab.submit'; values: TabValues }
  | { type: 'tab.back' }
  | { type: 'tab.blockReason'; reason: string | null };

/** Input of both API actors: which tab and the values to check or save. */
export interface TabActorInput { tab: WizardTabName; values: TabValues }
/** checkContact resolves when phone and e-mail are fine and rejects with their FieldError[] when not (or an Error). */
export type CheckContactOutput = void;
/** saveTab resolves on success and rejects with the answer's FieldError[] (or an Error). */
export type SaveTabOutput = unknown;

const backParams = ({ context }: { context: TabFlowContext }): NavigateParams => ({ to: previousPath(context.navArray, context.tab) });
// Only used behind the hasNextTab guard, so the entry exists.
const nextParams = ({ context }: { context: TabFlowContext }): NavigateParams => ({ to: nextEntry(context.navArray, context.tab)!.path });

/** A failed check or save: its field errors at their fields, anything else as one general message. */
const showFailure = [
  { guard: { type: 'failedWithFieldErrors', params: ({ event }: { event: { error: unknown } }) => ({ failure: event.error }) }, target: 'editing', actions: { type: 'showFieldErrors', params: ({ event }: { event: { error: unknown } }) => ({ result: event.error }) } },
  { target: 'editing', actions: { type: 'showGeneralError', params: ({ event }: { event: { error: unknown } }) => ({ failure: event.error }) } },
] as const;

/** The tab takes no Back or Next: checking, saving, or the user moved on. */
export type TabFlowTag = 'busy';

/** The per-tab flow machine; see the file comment for the effects to provide. */
export const tabFlowMachine = setup({
  types: {
    input: {} as TabFlowInput,
    context: {} as TabFlowContext,
    events: {} as TabFlowEvent,
    tags: {} as TabFlowTag,
  },
  actions: {
    navigate: paramEffect<NavigateParams>(),
    clearNavto: noEffect,
    postScreenshot: paramEffect<{ tab: WizardTabName }>(),
    startSubmit: assign((_, params: { values: TabValues }) => ({ values: params.values, fieldErrors: [], generalError: null })),
    showFieldErrors: assign((_, params: { result: unknown }) => ({ fieldErrors: fieldErrorsIn(params.result) })),
    showGeneralError: assign((_, params: { failure: unknown }) => ({ generalError: failureMessage(params.failure) })),
    setDestination: assign((_, params: NavigateParams) => ({ destination: params.to })),
  },
  actors: {
    checkContact: notProvided<CheckContactOutput, TabActorInput>('checkContact'),
    saveTab: notProvided<SaveTabOutput, TabActorInput>('saveTab'),
  },
  guards: {
    canSubmit: ({ context }) => context.blockReason === null,
    needsContactCheck: ({ context }) => needsContactCheck(context.tab, context.enrollType),
    hasNavto: ({ context }) => Boolean(context.navto),
    hasNextTab: ({ context }) => nextEntry(context.navArray, context.tab) !== null,
    failedWithFieldErrors: (_, params: { failure: unknown }) => hasFieldErrors(params.failure),
  },
}).createMachine({
  id: 'tabFlow',
  context: ({ input }) => ({ ...input, values: {}, fieldErrors: [], generalError: null, destination: null }),
  on: {
    'tab.blockReason': { actions: assign({ blockReason: ({ event }) => event.reason }) },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'tab.submit': [
          { guard: and(['canSubmit', 'needsContactCheck']), target: 'checkingContact', actions: { type: 'startSubmit', params: ({ event }) => ({ values: event.values }) } },
          { guard: 'canSubmit', target: 'saving', actions: { type: 'startSubmit', params: ({ event }) => ({ values: event.values }) } },
        ],
        'tab.back': {
          target: 'left',
          actions: [
            { type: 'setDestination', params: backParams },
            { type: 'navigate', params: backParams },
          ],
        },
      },
    },
    checkingContact: {
      tags: 'busy',
      invoke: {
        id: 'checkContact',
        src: 'checkContact',
        input: ({ context }) => ({ tab: context.tab, values: context.values }),
        onDone: { target: 'saving' },
        onError: showFailure,
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveTab',
        src: 'saveTab',
        input: ({ context }) => ({ tab: context.tab, values: context.values }),
        onDone: { target: 'saved' },
        onError: showFailure,
      },
    },
    saved: {
      tags: 'busy',
      // The screenshot is fire-and-forget: the app posts it and ignores a failure (spec section 4).
      entry: { type: 'postScreenshot', params: ({ context }) => ({ tab: context.tab }) },
      always: [
        {
          guard: 'hasNavto',
          target: 'done',
          actions: [
            'clearNavto',
            assign({ navto: null }),
            { type: 'setDestination', params: { to: REVIEW_PATH } },
            { type: 'navigate', params: { to: REVIEW_PATH } },
          ],
        },
        {
          guard: 'hasNextTab',
          target: 'done',
          actions: [
            { type: 'setDestination', params: nextParams },
            { type: 'navigate', params: nextParams },
          ],
        },
        { target: 'done' },
      ],
    },
    /** Saved; the user moved on, or stays on the last tab when destination is null. */
    done: { type: 'final', tags: 'busy' },
    /** Back was pressed; the app navigated to `destination`. */
    left: { type: 'final', tags: 'busy' },
  },
});
