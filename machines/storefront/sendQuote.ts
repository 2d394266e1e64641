/**
 * The personalised quote dialogs of the cart (storefront.md sections 2 "Cart page", 4 "Quote",
 * 5 and 8): the send-quote form (name required and alphabetic: 'Please enter valid name'; e-mail
 * required and valid: 'Please enter valid email address'; message optional). Preview checks the
 * form, loads the rendered quote and shows it; Send checks the form, saves and mails the quote,
 * then the confirmation reads 'Quote Successfully Sent to {email}'. A failed call puts its field
 * errors at their fields and any other message above the form. Closing keeps what was typed
 * until a quote is sent; after a send the form starts empty.
 *
 * The app provides the actors `loadPreview` (GET get-quote-preview-content; resolves the HTML)
 * and `sendQuote` (POST save-enrollment with tab cart_info; resolves the confirmation text), both
 * rejecting with the answer's FieldError[] (or an Error). Both take { tempId, values }.
 */
import { assign, setup } from 'xstate';
import { isEmailAddress } from '../../schemas/catalog/patterns';
import { QUOTE_NAME_MAX_LENGTH, QUOTE_NAME_PATTERN } from '../../schemas/api/quoteSend';
import { MESSAGES } from '../../schemas/messages';
import { notProvided } from '../effects';
import { failureMessage, hasFieldErrors } from '../../domain/errors';

export const SEND_QUOTE_FIELDS = ['name', 'email', 'message'] as const;
export type SendQuoteField = (typeof SEND_QUOTE_FIELDS)[number];
export type SendQuoteValues = Record<SendQuoteField, string>;
export type SendQuoteErrors = Partial<Record<SendQuoteField, string>>;

export interface SendQuoteContext {
  tempId: string;
  values: SendQuoteValues;
  errors: SendQuoteErrors;
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
  | { type: 'sendQuote.edit'; field: SendQuoteField; value: string }
  | { type: 'sendQuote.preview' }
  | { type: 'sendQuote.send' }
  /** From the preview back to the form. */
  | { type: 'sendQuote.back' };

/** What both actors are called with. */
export interface SendQuoteCall { tempId: string; values: SendQuoteValues }

const EMPTY: SendQuoteValues = { name: '', email: '', message: '' };
const NAME = new RegExp(QUOTE_NAME_PATTERN);
const isField = (target: string): target is SendQuoteField => (SEND_QUOTE_FIELDS as readonly string[]).includes(target);

/** The form's own checks (section 5), the same rules the server's schema applies. */
export function sendQuoteErrors(values: SendQuoteValues): SendQuoteErrors {
  const errors: SendQuoteErrors = {};
  const name = values.name.trim();
  if (!name || name.length > QUOTE_NAME_MAX_LENGTH || !NAME.test(name)) errors.name = MESSAGES.quoteNameInvalid;
  if (!isEmailAddress(values.email.trim())) errors.email = MESSAGES.quoteEmailInvalid;
  return errors;
}

/** A failed call: field errors at their fields, anything else as the form's message. */
function failureOf(failure: unknown): Pick<SendQuoteContext, 'errors' | 'error'> {
  if (!hasFieldErrors(failure)) return { errors: {}, error: failureMessage(failure) };
  const errors: SendQuoteErrors = {};
  let error: string | null = null;
  for (const { target_element: target, error_message: message } of failure) {
    if (isField(target)) errors[target] ??= message;
    else error ??= message;
  }
  return { errors, error };
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
    check: assign(({ context }) => ({ errors: sendQuoteErrors(context.values), error: null })),
  },
  guards: {
    valid: ({ context }) => Object.keys(sendQuoteErrors(context.values)).length === 0,
  },
}).createMachine({
  id: 'sendQuote',
  context: ({ input }) => ({ tempId: input.tempId, values: EMPTY, errors: {}, error: null, preview: null, sent: null }),
  initial: 'closed',
  states: {
    closed: {
      tags: ['closed'],
      on: { 'sendQuote.open': { target: 'editing', actions: assign({ errors: {}, error: null, preview: null }) } },
    },
    editing: {
      tags: ['form'],
      on: {
        'sendQuote.edit': {
          actions: assign(({ context, event }) => {
            const { [event.field]: _cleared, ...errors } = context.errors;
            return { values: { ...context.values, [event.field]: event.value }, errors };
          }),
        },
        'sendQuote.preview': [{ guard: 'valid', target: 'previewing', actions: 'check' }, { actions: 'check' }],
        'sendQuote.send': [{ guard: 'valid', target: 'sending', actions: 'check' }, { actions: 'check' }],
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
