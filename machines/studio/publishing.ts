/**
 * Publishing a draft (issue 15): Check, then the dry run (how many saved enrollments in flight
 * would break, by field), then confirm with a required reason, now or at a time, optionally
 * applying to enrollments in flight; the result is a live or a scheduled version. Role rules:
 * only a publisher may start; on a 'four eyes' portal a publisher may not publish a draft they
 * authored alone (the server refuses it too, with the same message).
 *
 * The app provides the actors `check` (-> FieldError[]), `dryRun` (-> DryRun) and `publish`
 * (PublishRequest -> {version}).
 */
import { assign, setup } from 'xstate';
import type { FieldError } from '../../schemas/api/types';
import type { StaffRole } from '../../schemas/forms/staff';
import { mayPublish } from '../../schemas/forms/staff';
import { MESSAGES } from '../../schemas/messages';
import { notProvided } from '../effects';
import { messageOf } from './failures';

/** Who is publishing, and the draft's authors and scope rule. */
export interface PublishingInput { roles: readonly StaffRole[]; me: string; authors: readonly string[]; fourEyes: boolean }

/** What the dry run says. */
export interface DryRun {
  supported: boolean; checked: number; failing: number; fields: Record<string, number>;
  /** The draft retires its new tab: how many open enrollments keep it. */
  retires?: { tab: string; kept_by: number };
}

/** What a publish sends. */
export interface PublishRequest { reason: string; effective_at?: string; applies_in_flight?: boolean }

export interface PublishingContext extends PublishingInput {
  problems: FieldError[];
  dryRun: DryRun | null;
  request: PublishRequest | null;
  version: number | null;
  error: string | null;
}

export type PublishingEvent =
  | { type: 'start' }
  | { type: 'submit'; reason: string; effectiveAt?: string; appliesInFlight?: boolean }
  | { type: 'cancel' };


/** The publishing machine; see the file comment for the actors to provide. */
export const publishingMachine = setup({
  types: {
    context: {} as PublishingContext,
    events: {} as PublishingEvent,
    input: {} as PublishingInput,
  },
  actors: {
    check: notProvided<FieldError[], void>('check'),
    dryRun: notProvided<DryRun, void>('dryRun'),
    publish: notProvided<{ version: number }, PublishRequest>('publish'),
  },
  guards: {
    publisher: ({ context }) => mayPublish(context.roles),
    // Four eyes: the draft's only author may not publish it (authored_by lists everyone who saved it).
    ownDraftOnFourEyes: ({ context }) => context.fourEyes && context.authors.length > 0 && context.authors.every((a) => a === context.me),
    hasProblems: (_, problems: FieldError[]) => problems.length > 0,
    noReason: (_, reason: string) => reason.trim() === '',
    scheduled: ({ context }) => Boolean(context.request?.effective_at),
  },
}).createMachine({
  id: 'publishing',
  context: ({ input }) => ({ ...input, problems: [], dryRun: null, request: null, version: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ problems: [], dryRun: null, request: null, error: null }),
      on: {
        start: [
          { guard: 'ownDraftOnFourEyes', target: 'refused', actions: assign({ error: MESSAGES.publishFourEyes }) },
          { guard: 'publisher', target: 'checking' },
        ],
      },
    },
    refused: { on: { cancel: 'idle' } },
    checking: {
      entry: assign({ error: null, problems: [] }),
      invoke: {
        id: 'check',
        src: 'check',
        onDone: [
          { guard: { type: 'hasProblems', params: ({ event }) => event.output }, target: 'problems', actions: assign({ problems: ({ event }) => event.output }) },
          { target: 'dryRunning' },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
      on: { cancel: 'idle' },
    },
    problems: { on: { cancel: 'idle' } },
    dryRunning: {
      invoke: {
        id: 'dryRun',
        src: 'dryRun',
        onDone: { target: 'confirming', actions: assign({ dryRun: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
      on: { cancel: 'idle' },
    },
    confirming: {
      on: {
        submit: [
          { guard: { type: 'noReason', params: ({ event }) => event.reason }, actions: assign({ error: MESSAGES.publishReasonRequired }) },
          {
            target: 'publishing',
            actions: assign(({ event }) => ({
              error: null,
              request: {
                reason: event.reason.trim(),
                ...(event.effectiveAt ? { effective_at: event.effectiveAt } : { applies_in_flight: Boolean(event.appliesInFlight) }),
              },
            })),
          },
        ],
        cancel: 'idle',
      },
    },
    publishing: {
      invoke: {
        id: 'publish',
        src: 'publish',
        input: ({ context }) => context.request as PublishRequest,
        onDone: [
          { guard: 'scheduled', target: 'scheduled', actions: assign({ version: ({ event }) => event.output.version }) },
          { target: 'live', actions: assign({ version: ({ event }) => event.output.version }) },
        ],
        onError: { target: 'confirming', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { cancel: 'idle', start: 'checking' } },
    live: { on: { cancel: 'idle' } },
    scheduled: { on: { cancel: 'idle' } },
  },
});
