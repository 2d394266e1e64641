/**
 * The direct link /direct-continue/{id}/{tab}?t={token} (enrollment.md section 2): both path
 * parameters are base64; the decoded id is resumed with the link's token (binding this browser),
 * and the user lands on the decoded tab by the saved_tab table. For cart_info, show-quotation is
 * set to 'no'. The token is passed through as the link carries it: the server decides.
 * A tab staff added exists only in the wizards whose tab list names it: a link naming a well-formed
 * tab id is checked against the enrollment's tab list first (state `checkingTab`), so a tab this
 * enrollment does not have shows this page's error ('This link does not name a step of the
 * enrollment'), not the wizard's 'Page not found'. The spec's tabs are in the resume table and
 * every enrollment has their pages, so they go straight on.
 *
 * The app provides the actors `directContinue` (GET direct-continue/{id}?t=), which resolves the
 * ContinueData and rejects with the answer's FieldError[] (or an Error), and `loadTabs` (input
 * { id }; resolves the tab names of the enrollment's wizard, get-dynamic-tabs as nav_array
 * keeps them; rejects when it cannot be read), and the actions
 * `setShowQuotationNo`, `storeSession` (params: { data }) and `navigate` (params: { to, reload }).
 * The flow runs by itself on start and takes no events.
 */
import { setup, assign } from 'xstate';
import type { ContinueData } from '../schemas/api/types';
import { isCustomTabName, type CustomTabName } from '../schemas/forms/customTabs';
import type { SavedTab } from '../schemas/tabs';
import { noEffect, notProvided, paramEffect, type NavigateParams } from './effects';
import { failureMessage } from '../domain/errors';
import { decodeDirectLink, destinationFor, LINK_TAB_INVALID } from './resume';

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
  /** What the server answered the link, kept while the tab is checked. */
  data: ContinueData | null;
}

/** What the directContinue actor is called with: the raw uuid and the link's token. */
export interface DirectContinueCall { id: string; token: string | null }

/** directContinue resolves the ContinueData (a refusal rejects). */
export type DirectContinueOutput = ContinueData;

/** What loadTabs is called with, and what it resolves: the tab names of the enrollment's wizard. */
export interface LoadTabsCall { id: string }
export type LoadTabsOutput = readonly string[];

const resumeActions = [
  { type: 'storeSession', params: ({ context }: { context: DirectContinueContext }) => ({ data: context.data! }) },
  { type: 'navigate', params: ({ context }: { context: DirectContinueContext }) => ({ to: destinationFor(context.tab ?? ''), reload: true }) },
] as const;

/** A failed call: the page shows its message. */
const callFailed = { target: 'failed', actions: { type: 'fail', params: ({ event }: { event: { error: unknown } }) => ({ message: failureMessage(event.error) }) } } as const;

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
    loadTabs: notProvided<LoadTabsOutput, LoadTabsCall>('loadTabs'),
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
    addedTab: ({ context }) => context.tab !== null && isCustomTabName(context.tab),
    tabListed: ({ context, event }) => (event as unknown as { output: LoadTabsOutput }).output.includes(context.tab ?? ''),
  },
}).createMachine({
  id: 'directContinue',
  context: ({ input }) => {
    const link = decodeDirectLink(input.encodedId, input.encodedTab);
    return link.ok
      ? { id: link.id, tab: link.tab, token: input.token, error: null, data: null }
      : { id: null, tab: null, token: input.token, error: link.message, data: null };
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
        onDone: { target: 'routing', actions: assign(({ event }) => ({ data: event.output })) },
        onError: callFailed,
      },
    },
    routing: {
      always: [
        { guard: 'addedTab', target: 'checkingTab' },
        { guard: 'isCartTab', target: 'done', actions: ['setShowQuotationNo', ...resumeActions] },
        { target: 'done', actions: [...resumeActions] },
      ],
    },
    // The enrollment's tab list, read with the binding the link just gave this browser.
    checkingTab: {
      invoke: {
        id: 'loadTabs',
        src: 'loadTabs',
        input: ({ context }) => ({ id: context.id! }),
        onDone: [
          { guard: 'tabListed', target: 'done', actions: [...resumeActions] },
          { target: 'failed', actions: { type: 'fail', params: { message: LINK_TAB_INVALID } } },
        ],
        onError: callFailed,
      },
    },
    done: { type: 'final' },
    failed: { type: 'final', tags: 'failed' },
  },
});
