import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  choosesPortal, planDetailEntryMachine, type PlanDetailEntryContext, type PlanDetailEntryInput,
} from '../../../../machines/storefront/planDetailEntry';
import { MESSAGES } from '../../../../schemas/messages';
import { itWalksModel, lastEvent, type Run, expectTags } from '../harness';

const TEMP = '0b7c6d1e-1111-4222-8333-944445555666';
const MEMBER_FILTER = { temp_enrollment_id: TEMP, portal_id: 12 };

const EVENTS = [
  { type: 'entry.tier', tier: 'IS' },
  { type: 'entry.tier', tier: null },
  { type: 'entry.submitTier' },
  { type: 'entry.portal', portalId: 11 },
  { type: 'entry.portal', portalId: null },
  { type: 'entry.group', groupId: 2001 },
  { type: 'entry.submitPortal' },
  { type: 'entry.quoted', tempId: TEMP },
  { type: 'entry.plan', planType: 'MM' },
  { type: 'xstate.done.actor.createMemberFilter', output: MEMBER_FILTER },
  { type: 'xstate.error.actor.createMemberFilter', error: new Error('Network down') },
];

const NOBODY: PlanDetailEntryInput = { tempId: null, enrollType: null, userId: null, portalId: null, isRep: false, visitor: { agent_id: null, group_id: null } };
/** A visitor who came through a group (a group landing, site or code). */
const OF_GROUP: PlanDetailEntryInput = { ...NOBODY, visitor: { agent_id: null, group_id: 2001 } };
/** A signed-in rep. */
const REP: PlanDetailEntryInput = { ...NOBODY, isRep: true, visitor: { agent_id: 1001, group_id: null } };

/** The spec's outcome at every state the walk reaches. */
const assertSpec = (input: PlanDetailEntryInput) => (run: Run): void => {
  expectTags(run, ENTRY_TAGS);
  // The plan, once told, marks the premier flag in every state.
  expect(run.effects.filter((effect) => effect.type === 'markPremier')).toHaveLength(run.events.filter((event) => event.type === 'entry.plan').length);
  const ctx = run.snapshot.context as unknown as PlanDetailEntryContext;
  const ev = lastEvent(run) as { type: string } | undefined;
  switch (run.snapshot.value) {
    case 'askingTier':
      // Only a signed-in member without an enrollment is asked the tier.
      expect([input.tempId, input.enrollType, input.userId !== null]).toEqual([null, null, true]);
      if (ev?.type === 'entry.submitTier') expect(ctx.error).toBe(MESSAGES.chooseTier);
      if (ev?.type === 'xstate.error.actor.createMemberFilter') expect(ctx.error).toBe('Network down');
      break;
    case 'creatingMember':
      expect(run.calls.at(-1)).toEqual({ type: 'createMemberFilter', params: { userId: input.userId, tier: 'IS' } });
      break;
    case 'choosingPortal':
      expect(input.tempId).toBeNull();
      // Only a visitor of a rep or a group chooses a portal.
      expect(choosesPortal(input.visitor)).toBe(true);
      if (ev?.type === 'entry.submitPortal') expect(ctx.error).toBe(MESSAGES.choosePlatform);
      expect(run.effects).toEqual([]);
      break;
    case 'basicInfo':
      expect(ctx.tempId).toBeNull();
      // Anyone else quotes at once, on the default portal the server picks: nothing is stored for them.
      if (!choosesPortal(input.visitor)) expect(run.effects).toEqual([]);
      if (ev?.type === 'entry.submitPortal') {
        expect(run.effects).toEqual([{ type: 'storePortal', params: { portal_id: 11, group_id: input.isRep ? ctx.groupId : null } }]);
      }
      break;
    case 'ready':
      // Pricing needs an enrollment: ready always has one.
      expect(ctx.tempId).toBe(input.tempId ?? TEMP);
      if (ev?.type === 'xstate.done.actor.createMemberFilter') {
        expect(run.effects).toContainEqual({
          type: 'storeEnrollment', params: { tempId: TEMP, portal_id: 12, tier: 'IS', enroll_type: 'existing-user', isFilterDataSubmitted: true },
        });
      }
      break;
    default:
      throw new Error(`unexpected state ${String(run.snapshot.value)}`);
  }
};

const TIER = ['entry.tier', 'entry.submitTier', 'xstate.done.actor.createMemberFilter', 'xstate.error.actor.createMemberFilter'];
const PORTAL = ['entry.portal', 'entry.group', 'entry.submitPortal'];

/** What the screens read: each state's tags (storefront screens never name a state). */
const ENTRY_TAGS: Record<string, readonly string[]> = { askingTier: ['tierDialog'], creatingMember: ['tierDialog', 'busy'], choosingPortal: ['portalDialog'], basicInfo: ['basicInfo'], ready: ['ready'] };

/** Walks the machine from this entry with the events that entry can meet. */
const walk = (input: PlanDetailEntryInput, types: string[], reaches: string[], unsent: string[] = []) => itWalksModel(planDetailEntryMachine, {
  input, events: EVENTS.filter((event) => event.type === 'entry.plan' || types.includes(event.type)), actions: ['storeEnrollment', 'storePortal', 'markPremier'],
  actors: ['createMemberFilter'],
  assertState: assertSpec(input),
}, { reaches, unsent });

describe('plan detail entry: a visitor with a quote is ready', () => {
  // Telling the plan changes no state: the direct test below plays it on a settled entry.
  walk({ ...NOBODY, tempId: TEMP, portalId: 11 }, [], ['ready'], ['entry.plan']);
});
describe('plan detail entry: a signed-in member without an enrollment chooses a tier', () => {
  walk({ ...NOBODY, userId: 7001 }, TIER, ['askingTier', 'creatingMember', 'ready']);
});
describe('plan detail entry: a visitor of a group without a portal chooses one, then the basic info', () => {
  walk(OF_GROUP, [...PORTAL, 'entry.quoted'], ['choosingPortal', 'basicInfo', 'ready']);
});
describe('plan detail entry: a rep chooses a portal and a group', () => {
  walk(REP, [...PORTAL, 'entry.quoted'], ['choosingPortal', 'basicInfo', 'ready']);
});
describe('plan detail entry: a visitor of no rep and no group has no portal choice', () => {
  walk(NOBODY, ['entry.quoted'], ['basicInfo', 'ready']);
});

describe('plan detail entry: the plan marks the premier flag', () => {
  const marks = (input: PlanDetailEntryInput, planTypes: Array<string | null>) => {
    let marked = 0;
    const actor = createActor(planDetailEntryMachine.provide({ actions: { markPremier: () => void (marked += 1) } }), { input }).start();
    for (const planType of planTypes) actor.send({ type: 'entry.plan', planType });
    actor.stop();
    return marked;
  };
  it('marks a premier (MM) plan, whether the entry is settled or not, and nothing else', () => {
    expect(marks({ ...NOBODY, tempId: TEMP, portalId: 11 }, ['MM'])).toBe(1);
    expect(marks(NOBODY, ['MM'])).toBe(1);
    expect(marks(OF_GROUP, ['MD', null])).toBe(0);
  });
});
describe('plan detail entry: a visitor with a portal fills in the basic info', () => {
  walk({ ...NOBODY, portalId: 11 }, ['entry.quoted'], ['basicInfo', 'ready']);
});
