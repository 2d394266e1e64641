/**
 * The direct link /direct-continue/{id}/{tab} (enrollment.md section 2): both parameters are
 * base64; the decoded id is resumed (binding this browser), and the user lands on the decoded
 * tab by the saved_tab table. For cart_info, show-quotation is set to 'no'.
 *
 * The app provides the actor `directContinue` (GET direct-continue/{id}) and the actions
 * `setShowQuotationNo`, `storeSession` (params: { data }) and `navigate` (params: { to, reload }).
 */
import { setup, assign } from 'xstate';
import type { ContinueData } from '../schemas/api/types';
import type { SavedTab } from '../schemas/tabs';
import { noEffect, notProvided, paramEffect, type NavigateParams } from './effects';
import { failureMessage, hasFieldErrors, type FieldError } from './errors';
import { decodeDirectLink, destinationFor } from './resume';

export interface DirectContinueInput { encodedId: string; encodedTab: string }

export interface DirectContinueContext {
  /** The decoded enrollment id, null when the link could not be read. */
  id: string | null;
  tab: SavedTab | null;
  error: string | null;
}

/** The flow runs by itself on start; it takes no user events. */
export type DirectContinueEvent = { type: 'directContinue.noop' };

/** directContinue resolves the ContinueData; a refusal may resolve or reject FieldError[]. */
export type DirectContinueOutput = ContinueData | FieldError[];

const resumeActions = [
  { type: 'storeSession', params: ({ event }: { event: { output: unknown } }) => ({ data: event.output as ContinueData }) },
  { type: 'navigate', params: ({ context }: { context: DirectContinueContext }) => ({ to: destinationFor(context.tab ?? ''), reload: true }) },
] as const;

/** The direct-link machine; see the file comment for the effects to provide. */
export const directContinueMachine = setup({
  types: {
    input: {} as DirectContinueInput,
    context: {} as DirectContinueContext,
    events: {} as DirectContinueEvent,
  },
  actors: {
    directContinue: notProvided<DirectContinueOutput, { id: string }>('directContinue'),
  },
  actions: {
    setShowQuotationNo: noEffect,
    storeSession: paramEffect<{ data: ContinueData }>(),
    navigate: paramEffect<NavigateParams>(),
    fail: assign((_, params: { message: string }) => ({ error: params.message })),
  },
  guards: {
    linkValid: ({ context }) => context.id !== null,
    isCartTab: ({ context }) => context.tab === 'cart_info',
    resultHasFieldErrors: (_, params: { result: unknown }) => hasFieldErrors(params.result),
  },
}).createMachine({
  id: 'directContinue',
  context: ({ input }) => {
    const link = decodeDirectLink(input.encodedId, input.encodedTab);
    return link.ok ? { id: link.id, tab: link.tab, error: null } : { id: null, tab: null, error: link.message };
  },
  initial: 'decoding',
  states: {
    decoding: {
      always: [{ guard: 'linkValid', target: 'continuing' }, { target: 'failed' }],
    },
    continuing: {
      invoke: {
        id: 'directContinue',
        src: 'directContinue',
        input: ({ context }) => ({ id: context.id! }),
        onDone: [
          {
            guard: { type: 'resultHasFieldErrors', params: ({ event }) => ({ result: event.output }) },
            target: 'failed',
            actions: { type: 'fail', params: ({ event }) => ({ message: failureMessage(event.output) }) },
          },
          { guard: 'isCartTab', target: 'done', actions: ['setShowQuotationNo', ...resumeActions] },
          { target: 'done', actions: [...resumeActions] },
        ],
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ message: failureMessage(event.error) }) } },
      },
    },
    done: { type: 'final' },
    failed: { type: 'final' },
  },
});
