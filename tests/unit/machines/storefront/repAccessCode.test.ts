import { describe, expect, it } from 'vitest';
import { repAccessCodeMachine, repCard } from '../../../../machines/storefront/repAccessCode';
import type { RepLookup } from '../../../../machines/storefront/types';
import { itWalksModel, lastEvent, type Run, expectTags } from '../harness';

/** demo-world.md: Jordan Avery (landing javery) and Sam Noland (valid code, empty landing_url). */
const AVERY: RepLookup = {
  first_name: 'Jordan', last_name: 'Avery', email: 'jordan.avery@example.com', phone: '5552010001',
  agent_code: 'AVERY001', landing_url: 'javery',
};
const NOLAND: RepLookup = { first_name: 'Sam', last_name: 'Noland', email: 'sam.noland@example.com', phone: '5552010002', agent_code: 'NOLAND02', landing_url: '' };
const DOWN = new Error('Network down');

const EVENTS = [
  { type: 'repCode.type', code: 'AVERY00' },
  { type: 'repCode.submit', code: ' AVERY001 ' },
  { type: 'repCode.confirm' },
  { type: 'repCode.cancel' },
  // One contract: validateAgent resolves the rep, null for HTTP 204, and rejects on any other failure.
  { type: 'xstate.done.actor.validateAgent', output: AVERY },
  { type: 'xstate.done.actor.validateAgent', output: NOLAND },
  { type: 'xstate.done.actor.validateAgent', output: null },
  { type: 'xstate.error.actor.validateAgent', error: DOWN },
];

type Ev = { type: string; code?: string; output?: RepLookup | null; error?: unknown };
interface Ctx { code: string; error: string | null; rep: RepLookup | null }

/** The rep the card shows: the answer of the last validation that found one. */
function lastFound(run: Run): RepLookup | null | undefined {
  return (run.events as Ev[]).filter((e) => e.type === 'xstate.done.actor.validateAgent').at(-1)?.output;
}

/** What the screens read: each state's tags (storefront screens never name a state). */
const REP_CODE_TAGS: Record<string, readonly string[]> = { entry: ['entry'], validating: ['validating'], confirming: ['confirming'] };

function assertSpec(run: Run): void {
  const { snapshot: s } = run;
  expectTags(run, REP_CODE_TAGS);
  const ctx = s.context as unknown as Ctx;
  const ev = lastEvent(run) as Ev | undefined;
  expect(s.can({ type: 'repCode.submit', code: 'AVERY001' })).toBe(s.value === 'entry');
  expect(s.can({ type: 'repCode.confirm' })).toBe(s.value === 'confirming');
  expect(s.can({ type: 'repCode.cancel' })).toBe(s.value === 'confirming');
  if (s.value !== 'landed' && s.value !== 'notConfigured') expect(run.effects).toEqual([]);
  switch (s.value) {
    case 'entry':
      expect(ctx.rep).toBeNull();
      if (ev?.type === 'repCode.type') expect(ctx).toEqual({ code: 'AVERY00', error: null, rep: null });
      // A submit always holds a code (the engine's form refuses a blank one first) and asks the server.
      expect(ev?.type).not.toBe('repCode.submit');
      if (ev?.type === 'repCode.cancel' || ev?.type === 'xstate.init') expect(ctx.error).toBeNull();
      if (ev?.type === 'xstate.done.actor.validateAgent') expect(ctx.error).toBe('Invalid Rep Access Code');
      if (ev?.type === 'xstate.error.actor.validateAgent') expect(ctx.error).toBe('Network down');
      break;
    case 'validating':
    case 'revalidating':
      // The code is sent trimmed, and Confirm asks the server again.
      expect(run.calls.at(-1)).toEqual({ type: 'validateAgent', params: { agent_code: 'AVERY001' } });
      if (s.value === 'revalidating') expect(run.calls.length).toBeGreaterThanOrEqual(2);
      break;
    case 'confirming': {
      expect(ctx.rep).toBe(lastFound(run));
      const rep = ctx.rep!;
      expect(repCard(rep)).toEqual(rep === AVERY
        ? { name: 'Jordan Avery', code: 'AVERY001', email: 'jordan.avery@example.com', phone: '5552010001' }
        : { name: 'Sam Noland', code: 'NOLAND02', email: 'sam.noland@example.com', phone: '5552010002' });
      expect(ctx.error).toBe(ev?.type === 'xstate.error.actor.validateAgent' ? 'Network down' : null);
      break;
    }
    case 'landed':
      expect(run.effects).toEqual([
        { type: 'authenticate' },
        { type: 'storeLandingUrl', params: { url: 'javery' } },
        { type: 'navigate', params: { to: '/javery', reload: true } },
      ]);
      break;
    case 'notConfigured':
      expect(ev?.output).toBe(NOLAND);
      expect(run.effects).toEqual([{ type: 'navigate', params: { to: '/landing-config-error/Agent/accessPage' } }]);
      break;
    default:
      throw new Error(`unexpected state ${String(s.value)}`);
  }
}

describe('rep access code model', () => {
  itWalksModel(repAccessCodeMachine, {
    events: EVENTS,
    actions: ['authenticate', 'storeLandingUrl', 'navigate'],
    actors: ['validateAgent'],
    assertState: assertSpec,
  }, { reaches: ['entry', 'validating', 'confirming', 'revalidating', 'landed', 'notConfigured'] });
});

describe('rep confirmation wordings', () => {
  it("names the rep by first and last name (the card's name and the question's)", () => {
    expect(repCard(AVERY).name).toBe('Jordan Avery');
  });
});
