import { describe, expect } from 'vitest';
import { rollbackMachine, type RollbackContext } from '../../../../machines/studio';
import { MESSAGES } from '../../../../schemas/messages';
import { expectTags, itWalksModel, lastEvent, type Run } from '../harness';

const ACTIVE_REFUSED = { status: 422, errors: [{ target_element: 'version', error_message: MESSAGES.rollbackActive }] };
const REASON = 'Restore the form as it stood';

const EVENTS = [
  { type: 'rollback.choose', version: 1 },
  { type: 'rollback.choose', version: 2 },
  { type: 'rollback.submit', reason: '  ' },
  { type: 'rollback.submit', reason: `  ${REASON} ` },
  { type: 'rollback.cancel' },
  { type: 'xstate.done.actor.rollBack', output: { version: 4 } },
  { type: 'xstate.error.actor.rollBack', error: ACTIVE_REFUSED },
];

const TAGS = { reasoning: ['chosen'], rollingBack: ['chosen', 'busy'], done: ['done'], failed: ['chosen'] };

function assertSpec(run: Run): void {
  const s = run.snapshot;
  const c = s.context as unknown as RollbackContext;
  const ev = lastEvent(run);
  expectTags(run, TAGS);
  // Nothing is rolled back without a chosen version and a reason, trimmed.
  for (const call of run.calls) expect(call.params).toEqual({ version: expect.any(Number), reason: REASON });
  switch (s.value) {
    case 'idle':
      expect(c.version).toBeNull();
      expect(s.can({ type: 'rollback.submit', reason: REASON })).toBe(false);
      break;
    case 'reasoning':
      expect(c.version).toBe(ev?.type === 'rollback.choose' ? ev.version : c.version);
      expect(c.error).toBe(ev?.type === 'rollback.submit' ? MESSAGES.publishReasonRequired : null);
      break;
    case 'rollingBack':
      expect(run.calls.at(-1)).toEqual({ type: 'rollBack', params: { version: c.version, reason: REASON } });
      expect(c.error).toBeNull();
      break;
    case 'done':
      expect(c.made).toBe(4);
      break;
    case 'failed':
      // The server's refusal is shown; the reason stays to try again.
      expect(c.error).toBe(MESSAGES.rollbackActive);
      expect(c.reason).toBe(REASON);
      expect(s.can({ type: 'rollback.submit', reason: REASON })).toBe(true);
      break;
    default:
      throw new Error(`unexpected state ${String(s.value)}`);
  }
}

describe('rollback model: a publisher', () => {
  itWalksModel(rollbackMachine, { input: { roles: ['publisher'] }, events: EVENTS, actions: [], actors: ['rollBack'], assertState: assertSpec }, {
    reaches: ['idle', 'reasoning', 'rollingBack', 'done', 'failed'],
  });
});

/** Someone without the publisher role: nothing can be chosen, so the walk never leaves idle. */
function assertNoRollback(run: Run): void {
  expect(run.snapshot.value).toBe('idle');
  expect(run.snapshot.can({ type: 'rollback.choose', version: 1 })).toBe(false);
}

describe('rollback model: an author or a viewer', () => {
  itWalksModel(rollbackMachine, { input: { roles: ['author', 'viewer'] }, events: EVENTS, actions: [], actors: ['rollBack'], assertState: assertNoRollback }, {
    reaches: ['idle'], unsent: EVENTS.map((e) => e.type),
  });
});
