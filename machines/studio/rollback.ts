/**
 * Rolling a form back to an earlier version (issue 15): choose the version, give a required
 * reason, then the server publishes that version's content as the next version; the result is
 * the new version's number, or the server's refusal (shown, the reason kept to try again). Only
 * a publisher may start (the server refuses anyone else too). The versions page asks this machine
 * what to show (`state.can`, the `busy` tag) and keeps no state of its own.
 *
 * The app provides the actor `rollBack` ({version, reason} -> {version: the new one}).
 */
import { assign, setup } from 'xstate';
import type { StaffRole } from '../../schemas/forms/staff';
import { mayPublish } from '../../schemas/forms/staff';
import { MESSAGES } from '../../schemas/messages';
import { notProvided } from '../effects';
import { messageOf } from './failures';

/** Who is rolling back. */
export interface RollbackInput { roles: readonly StaffRole[] }

/** What a rollback sends: the version to restore and why. */
export interface RollbackRequest { version: number; reason: string }

export interface RollbackContext extends RollbackInput {
  /** The version chosen to roll back to. */
  version: number | null;
  reason: string;
  /** The version the rollback made. */
  made: number | null;
  error: string | null;
}

export type RollbackEvent =
  | { type: 'rollback.choose'; version: number }
  | { type: 'rollback.submit'; reason: string }
  | { type: 'rollback.cancel' };

const submit = [
  { guard: 'noReason', target: '#rollback.reasoning', actions: 'refuseReason' },
  { target: '#rollback.rollingBack', actions: 'takeReason' },
] as const;

/** The rollback machine; see the file comment for the actor to provide. */
export const rollbackMachine = setup({
  types: {
    context: {} as RollbackContext,
    events: {} as RollbackEvent,
    input: {} as RollbackInput,
    /** chosen: a version is being rolled back to (its reason step shows); busy: the call is out; done: a version was made. */
    tags: {} as 'chosen' | 'busy' | 'done',
  },
  actors: {
    rollBack: notProvided<{ version: number }, RollbackRequest>('rollBack'),
  },
  guards: {
    publisher: ({ context }) => mayPublish(context.roles),
    noReason: ({ event }) => event.type === 'rollback.submit' && event.reason.trim() === '',
  },
  actions: {
    refuseReason: assign({ error: MESSAGES.publishReasonRequired }),
    takeReason: assign({ reason: ({ event }) => (event.type === 'rollback.submit' ? event.reason.trim() : ''), error: null }),
  },
}).createMachine({
  id: 'rollback',
  context: ({ input }) => ({ ...input, version: null, reason: '', made: null, error: null }),
  initial: 'idle',
  on: {
    'rollback.choose': {
      guard: 'publisher',
      target: '.reasoning',
      actions: assign({ version: ({ event }) => event.version, reason: '', made: null, error: null }),
    },
  },
  states: {
    idle: {},
    reasoning: { tags: ['chosen'], on: { 'rollback.submit': submit, 'rollback.cancel': { target: 'idle', actions: assign({ version: null, error: null }) } } },
    rollingBack: {
      tags: ['chosen', 'busy'],
      // A rollback on its way is not abandoned for another choice: its answer is what the page shows next.
      on: { 'rollback.choose': {} },
      invoke: {
        id: 'rollBack',
        src: 'rollBack',
        input: ({ context }) => ({ version: context.version as number, reason: context.reason }),
        onDone: { target: 'done', actions: assign({ made: ({ event }) => event.output.version }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    done: { tags: ['done'], on: { 'rollback.cancel': { target: 'idle', actions: assign({ version: null, made: null }) } } },
    failed: { tags: ['chosen'], on: { 'rollback.submit': submit, 'rollback.cancel': { target: 'idle', actions: assign({ version: null, error: null }) } } },
  },
});
