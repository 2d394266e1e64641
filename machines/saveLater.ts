/**
 * The shared Save & Continue Later modal (enrollment.md sections 2, 4, 5 and 8): enter an
 * alternate e-mail, send the code, then the saved confirmation with Done. An invalid e-mail only
 * flags 'Enter valid email address'; Send Code does nothing else.
 *
 * The app provides the actor `sendCode` (POST save-enrollment with the tab and its data).
 */
import { assign, setup } from 'xstate';
import { MESSAGES } from '../schemas/messages';
import { notProvided } from './effects';
import { isValidEmail } from './email';
import { failureMessage } from '../domain/errors';

export interface SaveLaterContext {
  email: string;
  /** The modal's text: the prompt while entering, the confirmation once saved, null when closed. */
  message: string | null;
  error: string | null;
}

export type SaveLaterEvent =
  | { type: 'saveLater.open' }
  | { type: 'saveLater.submit'; email: string }
  | { type: 'saveLater.back' }
  | { type: 'saveLater.done' };

export interface SendCodeInput { email: string }
/** sendCode resolves on success and rejects with the answer's FieldError[] (or an Error). */
export type SendCodeOutput = unknown;

/** The modal is open (busy while the code is sent; saved once it went). */
export type SaveLaterTag = 'dialog' | 'busy' | 'saved';

/** The save-later modal machine; see the file comment for the actor to provide. */
export const saveLaterMachine = setup({
  types: {
    context: {} as SaveLaterContext,
    events: {} as SaveLaterEvent,
    tags: {} as SaveLaterTag,
  },
  actors: {
    sendCode: notProvided<SendCodeOutput, SendCodeInput>('sendCode'),
  },
  actions: {
    reset: assign({ email: '', message: null, error: null }),
    prompt: assign({ message: MESSAGES.saveLaterPrompt }),
    showError: assign((_, params: { message: string }) => ({ error: params.message })),
  },
  guards: {
    invalidEmail: (_, params: { email: string }) => !isValidEmail(params.email.trim()),
  },
}).createMachine({
  id: 'saveLater',
  context: { email: '', message: null, error: null },
  initial: 'closed',
  states: {
    closed: {
      entry: 'reset',
      on: { 'saveLater.open': 'enteringEmail' },
    },
    enteringEmail: {
      tags: 'dialog',
      entry: 'prompt',
      on: {
        'saveLater.submit': [
          {
            guard: { type: 'invalidEmail', params: ({ event }) => ({ email: event.email }) },
            actions: [
              assign({ email: ({ event }) => event.email }),
              { type: 'showError', params: { message: MESSAGES.saveLaterInvalidEmail } },
            ],
          },
          { target: 'sending', actions: assign({ email: ({ event }) => event.email.trim(), error: null }) },
        ],
        'saveLater.back': 'closed',
      },
    },
    sending: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'saved', actions: assign({ message: MESSAGES.saveLaterSaved }) },
        onError: {
          target: 'enteringEmail',
          actions: { type: 'showError', params: ({ event }) => ({ message: failureMessage(event.error) }) },
        },
      },
    },
    saved: {
      tags: ['dialog', 'saved'],
      on: { 'saveLater.done': 'closed' },
    },
  },
});
