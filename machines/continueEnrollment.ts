/**
 * The continue-enrollment banner (enrollment.md sections 2, 4, 5 and 8): code and e-mail are
 * both required and the e-mail must be valid; a match stores the session values and routes by
 * saved_tab with a reload; a failure flags both fields.
 *
 * The app provides the actor `continueEnrollment` (POST continue-enrollment), which resolves the
 * ContinueData and rejects with the answer's FieldError[] (wrong code, 429) or an Error, and the
 * actions `storeSession` (params: { data }) and `navigate` (params: { to, reload }).
 */
import { assign, setup } from 'xstate';
import type { ContinueData } from '../schemas/api/types';
import { MESSAGES } from '../schemas/messages';
import { notProvided, paramEffect, type NavigateParams } from './effects';
import { isValidEmail } from './email';
import { hasFieldErrors, type FieldError } from '../domain/errors';
import { destinationFor } from './resume';

/** The banner's fields: the continue-enrollment body (a type alias, so it fits the body type the schema derives, which is open). */
export type ContinueFields = { code: string; email: string };

export interface ContinueEnrollmentContext extends ContinueFields {
  /** Errors keyed by `code` and `email`, shown under the banner's inputs. */
  fieldErrors: FieldError[];
}

export type ContinueEnrollmentEvent = { type: 'continue.submit'; code: string; email: string };

/** continueEnrollment resolves the ContinueData (a refusal rejects). */
export type ContinueOutput = ContinueData;

/** Client-side checks of the banner: both fields required, the e-mail well formed. */
export function validateContinue({ code, email }: ContinueFields): FieldError[] {
  const errors: FieldError[] = [];
  if (!code.trim()) errors.push({ target_element: 'code', error_message: MESSAGES.required });
  if (!email.trim()) errors.push({ target_element: 'email', error_message: MESSAGES.required });
  else if (!isValidEmail(email.trim())) errors.push({ target_element: 'email', error_message: MESSAGES.continueInvalidEmail });
  return errors;
}

/**
 * A failed resume flags both inputs (spec section 8): each gets the server's message for it,
 * else the server's first message, else our generic mismatch text.
 */
export function flagBothFields(failure: unknown): FieldError[] {
  const server = hasFieldErrors(failure) ? failure : [];
  const fallback = server[0]?.error_message ?? MESSAGES.continueFailed;
  return (['code', 'email'] as const).map((field) => ({
    target_element: field,
    error_message: server.find((e) => e.target_element === field)?.error_message ?? fallback,
  }));
}

/** The form takes no submit: the code is being checked, or the app went on. */
export type ContinueEnrollmentTag = 'busy';

/** The continue-banner machine; see the file comment for the effects to provide. */
export const continueEnrollmentMachine = setup({
  types: {
    context: {} as ContinueEnrollmentContext,
    events: {} as ContinueEnrollmentEvent,
    tags: {} as ContinueEnrollmentTag,
  },
  actors: {
    continueEnrollment: notProvided<ContinueOutput, ContinueFields>('continueEnrollment'),
  },
  actions: {
    storeSession: paramEffect<{ data: ContinueData }>(),
    navigate: paramEffect<NavigateParams>(),
    flagBoth: assign((_, params: { failure: unknown }) => ({ fieldErrors: flagBothFields(params.failure) })),
  },
  guards: {
    fieldsInvalid: (_, params: ContinueFields) => validateContinue(params).length > 0,
  },
}).createMachine({
  id: 'continueEnrollment',
  context: { code: '', email: '', fieldErrors: [] },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'continue.submit': [
          {
            guard: { type: 'fieldsInvalid', params: ({ event }) => event },
            actions: assign(({ event }) => ({ code: event.code, email: event.email, fieldErrors: validateContinue(event) })),
          },
          { target: 'submitting', actions: assign(({ event }) => ({ code: event.code.trim(), email: event.email.trim(), fieldErrors: [] })) },
        ],
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'continueEnrollment',
        src: 'continueEnrollment',
        input: ({ context }) => ({ code: context.code, email: context.email }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'storeSession', params: ({ event }) => ({ data: event.output }) },
            { type: 'navigate', params: ({ event }) => ({ to: destinationFor(event.output.saved_tab), reload: true }) },
          ],
        },
        onError: { target: 'editing', actions: { type: 'flagBoth', params: ({ event }) => ({ failure: event.error }) } },
      },
    },
    done: { type: 'final', tags: 'busy' },
  },
});
