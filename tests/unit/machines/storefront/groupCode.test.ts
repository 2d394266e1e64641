import { describe, expect } from 'vitest';
import { groupCodeMachine } from '../../../../machines/storefront/groupCode';
import type { GroupLookup } from '../../../../machines/storefront/types';
import { MESSAGES } from '../../../../schemas/messages';
import { itWalksModel, lastEvent, type Run, expectTags } from '../harness';

/** demo-world.md: Acme Manufacturing (landing acme) and Noland Supply (valid code, empty landing_url). */
const ACME: GroupLookup = { name: 'Acme Manufacturing', group_id: 2001, landing_url: 'acme' };
const NOLAND: GroupLookup = { name: 'Noland Supply', group_id: 2002, landing_url: '' };

const EVENTS = [
  { type: 'groupCode.type', code: 'ACME200' },
  { type: 'groupCode.submit', code: 'ACME2001 ' },
  { type: 'groupCode.yes' },
  { type: 'groupCode.no' },
  { type: 'groupCode.reenter' },
  // One contract: validateGroup resolves the group, null for HTTP 204, and rejects on any other failure.
  { type: 'xstate.done.actor.validateGroup', output: ACME },
  { type: 'xstate.done.actor.validateGroup', output: NOLAND },
  { type: 'xstate.done.actor.validateGroup', output: null },
  { type: 'xstate.error.actor.validateGroup', error: new Error('Network down') },
];

type Ev = { type: string; code?: string; output?: GroupLookup | null };
interface Ctx { code: string; error: string | null; group: GroupLookup | null }

/** The company the dialog shows: the answer of the last validation. */
const lastAnswer = (run: Run) => (run.events as Ev[]).filter((e) => e.type === 'xstate.done.actor.validateGroup').at(-1)?.output;

/** What the screens read: each state's tags (storefront screens never name a state). */
const GROUP_CODE_TAGS: Record<string, readonly string[]> = { entry: ['entry'], validating: ['validating'], confirming: ['confirming'], closed: ['closed'] };

function assertSpec(run: Run): void {
  const { snapshot: s } = run;
  expectTags(run, GROUP_CODE_TAGS);
  const ctx = s.context as unknown as Ctx;
  const ev = lastEvent(run) as Ev | undefined;
  expect(s.can({ type: 'groupCode.submit', code: 'ACME2001' })).toBe(s.value === 'entry');
  expect(s.can({ type: 'groupCode.yes' })).toBe(s.value === 'confirming');
  expect(s.can({ type: 'groupCode.reenter' })).toBe(s.value === 'confirming');
  if (s.value !== 'enrolling' && s.value !== 'notConfigured') expect(run.effects).toEqual([]);
  switch (s.value) {
    case 'entry':
      expect(ctx.group).toBeNull();
      if (ev?.type === 'groupCode.type') expect(ctx).toEqual({ code: 'ACME200', error: null, group: null });
      // A submit always holds a code (the engine's form refuses a blank one first) and asks the server.
      expect(ev?.type).not.toBe('groupCode.submit');
      // The re-enter link starts over with an empty code.
      if (ev?.type === 'groupCode.reenter' || ev?.type === 'xstate.init') expect(ctx).toEqual({ code: '', error: null, group: null });
      if (ev?.type === 'xstate.done.actor.validateGroup') expect(ctx.error).toBe('Invalid Group Enrollment Code');
      if (ev?.type === 'xstate.error.actor.validateGroup') expect(ctx.error).toBe('Network down');
      break;
    case 'validating':
      expect(run.calls.at(-1)).toEqual({ type: 'validateGroup', params: { group_code: 'ACME2001' } });
      expect(ctx.error).toBeNull();
      break;
    case 'confirming':
      // 'The company that you will be enrolling under is:' followed by the group's name.
      expect(ctx.group).toBe(lastAnswer(run));
      expect(MESSAGES.enrollingCompany).toBe('The company that you will be enrolling under is:');
      expect(ctx.error).toBeNull();
      break;
    case 'enrolling':
      expect(ctx.group).toBe(ACME);
      expect(run.effects).toEqual([
        { type: 'enterEmployeeMode', params: { group: ACME } },
        { type: 'resetLanding' },
        { type: 'storeLandingUrl', params: { url: 'acme' } },
        { type: 'navigate', params: { to: '/', reload: true } },
      ]);
      break;
    case 'notConfigured':
      expect(ctx.group).toBe(NOLAND);
      expect(run.effects).toEqual([{ type: 'navigate', params: { to: '/landing-config-error/Group/accessPage' } }]);
      break;
    case 'closed':
      // No resets the dialog and closes it; nothing is stored.
      expect(ev?.type).toBe('groupCode.no');
      expect(ctx).toEqual({ code: '', error: null, group: null });
      break;
    default:
      throw new Error(`unexpected state ${String(s.value)}`);
  }
}

describe('employee enrollment (group code) model', () => {
  itWalksModel(groupCodeMachine, {
    events: EVENTS,
    actions: ['enterEmployeeMode', 'resetLanding', 'storeLandingUrl', 'navigate'],
    actors: ['validateGroup'],
    assertState: assertSpec,
  }, { reaches: ['entry', 'validating', 'confirming', 'enrolling', 'notConfigured', 'closed'] });
});
