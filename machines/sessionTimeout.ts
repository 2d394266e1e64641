/**
 * The session timeout warning (WCAG 2.2.1 Timing Adjustable): the server ends a session after a
 * period of inactivity and says on every answer how long is left (x-session-expires-in). Before
 * the end the user is asked whether to stay, and one press keeps the session; at the end what
 * the current step holds is kept in the browser (the app's `keepDraft`), so nothing typed is lost.
 *
 * Time reaches the machine as events (`session.tick` with the clock's `now`), so it stays pure
 * and every path can be walked in a test. The app provides the actor `keepAlive` (POST
 * keep-session-alive, resolving the seconds left) and the action `keepDraft`.
 */
import { assign, setup } from 'xstate';
import { noEffect, notProvided } from './effects';
import { failureMessage } from '../domain/errors';

/** How long before the end the warning shows: well above the 20 s WCAG 2.2.1 asks for. */
export const WARN_BEFORE_MS = 2 * 60 * 1000;

export interface SessionTimeoutContext {
  /** When the session ends (epoch ms), as the server last said; null before any answer. */
  endsAt: number | null;
  /** The clock at the last tick, for the countdown. */
  now: number;
  /** Why staying failed (network down), shown in the warning. */
  error: string | null;
}

export type SessionTimeoutEvent =
  /** An answer of the server carried x-session-expires-in. */
  | { type: 'session.activity'; expiresIn: number; now: number }
  | { type: 'session.tick'; now: number }
  | { type: 'session.stay' }
  /** The server refused a request: the session is over. */
  | { type: 'session.ended' };

/** keepAlive resolves the seconds left after renewing the session, or rejects. */
export type KeepAliveOutput = { expires_in: number };

/** Seconds left before the end, never negative (for the countdown). */
export function secondsLeft(context: Pick<SessionTimeoutContext, 'endsAt' | 'now'>): number {
  return context.endsAt === null ? 0 : Math.max(0, Math.ceil((context.endsAt - context.now) / 1000));
}

/** The warning dialog shows (busy while Stay signed in asks the server), or the session-ended one. */
export type SessionTimeoutTag = 'warning' | 'busy' | 'expired';

/** The session timeout machine; see the file comment for the effects to provide. */
export const sessionTimeoutMachine = setup({
  types: {
    context: {} as SessionTimeoutContext,
    events: {} as SessionTimeoutEvent,
    tags: {} as SessionTimeoutTag,
  },
  actors: {
    keepAlive: notProvided<KeepAliveOutput, unknown>('keepAlive'),
  },
  actions: {
    keepDraft: noEffect,
    noteAnswer: assign((_, params: { expiresIn: number; now: number }) => ({ endsAt: params.now + params.expiresIn * 1000, now: params.now, error: null })),
    noteTime: assign((_, params: { now: number }) => ({ now: params.now })),
  },
  guards: {
    warningDue: ({ context }, params: { now: number }) => context.endsAt !== null && params.now >= context.endsAt - WARN_BEFORE_MS,
    endReached: ({ context }, params: { now: number }) => context.endsAt !== null && params.now >= context.endsAt,
  },
}).createMachine({
  id: 'sessionTimeout',
  context: { endsAt: null, now: 0, error: null },
  initial: 'active',
  on: {
    'session.ended': '.expired',
  },
  states: {
    active: {
      on: {
        'session.activity': { actions: { type: 'noteAnswer', params: ({ event }) => event } },
        'session.tick': [
          { guard: { type: 'endReached', params: ({ event }) => ({ now: event.now }) }, target: 'expired', actions: { type: 'noteTime', params: ({ event }) => ({ now: event.now }) } },
          { guard: { type: 'warningDue', params: ({ event }) => ({ now: event.now }) }, target: 'warning', actions: { type: 'noteTime', params: ({ event }) => ({ now: event.now }) } },
          { actions: { type: 'noteTime', params: ({ event }) => ({ now: event.now }) } },
        ],
      },
    },
    warning: {
      tags: 'warning',
      on: {
        // Another answer (a save in another step of the same session) renewed it.
        'session.activity': { target: 'active', actions: { type: 'noteAnswer', params: ({ event }) => event } },
        'session.stay': 'staying',
        'session.tick': [
          { guard: { type: 'endReached', params: ({ event }) => ({ now: event.now }) }, target: 'expired', actions: { type: 'noteTime', params: ({ event }) => ({ now: event.now }) } },
          { actions: { type: 'noteTime', params: ({ event }) => ({ now: event.now }) } },
        ],
      },
    },
    staying: {
      tags: ['warning', 'busy'],
      invoke: {
        id: 'keepAlive',
        src: 'keepAlive',
        onDone: { target: 'active', actions: assign(({ context, event }) => ({ endsAt: context.now + event.output.expires_in * 1000, error: null })) },
        onError: [
          // Too late: while the call failed the session ran out.
          { guard: { type: 'endReached', params: ({ context }) => ({ now: context.now }) }, target: 'expired' },
          { target: 'warning', actions: assign(({ event }) => ({ error: failureMessage(event.error) })) },
        ],
      },
      on: {
        'session.tick': { actions: { type: 'noteTime', params: ({ event }) => ({ now: event.now }) } },
      },
    },
    expired: {
      type: 'final',
      tags: 'expired',
      entry: 'keepDraft',
    },
  },
});
