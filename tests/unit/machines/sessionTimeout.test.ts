import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { secondsLeft, sessionTimeoutMachine, WARN_BEFORE_MS } from '../../../machines/sessionTimeout';
import { effectsOf, itWalksModel, lastEvent, type Run } from './harness';

const IDLE_S = 30 * 60;
const ENDS = IDLE_S * 1000;
type Ctx = { endsAt: number | null; now: number; error: string | null };

/** The model's clock stops here: one session renewed once is every case, and the walk stays finite. */
const HORIZON = 2 * ENDS;

/**
 * What may happen next, on a clock that only moves forward: an answer renewing the session, a
 * minute passing, the clock reaching the warning or the end, the user's choice, the actor's answers.
 */
function events({ context }: { context: Record<string, unknown> }) {
  const { now, endsAt } = context as Ctx;
  // A tick at the current time always: the walker would otherwise send one without a time.
  const later = [...(now === 0 ? [60_000] : []), ...(endsAt === null ? [] : [endsAt - WARN_BEFORE_MS + 1_000, endsAt])]
    .filter((t) => t > now && t <= HORIZON);
  const ticks = [now, ...later];
  return [
    { type: 'session.activity', expiresIn: IDLE_S, now },
    ...ticks.map((t) => ({ type: 'session.tick', now: t })),
    { type: 'session.stay' },
    { type: 'session.ended' },
    { type: 'xstate.done.actor.keepAlive', output: { expires_in: IDLE_S } },
    { type: 'xstate.error.actor.keepAlive', error: new Error('Network down') },
  ];
}
const EVENT_TYPES = ['session.activity', 'session.tick', 'session.stay', 'session.ended', 'xstate.done.actor.keepAlive', 'xstate.error.actor.keepAlive'];

/** The latest event that renews the session or reports a failed attempt. */
const lastOutcome = (run: Run) => run.events.map((e) => e.type).filter((t) => t === 'session.activity' || t.includes('actor.keepAlive')).at(-1);

function assertSpec(run: Run): void {
  const { snapshot: s } = run;
  const ctx = s.context as Ctx;
  const ev = lastEvent(run) as { type: string; now?: number; expiresIn?: number } | undefined;
  // The step's typed values are kept exactly once: when (and only when) the session ended.
  expect(effectsOf(run, 'keepDraft')).toHaveLength(s.value === 'expired' ? 1 : 0);
  // The warning dialog while warning or keeping the session (its button busy then), the ended one once over.
  expect(s.hasTag('warning')).toBe(s.value === 'warning' || s.value === 'staying');
  expect(s.hasTag('busy')).toBe(s.value === 'staying');
  expect(s.hasTag('expired')).toBe(s.value === 'expired');
  if (ev?.type === 'session.activity' && s.value === 'active') expect(ctx.endsAt).toBe(ev.now! + ev.expiresIn! * 1000);
  switch (s.value) {
    case 'active':
      // No warning while more than WARN_BEFORE_MS are left (or nothing is known yet).
      if (ctx.endsAt !== null) expect(ctx.endsAt - ctx.now).toBeGreaterThan(WARN_BEFORE_MS);
      expect(s.can({ type: 'session.stay' })).toBe(false);
      break;
    case 'warning':
      expect(ctx.endsAt).not.toBeNull();
      expect(ctx.endsAt! - ctx.now).toBeLessThanOrEqual(WARN_BEFORE_MS);
      expect(secondsLeft(ctx)).toBeGreaterThan(0);
      // One press keeps the session.
      expect(s.can({ type: 'session.stay' })).toBe(true);
      // A failed keep-alive is said until the session is renewed.
      expect(ctx.error).toBe(lastOutcome(run) === 'xstate.error.actor.keepAlive' ? 'Network down' : null);
      break;
    case 'staying':
      expect(run.calls.at(-1)).toEqual({ type: 'keepAlive', params: undefined });
      break;
    case 'expired':
      expect(s.status).toBe('done');
      // Only the end of the time, the server's refusal, or a failed last-minute keep-alive end it.
      if (ev?.type === 'session.tick') expect(ev.now).toBeGreaterThanOrEqual(ctx.endsAt!);
      else if (ev?.type === 'xstate.error.actor.keepAlive') expect(ctx.now).toBeGreaterThanOrEqual(ctx.endsAt!);
      else expect(ev?.type).toBe('session.ended');
      break;
    default:
      throw new Error(`unexpected state ${String(s.value)}`);
  }
}

describe('session timeout model', () => {
  itWalksModel(sessionTimeoutMachine, {
    events,
    eventTypes: EVENT_TYPES,
    actions: ['keepDraft'],
    actors: ['keepAlive'],
    assertState: assertSpec,
  }, { reaches: ['active', 'warning', 'staying', 'expired'] });
});

describe('session timeout', () => {
  it('renews the deadline from the keep-alive answer and counts down in whole seconds', () => {
    const actor = createActor(sessionTimeoutMachine).start();
    actor.send({ type: 'session.activity', expiresIn: IDLE_S, now: 0 });
    actor.send({ type: 'session.tick', now: ENDS - 90_500 });
    expect(actor.getSnapshot().value).toBe('warning');
    expect(secondsLeft(actor.getSnapshot().context)).toBe(91);
  });
});
