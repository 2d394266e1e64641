/**
 * The Access Code dialog (storefront.md sections 2 "Landing and access dialogs", 4 "Rep code
 * flow", 5 and 8): a rep access code is required ('Field is required': the engine's form of
 * schemas/catalog/storefront/accessCode.ts refuses a blank one, so a submit always holds a code); an unknown code (HTTP 204)
 * reads 'Invalid Rep Access Code' and the message clears on typing; a valid code shows the rep
 * for confirmation (the card with name, code, e-mail and phone, or the question 'Do you want to
 * enroll under Rep' with the rep's name: both wordings share this machine, Yes/Confirm and
 * No/Cancel). Cancel returns to code entry. Confirm re-validates the code, marks the rep
 * authenticated, stores the landing url and reloads on the rep's landing; an empty landing_url
 * goes to /landing-config-error/Agent/accessPage instead.
 *
 * The app provides the actor `validateAgent` (GET validate-agent; resolves the RepLookup, or null
 * for a 204, and rejects on any other failure) and the actions `authenticate`, `storeLandingUrl`
 * (params: { url }) and `navigate` (params: { to, reload }).
 */
import { assign, setup } from 'xstate';
import { MESSAGES } from '../../schemas/messages';
import { noEffect, notProvided, paramEffect, type NavigateParams } from '../effects';
import { failureMessage } from '../../domain/errors';
import { hasLandingUrl, landingConfigErrorPath, landingPath, type RepLookup } from './types';

export interface RepAccessCodeContext {
  /** The code as typed, trimmed on submit. */
  code: string;
  /** The message under the code input, null when there is none. */
  error: string | null;
  /** The rep to confirm, once a code was validated. */
  rep: RepLookup | null;
}

export type RepAccessCodeEvent =
  | { type: 'repCode.type'; code: string }
  | { type: 'repCode.submit'; code: string }
  | { type: 'repCode.confirm' }
  | { type: 'repCode.cancel' };

/** What validateAgent is called with (the call's query parameter). */
export interface ValidateAgentInput { agent_code: string }
/** validateAgent resolves the rep, or null when the server answers 204 (unknown code). */
export type ValidateAgentOutput = RepLookup | null;

/** The confirmation card's lines, in the spec's order. */
export function repCard(rep: RepLookup): { name: string; code: string; email: string; phone: string } {
  return { name: `${rep.first_name} ${rep.last_name}`, code: rep.agent_code, email: rep.email, phone: rep.phone };
}

const invalidOrFailed = (error: unknown) => failureMessage(error);

/** The dialog's steps as tags (no tag: revalidating, or on the way to the rep's landing). */
export type RepAccessCodeTag = 'entry' | 'validating' | 'confirming';
export type RepAccessCodeStep = RepAccessCodeTag | 'revalidating';
const STEPS = ['entry', 'validating', 'confirming'] as const;

/** The dialog's step from the snapshot's tags. */
export function repAccessCodeStep(snapshot: { hasTag: (tag: RepAccessCodeTag) => boolean }): RepAccessCodeStep {
  return STEPS.find((step) => snapshot.hasTag(step)) ?? 'revalidating';
}

/** The rep access code machine; see the file comment for the effects to provide. */
export const repAccessCodeMachine = setup({
  types: {
    context: {} as RepAccessCodeContext,
    events: {} as RepAccessCodeEvent,
    tags: {} as RepAccessCodeTag,
  },
  actors: {
    validateAgent: notProvided<ValidateAgentOutput, ValidateAgentInput>('validateAgent'),
  },
  actions: {
    authenticate: noEffect,
    storeLandingUrl: paramEffect<{ url: string }>(),
    navigate: paramEffect<NavigateParams>(),
    showError: assign((_, params: { message: string }) => ({ error: params.message })),
  },
  guards: {
    found: (_, params: { output: ValidateAgentOutput }) => params.output !== null,
    landingConfigured: (_, params: { output: ValidateAgentOutput }) => hasLandingUrl(params.output?.landing_url),
  },
}).createMachine({
  id: 'repAccessCode',
  context: { code: '', error: null, rep: null },
  initial: 'entry',
  states: {
    entry: {
      tags: ['entry'],
      on: {
        'repCode.type': { actions: assign(({ event }) => ({ code: event.code, error: null })) },
        // A blank code never reaches here: the engine's form refuses it first ('Field is required', schemas/catalog/storefront/accessCode.ts).
        'repCode.submit': { target: 'validating', actions: assign(({ event }) => ({ code: event.code.trim(), error: null })) },
      },
    },
    validating: {
      tags: ['validating'],
      invoke: {
        id: 'validateAgent',
        src: 'validateAgent',
        input: ({ context }) => ({ agent_code: context.code }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => ({ output: event.output }) },
            target: 'confirming',
            actions: assign(({ event }) => ({ rep: event.output })),
          },
          { target: 'entry', actions: { type: 'showError', params: { message: MESSAGES.invalidRepAccessCode } } },
        ],
        onError: { target: 'entry', actions: { type: 'showError', params: ({ event }) => ({ message: invalidOrFailed(event.error) }) } },
      },
    },
    confirming: {
      tags: ['confirming'],
      on: {
        'repCode.confirm': { target: 'revalidating' },
        'repCode.cancel': { target: 'entry', actions: assign({ rep: null, error: null }) },
      },
    },
    // Confirm validates the code again: the rep may have changed since the card was shown.
    revalidating: {
      invoke: {
        id: 'validateAgent',
        src: 'validateAgent',
        input: ({ context }) => ({ agent_code: context.code }),
        onDone: [
          {
            guard: { type: 'landingConfigured', params: ({ event }) => ({ output: event.output }) },
            target: 'landed',
            actions: [
              'authenticate',
              { type: 'storeLandingUrl', params: ({ event }) => ({ url: event.output!.landing_url! }) },
              { type: 'navigate', params: ({ event }) => ({ to: landingPath(event.output!.landing_url!), reload: true }) },
            ],
          },
          {
            guard: { type: 'found', params: ({ event }) => ({ output: event.output }) },
            target: 'notConfigured',
            actions: { type: 'navigate', params: { to: landingConfigErrorPath('Agent', 'accessPage') } },
          },
          { target: 'entry', actions: [assign({ rep: null }), { type: 'showError', params: { message: MESSAGES.invalidRepAccessCode } }] },
        ],
        onError: { target: 'confirming', actions: { type: 'showError', params: ({ event }) => ({ message: invalidOrFailed(event.error) }) } },
      },
    },
    landed: { type: 'final' },
    notConfigured: { type: 'final' },
  },
});
