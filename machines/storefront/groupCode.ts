/**
 * The Employee Enrollment dialog (storefront.md sections 2 "Landing and access dialogs", 4 "Group
 * code flow", 5 and 8): a group enrollment code is required ('Field is required': the engine's form
 * of schemas/catalog/storefront/groupCode.ts refuses a blank one, so a submit always holds a code); an unknown
 * code (HTTP 204) reads 'Invalid Group Enrollment Code' and the message clears on typing; a valid
 * code shows 'The company that you will be enrolling under is:' and the group's name with Yes/No
 * and a link to re-enter the code. Yes sets the employee-enrollment and rep-authenticated flags,
 * resets the landing, rep and group info, stores the landing url, goes to main (/) and reloads;
 * an empty landing_url goes to /landing-config-error/Group/accessPage instead. No resets and
 * closes the dialog (the dialog's code and company; the visitor's landing is kept).
 *
 * The app provides the actor `validateGroup` (GET validate-group; resolves the GroupLookup, or
 * null for a 204, and rejects on any other failure) and the actions `enterEmployeeMode` (params:
 * { group }: the employee-enrollment and rep-authenticated flags), `resetLanding` (landing, rep and
 * group info), `storeLandingUrl` (params: { url }) and `navigate` (params: { to, reload }).
 */
import { assign, setup } from 'xstate';
import { MESSAGES } from '../../schemas/messages';
import { noEffect, notProvided, paramEffect, type NavigateParams } from '../effects';
import { failureMessage } from '../../domain/errors';
import { hasLandingUrl, landingConfigErrorPath, type GroupLookup } from './types';

export interface GroupCodeContext {
  /** The code as typed, trimmed on submit. */
  code: string;
  /** The message under the code input, null when there is none. */
  error: string | null;
  /** The company to confirm, once a code was validated. */
  group: GroupLookup | null;
}

export type GroupCodeEvent =
  | { type: 'groupCode.type'; code: string }
  | { type: 'groupCode.submit'; code: string }
  | { type: 'groupCode.yes' }
  | { type: 'groupCode.no' }
  /** The link under the company: enter another code. */
  | { type: 'groupCode.reenter' };

/** What validateGroup is called with (the call's query parameter). */
export interface ValidateGroupInput { group_code: string }
/** validateGroup resolves the group, or null when the server answers 204 (unknown code). */
export type ValidateGroupOutput = GroupLookup | null;

const EMPTY: GroupCodeContext = { code: '', error: null, group: null };

/** The tags the dialog reads: its step (no tag: leaving, the visitor is on the way elsewhere), and closed. */
export type GroupCodeTag = 'entry' | 'validating' | 'confirming' | 'closed';
export type GroupCodeStep = 'entry' | 'validating' | 'confirming' | 'leaving';
const STEPS = ['entry', 'validating', 'confirming'] as const;

/** The dialog's step from the snapshot's tags, for both screens that show it. */
export function groupCodeStep(snapshot: { hasTag: (tag: GroupCodeTag) => boolean }): GroupCodeStep {
  return STEPS.find((step) => snapshot.hasTag(step)) ?? 'leaving';
}

/** The employee-enrollment (group code) machine; see the file comment for the effects to provide. */
export const groupCodeMachine = setup({
  types: {
    context: {} as GroupCodeContext,
    events: {} as GroupCodeEvent,
    tags: {} as GroupCodeTag,
  },
  actors: {
    validateGroup: notProvided<ValidateGroupOutput, ValidateGroupInput>('validateGroup'),
  },
  actions: {
    enterEmployeeMode: paramEffect<{ group: GroupLookup }>(),
    resetLanding: noEffect,
    storeLandingUrl: paramEffect<{ url: string }>(),
    navigate: paramEffect<NavigateParams>(),
    showError: assign((_, params: { message: string }) => ({ error: params.message })),
  },
  guards: {
    found: (_, params: { output: ValidateGroupOutput }) => params.output !== null,
    landingConfigured: ({ context }) => hasLandingUrl(context.group?.landing_url),
  },
}).createMachine({
  id: 'groupCode',
  context: EMPTY,
  initial: 'entry',
  states: {
    entry: {
      tags: ['entry'],
      on: {
        'groupCode.type': { actions: assign(({ event }) => ({ code: event.code, error: null })) },
        // A blank code never reaches here: the engine's form refuses it first ('Field is required', schemas/catalog/storefront/groupCode.ts).
        'groupCode.submit': { target: 'validating', actions: assign(({ event }) => ({ code: event.code.trim(), error: null })) },
        'groupCode.no': { target: 'closed', actions: assign(EMPTY) },
      },
    },
    validating: {
      tags: ['validating'],
      invoke: {
        id: 'validateGroup',
        src: 'validateGroup',
        input: ({ context }) => ({ group_code: context.code }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => ({ output: event.output }) },
            target: 'confirming',
            actions: assign(({ event }) => ({ group: event.output })),
          },
          { target: 'entry', actions: { type: 'showError', params: { message: MESSAGES.invalidGroupCode } } },
        ],
        onError: { target: 'entry', actions: { type: 'showError', params: ({ event }) => ({ message: failureMessage(event.error) }) } },
      },
    },
    confirming: {
      tags: ['confirming'],
      on: {
        'groupCode.yes': [
          {
            guard: 'landingConfigured',
            target: 'enrolling',
            actions: [
              { type: 'enterEmployeeMode', params: ({ context }) => ({ group: context.group! }) },
              'resetLanding',
              { type: 'storeLandingUrl', params: ({ context }) => ({ url: context.group!.landing_url! }) },
              { type: 'navigate', params: { to: '/', reload: true } },
            ],
          },
          { target: 'notConfigured', actions: { type: 'navigate', params: { to: landingConfigErrorPath('Group', 'accessPage') } } },
        ],
        // No resets the dialog only: the visitor's landing (a rep's, say) stays as it was.
        'groupCode.no': { target: 'closed', actions: assign(EMPTY) },
        'groupCode.reenter': { target: 'entry', actions: assign(EMPTY) },
      },
    },
    enrolling: { type: 'final' },
    notConfigured: { type: 'final' },
    closed: { type: 'final', tags: ['closed'] },
  },
});
