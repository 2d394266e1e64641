import { describe, expect } from 'vitest';
import { publishingMachine, type PublishingContext } from '../../../../machines/studio';
import { MESSAGES } from '../../../../schemas/messages';
import { itWalksModel, lastEvent, type Run } from '../harness';

const PROBLEM = [{ target_element: 'fields.email.label', error_message: 'Give the field a label.' }];
const DRY_RUN = { supported: true, checked: 4, failing: 1, fields: { contact_time: 1 } };
const FOUR_EYES = { status: 403, errors: [{ target_element: 'general', error_message: MESSAGES.publishFourEyes }] };
const LATER = '2030-01-01T09:00:00.000Z';

const EVENTS = [
  { type: 'start' },
  { type: 'cancel' },
  { type: 'xstate.done.actor.check', output: [] },
  { type: 'xstate.done.actor.check', output: PROBLEM },
  { type: 'xstate.error.actor.check', error: new Error('Network down') },
  { type: 'xstate.done.actor.dryRun', output: DRY_RUN },
  { type: 'xstate.error.actor.dryRun', error: new Error('Network down') },
  { type: 'submit', reason: '  ' },
  { type: 'submit', reason: 'Asked by Acme HR', appliesInFlight: true },
  { type: 'submit', reason: 'Asked by Acme HR', effectiveAt: LATER },
  { type: 'xstate.done.actor.publish', output: { version: 7 } },
  { type: 'xstate.error.actor.publish', error: FOUR_EYES },
];

function assertSpec(run: Run, input: { roles: string[]; fourEyesOwn: boolean }): void {
  const s = run.snapshot;
  const c = s.context as unknown as PublishingContext;
  const ev = lastEvent(run);
  // Nothing is published before a clean check, a dry run and a reason.
  const publishCalls = run.calls.filter((x) => x.type === 'publish');
  for (const call of publishCalls) expect((call.params as { reason: string }).reason).toBe('Asked by Acme HR');
  switch (s.value) {
    case 'idle':
      expect(s.can({ type: 'start' })).toBe(input.roles.includes('publisher') || input.fourEyesOwn);
      break;
    case 'refused':
      expect(input.fourEyesOwn).toBe(true);
      expect(c.error).toBe(MESSAGES.publishFourEyes);
      expect(run.calls).toEqual([]);
      break;
    case 'checking':
      expect(input.roles).toContain('publisher');
      break;
    case 'problems':
      expect(c.problems).toEqual(PROBLEM);
      break;
    case 'failed':
      expect(c.error).toBe('Network down');
      break;
    case 'dryRunning':
      expect(run.calls.at(-1)?.type).toBe('dryRun');
      break;
    case 'confirming':
      expect(c.dryRun).toEqual(DRY_RUN);
      if (ev?.type === 'submit') expect(c.error).toBe(MESSAGES.publishReasonRequired);
      if (ev?.type === 'xstate.error.actor.publish') expect(c.error).toBe(MESSAGES.publishFourEyes);
      break;
    case 'publishing':
      expect(run.calls.at(-1)?.params).toEqual(ev?.effectiveAt
        ? { reason: 'Asked by Acme HR', effective_at: LATER }
        : { reason: 'Asked by Acme HR', applies_in_flight: true });
      break;
    case 'live':
    case 'scheduled':
      expect(c.version).toBe(7);
      expect(s.value).toBe(c.request?.effective_at ? 'scheduled' : 'live');
      break;
    default:
      throw new Error(`unexpected state ${String(s.value)}`);
  }
}

describe('publishing model: a publisher', () => {
  const input = { roles: ['publisher'], me: 'publisher2@studio.example', authors: ['author@studio.example'], fourEyes: true };
  itWalksModel(publishingMachine, { input, events: EVENTS, actions: [], actors: ['check', 'dryRun', 'publish'], assertState: (run) => assertSpec(run, { roles: input.roles, fourEyesOwn: false }) }, {
    reaches: ['idle', 'checking', 'problems', 'failed', 'dryRunning', 'confirming', 'publishing', 'live', 'scheduled'],
  });
});

describe('publishing model: an author only', () => {
  const input = { roles: ['author'], me: 'author@studio.example', authors: ['author@studio.example'], fourEyes: false };
  itWalksModel(publishingMachine, { input, events: EVENTS, actions: [], actors: ['check', 'dryRun', 'publish'], assertState: (run) => assertSpec(run, { roles: input.roles, fourEyesOwn: false }) }, {
    reaches: ['idle'], unsent: EVENTS.map((e) => e.type).filter((t) => t !== 'xstate.init'),
  });
});

describe('publishing model: the only author on a four-eyes portal', () => {
  const input = { roles: ['author', 'publisher'], me: 'publisher@studio.example', authors: ['publisher@studio.example'], fourEyes: true };
  itWalksModel(publishingMachine, { input, events: EVENTS, actions: [], actors: ['check', 'dryRun', 'publish'], assertState: (run) => assertSpec(run, { roles: input.roles, fourEyesOwn: true }) }, {
    reaches: ['idle', 'refused'], unsent: EVENTS.map((e) => e.type).filter((t) => !['start', 'cancel'].includes(t)),
  });
});
