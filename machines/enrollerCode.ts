/**
 * The Enter Enroller Code button and modal (enrollment.md sections 2, 4, 5 and 8). The button
 * shows for reps, for the groups that require a code (2556 and 2512 in the demo world: data of
 * the group, groups.requires_enroller_code, answered by check-enroll-code as `required`), or when
 * check-enroll-code says so. Where a code is required Next is blocked until one is saved; saving
 * one clears the requirement.
 *
 * The app provides the actor `saveCode` (POST save-enroller-code). The tab flow reads the rule
 * through `enrollerCodeBlock(snapshot.context)` from ./rules.
 */
import { assign, setup } from 'xstate';
import { MESSAGES } from '../schemas/messages';
import { notProvided } from './effects';
import { failureMessage } from '../domain/errors';
import { isCodeMissing, showsEnrollerButton } from '../domain/wizardRules';

export interface EnrollerCodeInput {
  eprocess: string | null;
  /** check-enroll-code's show_enroll_code */
  serverShows: boolean;
  /** check-enroll-code's required: the enrollment's group requires a code (groups.requires_enroller_code). */
  required: boolean;
  /** check-enroll-code's saved */
  saved: boolean;
}

export interface EnrollerCodeContext extends EnrollerCodeInput {
  /** The modal's message: 'Enter Enroller Code' or the server's answer. */
  error: string | null;
}

export type EnrollerCodeEvent =
  | { type: 'enroller.open' }
  | { type: 'enroller.submit'; code: string }
  | { type: 'enroller.cancel' };

/** saveCode resolves on success and rejects with the answer's FieldError[] (or an Error); its message shows in the modal. */
export type SaveCodeOutput = unknown;
export interface SaveCodeInput { code: string }

/** The code dialog is open (busy while the code is saved). */
export type EnrollerCodeTag = 'dialog' | 'busy';

/** The enroller-code machine; see the file comment for the actor to provide. */
export const enrollerCodeMachine = setup({
  types: {
    input: {} as EnrollerCodeInput,
    context: {} as EnrollerCodeContext,
    events: {} as EnrollerCodeEvent,
    tags: {} as EnrollerCodeTag,
  },
  actors: {
    saveCode: notProvided<SaveCodeOutput, SaveCodeInput>('saveCode'),
  },
  actions: {
    showError: assign((_, params: { message: string }) => ({ error: params.message })),
  },
  guards: {
    showButton: ({ context }) => showsEnrollerButton(context),
    codeMissing: ({ context }) => isCodeMissing(context),
    codeEmpty: (_, params: { code: string }) => params.code.trim() === '',
  },
}).createMachine({
  id: 'enrollerCode',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'enroller.open': { guard: 'showButton', target: 'open', actions: assign({ error: null }) },
      },
    },
    open: {
      tags: 'dialog',
      on: {
        'enroller.submit': [
          {
            guard: { type: 'codeEmpty', params: ({ event }) => ({ code: event.code }) },
            actions: { type: 'showError', params: { message: MESSAGES.enrollerCodeEmpty } },
          },
          { target: 'saving', actions: assign({ error: null }) },
        ],
        'enroller.cancel': { target: 'closed', actions: assign({ error: null }) },
      },
    },
    saving: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'saveCode',
        src: 'saveCode',
        input: ({ event }) => ({ code: event.type === 'enroller.submit' ? event.code.trim() : '' }),
        onDone: { target: 'closed', actions: assign({ saved: true }) },
        onError: {
          target: 'open',
          actions: { type: 'showError', params: ({ event }) => ({ message: failureMessage(event.error) }) },
        },
      },
    },
  },
});
