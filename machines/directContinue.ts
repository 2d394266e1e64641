/**
 * The direct link /direct-continue/{id}/{tab}?t={token} (enrollment.md section 2): both path
 * parameters are base64; the decoded id is resumed with the link's token (binding this browser),
 * and the user lands on the decoded tab by the saved_tab table. For cart_info, show-quotation is
 * set to 'no'. The token is passed through as the link carries it: the server decides.
 *
 * The app provides the actor `directContinue` (GET direct-continue/{id}?t=), which resolves the
 * ContinueData and rejects with the answer's FieldError[] (or an Error), and the actions
 * `setShowQuotationNo`, `storeSession` (params: { data }) and `navigate` (params: { to, reload }).
 * The flow runs by itself on start and takes no events.
 */
import { setup, assign } from 'xstate';
import type { ContinueData } from '../schemas/api/types';
import type { CustomTabName } from '../schemas/forms/customTabs';
import type { SavedTab } from '../schemas/tabs';
import { noEffect, notProvided, paramEffect, type NavigateParams } from './effects';
import { failureMessage } from '../domain/errors';
import { decodeDirectLink, destinationFor } from './resume';

export interface DirectContinueInput {
  encodedId: string;
  encodedTab: string;
  /** The link's ?t= value, or null when it has none. */
  token: string | null;
}

export interface DirectContinueContext {
  /** The decoded enrollment id, null when the link could not be read. */
  id: string | null;
  tab: SavedTab | CustomTabName | null;
  token: string | null;
  error: string | null;
}

/** What the directContinue actor is called with: the raw uuid and the link's token. */
export interface DirectContinueCall { id: string; token: string | null }

/** directContinue resolves the ContinueData (a refusal rejects). */
export type DirectContinueOutput = ContinueData;

const resumeActions = [
  { type: 'storeSession', params: ({ event }: { event: { output: ContinueData } }) => ({ data: event.output }) },
  { type: 'navigate', params: ({ context }: { context: DirectContinueContext }) => ({ to: destinationFor(context.tab ?? ''), reload: true }) },
] as const;

/** The link could not be opened: the screen shows why. */
export type DirectContinueTag = 'failed';

/** The direct-link machine; see the file comment for the effects to provide. */
export const directContinueMachine = setup({
  types: {
    input: {} as DirectContinueInput,
    context: {} as DirectContinueContext,
    tags: {} as DirectContinueTag,
  },
  actors: {
    directContinue: notProvided<DirectContinueOutput, DirectContinueCall>('directContinue'),
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
  },
}).createMachine({
  id: 'directContinue',
  context: ({ input }) => {
    const link = decodeDirectLink(input.encodedId, input.encodedTab);
    return link.ok
      ? { id: link.id, tab: link.tab, token: input.token, error: null }
      : { id: null, tab: null, token: input.token, error: link.message };
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
        input: ({ context }) => ({ id: context.id!, token: context.token }),
        onDone: [
          { guard: 'isCartTab', target: 'done', actions: ['setShowQuotationNo', ...resumeActions] },
          { target: 'done', actions: [...resumeActions] },
        ],
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ message: failureMessage(event.error) }) } },
      },
    },
    done: { type: 'final' },
    failed: { type: 'final', tags: 'failed' },
  },
});
