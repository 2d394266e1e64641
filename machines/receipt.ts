/**
 * The receipt (enrollment.md sections 2 and 4): it loads the completed enrollment's receipt
 * (get-receipt), then forgets the temporary enrollment in this browser, and when callInvoice is
 * set asks for the invoice (a background request whose failure shows nothing). Return to
 * homepage goes where homeTarget says. A browser that holds no enrollment shows no receipt but
 * still offers the home button.
 *
 * The app provides the actors `loadReceipt` (resolves ReceiptData, rejects with FieldError[] or
 * an Error) and `requestInvoice` (input { policyId }), and the actions `navigate` (params { to })
 * and `forgetEnrollment`.
 */
import { assign, setup } from 'xstate';
import type { ReceiptData } from '../schemas/api/completion';
import type { Eprocess } from '../schemas/enrollee';
import { noEffect, notProvided, paramEffect, type NavigateParams } from './effects';
import { failureMessage } from '../domain/errors';

/** The receipt's route (not a wizard tab: review's Next goes there). */
export { RECEIPT_PATH } from '../schemas/tabs';

/** What the browser stored about the visitor: the home button reads it. */
export interface HomeContext {
  openType: string | null;
  referral: string | null;
  eprocess: Eprocess | null;
}

/** Where each process's home page is. */
export const PROCESS_HOMES: Readonly<Record<Eprocess, string>> = { rep: '/agent-home', applicant: '/member-home', group: '/group-home' };

/**
 * Return to homepage: /referrals?rid={referral} when an open type and a referral are stored,
 * else / when an open type is, else the process's home (rep /agent-home, applicant
 * /member-home, group /group-home); / when nothing says more.
 */
export function homeTarget({ openType, referral, eprocess }: HomeContext): string {
  if (openType && referral) return `/referrals?rid=${encodeURIComponent(referral)}`;
  if (openType) return '/';
  return eprocess ? PROCESS_HOMES[eprocess] ?? '/' : '/';
}

export interface ReceiptInput extends HomeContext {
  /** Whether this browser holds an enrollment (tempId) whose receipt can be loaded. */
  hasEnrollment: boolean;
}

export interface ReceiptContext extends ReceiptInput {
  receipt: ReceiptData | null;
  /** Why the receipt could not be loaded. */
  error: string | null;
}

export type ReceiptEvent = { type: 'receipt.home' } | { type: 'receipt.retry' };

/** What requestInvoice is given. */
export interface InvoiceInput { policyId: string }

const home = { target: '.left', actions: { type: 'navigate', params: ({ context }: { context: ReceiptContext }) => ({ to: homeTarget(context) }) } } as const;

/** What the screen shows: the receipt, no enrollment in this browser, or the failure with Try again. */
export type ReceiptTag = 'shown' | 'absent' | 'unavailable';

/** The receipt machine; see the file comment for the effects to provide. */
export const receiptMachine = setup({
  types: {
    input: {} as ReceiptInput,
    context: {} as ReceiptContext,
    events: {} as ReceiptEvent,
    tags: {} as ReceiptTag,
  },
  actors: {
    loadReceipt: notProvided<ReceiptData, void>('loadReceipt'),
    requestInvoice: notProvided<unknown, InvoiceInput>('requestInvoice'),
  },
  actions: {
    navigate: paramEffect<NavigateParams>(),
    forgetEnrollment: noEffect,
  },
  guards: {
    hasEnrollment: ({ context }) => context.hasEnrollment,
    callsInvoice: (_, params: { receipt: ReceiptData }) => params.receipt.callInvoice,
  },
}).createMachine({
  id: 'receipt',
  context: ({ input }) => ({ ...input, receipt: null, error: null }),
  initial: 'start',
  on: { 'receipt.home': home },
  states: {
    start: { always: [{ guard: 'hasEnrollment', target: 'loading' }, { target: 'absent' }] },
    /** No enrollment in this browser: nothing to show but the home button. */
    absent: { tags: 'absent' },
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'loadReceipt',
        src: 'loadReceipt',
        onDone: [
          {
            guard: { type: 'callsInvoice', params: ({ event }) => ({ receipt: event.output }) },
            target: 'shown.invoicing',
            actions: [assign({ receipt: ({ event }) => event.output }), 'forgetEnrollment'],
          },
          { target: 'shown.done', actions: [assign({ receipt: ({ event }) => event.output }), 'forgetEnrollment'] },
        ],
        onError: { target: 'unavailable', actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
      },
    },
    unavailable: { tags: 'unavailable', on: { 'receipt.retry': 'loading' } },
    shown: {
      tags: 'shown',
      initial: 'done',
      states: {
        invoicing: {
          invoke: {
            id: 'requestInvoice',
            src: 'requestInvoice',
            input: ({ context }) => ({ policyId: context.receipt!.policy_id }),
            // The spec shows nothing for this background request, whatever it answers.
            onDone: 'done',
            onError: 'done',
          },
        },
        done: {},
      },
    },
    left: { type: 'final' },
  },
});
