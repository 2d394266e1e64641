/**
 * The personalised quote dialogs of the cart (storefront.md sections 2 "Cart page", 4 "Quote",
 * 5 and 8): the send-quote form (name required and alphabetic: 'Please enter valid name'; e-mail
 * required and valid: 'Please enter valid email address'; message optional). The form is the
 * engine's (schemas/catalog/storefront/sendQuote.ts through the adapters, issue 16 item 1): it
 * checks those rules with the schema the server checks, so Preview and Send from the form reach
 * this machine with values that passed them. Preview loads the rendered quote and shows it; Send
 * saves and mails the quote, then the confirmation reads 'Quote Successfully Sent to {email}'. A
 * failed call puts its field errors at their fields (the engine shows them) and any other message
 * above the form. Closing keeps what was typed until a quote is sent; after a send the form starts empty.
 *
 * The app provides the actors `loadPreview` (GET get-quote-preview-content; resolves the HTML)
 * and `sendQuote` (POST save-enrollment with tab cart_info; resolves the confirmation text), both
 * rejecting with the answer's FieldError[] (or an Error). Both take { tempId, values }.
 */
import { assign, setup } from 'xstate';
import { notProvided } from '../effects';
import { failureMessage, hasFieldErrors, type FieldError } from '../../domain/errors';

export const SEND_QUOTE_FIELDS = ['name', 'email', 'message'] as const;
export type SendQuoteField = (typeof SEND_QUOTE_FIELDS)[number];
export type SendQuoteValues = Record<SendQuoteField, string>;

export interface SendQuoteContext {
  tempId: string;
  values: SendQuoteValues;
  /** The server's field errors at the form's fields, for the engine to show there. */
  fieldErrors: FieldError[];
  /** The message above the form (a failure that names no field), null when none. */
  error: string | null;
  /** The rendered quote of the last preview. */
  preview: string | null;
  /** The confirmation of the last send. */
  sent: string | null;
}

export type SendQuoteEvent =
  | { type: 'sendQuote.open' }
  | { type: 'sendQuote.close' }
  | { type: 'sendQuote.edit'; values: Partial<SendQuoteValues> }
  /** From the form: the engine's valid values. */
  | { type: 'sendQuote.preview'; values: Partial<SendQuoteValues> }
  /** From the form with its valid values, or from the preview (the values it shows). */
  | { type: 'sendQuote.send'; values?: Partial<SendQuoteValues> }
  /** From the preview back to the form. */
  | { type: 'sendQuote.back' };

/** What both actors are called with. */
export interface SendQuoteCall { tempId: string; values: SendQuoteValues }

const EMPTY: SendQuoteValues = { name: '', email: '', message: '' };
const isField = (target: string): boolean => (SEND_QUOTE_FIELDS as readonly string[]).includes(target);

/** A failed call: field errors at their fields, anything else as the form's message. */
function failureOf(failure: unknown): Pick<SendQuoteContext, 'fieldErrors' | 'error'> {
  if (!hasFieldErrors(failure)) return { fieldErrors: [], error: failureMessage(failure) };
  return { fieldErrors: failure.filter((e) => isField(e.target_element)), error: failure.find((e) => !isField(e.target_element))?.error_message ?? null };
}

/** The form's values with the engine's (only the form's fields). */
function merged(values: SendQuoteValues, next: Partial<SendQuoteValues> = {}): SendQuoteValues {
  const out = { ...values };
  for (const field of SEND_QUOTE_FIELDS) if (typeof next[field] === 'string') out[field] = next[field];
  return out;
}

const call = ({ context }: { context: SendQuoteContext }): SendQuoteCall => ({
  tempId: context.tempId, values: { name: context.values.name.trim(), email: context.values.email.trim(), message: context.values.message.trim() },
});

/** The UI contract: which dialog shows (a running call is `busy`; a send shows no dialog tag of its own). */
export type SendQuoteTag = 'closed' | 'form' | 'preview' | 'sent' | 'busy';
/** Which dialog shows: none, the form (also while a preview loads), the preview, or the confirmation. */
export type SendQuoteStep = 'closed' | 'form' | 'preview' | 'sent';
const STEPS = ['closed', 'form', 'preview', 'sent'] as const;

/** The dialog that shows; a send from the preview keeps the preview on screen (busy) until the confirmation. */
export function sendQuoteStep(snapshot: { hasTag: (tag: SendQuoteTag) => boolean; context: SendQuoteContext }): SendQuoteStep {
  return STEPS.find((step) => snapshot.hasTag(step)) ?? (snapshot.context.preview !== null ? 'preview' : 'form');
}

/** The send-quote machine; see the file comment for the actors to provide. */
export const sendQuoteMachine = setup({
  types: { context: {} as SendQuoteContext, events: {} as SendQuoteEvent, input: {} as { tempId: string }, tags: {} as SendQuoteTag },
  actors: {
    loadPreview: notProvided<string, SendQuoteCall>('loadPreview'),
    sendQuote: notProvided<string, SendQuoteCall>('sendQuote'),
  },
  actions: {
    /** The values the form submitted, and no message left from an earlier answer. */
    takeSubmitted: assign(({ context, event }) => ({ values: merged(context.values, 'values' in event ? event.values : {}), fieldErrors: [], error: null })),
  },
  guards: {
    fromForm: ({ event }) => 'values' in event && event.values !== undefined,
  },
}).createMachine({
  id: 'sendQuote',
  context: ({ input }) => ({ tempId: input.tempId, values: EMPTY, fieldErrors: [], error: null, preview: null, sent: null }),
  initial: 'closed',
  states: {
    closed: {
      tags: ['closed'],
      on: { 'sendQuote.open': { target: 'editing', actions: assign({ fieldErrors: [], error: null, preview: null }) } },
    },
    editing: {
      tags: ['form'],
      on: {
        // The engine clears a server error at a field once it is edited.
        'sendQuote.edit': { actions: assign(({ context, event }) => ({ values: merged(context.values, event.values) })) },
        'sendQuote.preview': { target: 'previewing', actions: 'takeSubmitted' },
        // Send on the form carries the form's values (Send from the preview sends what the preview shows).
        'sendQuote.send': { guard: 'fromForm', target: 'sending', actions: 'takeSubmitted' },
        'sendQuote.close': 'closed',
      },
    },
    previewing: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'loadPreview', src: 'loadPreview', input: call,
        onDone: { target: 'preview', actions: assign(({ event }) => ({ preview: event.output })) },
        onError: { target: 'editing', actions: assign(({ event }) => failureOf(event.error)) },
      },
    },
    preview: {
      tags: ['preview'],
      // A preview stays only while it is shown (and while Send from it runs): Back and any reopening drop it.
      on: { 'sendQuote.back': { target: 'editing', actions: assign({ preview: null }) }, 'sendQuote.send': 'sending', 'sendQuote.close': 'closed' },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendQuote', src: 'sendQuote', input: call,
        onDone: { target: 'sent', actions: assign(({ event }) => ({ sent: event.output, values: EMPTY, preview: null })) },
        onError: { target: 'editing', actions: assign(({ event }) => ({ ...failureOf(event.error), preview: null })) },
      },
    },
    sent: {
      tags: ['sent'],
      on: { 'sendQuote.close': 'closed' },
    },
  },
});
