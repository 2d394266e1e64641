import { describe, expect } from 'vitest';
import { repLandingMachine, type RepLandingContext } from '../../../../machines/storefront/repLanding';
import type { PortalChoice } from '../../../../machines/storefront/repLandingTypes';
import { MESSAGES } from '../../../../schemas/messages';
import { itWalksModel, lastEvent, type Run, expectTags } from '../harness';

/** demo-world.md: rep 1001 sells on portals 11 and 12 and enrolls for groups 2001 and 2556. */
const GRP: PortalChoice = { platform_group_id: 12, platform_name: 'Group Benefits', platform_code: 'GRP' };

const EVENTS = [
  { type: 'repLanding.newMember' },
  { type: 'repLanding.currentMember' },
  { type: 'repLanding.portal', portal: GRP },
  { type: 'repLanding.portal', portal: null },
  { type: 'repLanding.next' },
  { type: 'repLanding.group', group: 2001 },
  { type: 'repLanding.group', group: null },
  { type: 'repLanding.enroll' },
  { type: 'repLanding.newMemberChoice', choice: 2556 },
  { type: 'repLanding.newMemberChoice', choice: 'direct' },
  { type: 'repLanding.startNewMember' },
  { type: 'repLanding.startDirect' },
  { type: 'repLanding.back' },
];

const startEffects = (group: number | null) => [
  ...(group === null ? [] : [{ type: 'clearTempId' }]),
  { type: 'storeVisitor', params: { portal: GRP, group_id: group, enroll_type: group === null ? 'new-member' : 'new-group-member', eprocess: 'rep' } },
  { type: 'navigate', params: { to: '/home' } },
];

/** What the screens read: each state's tags (storefront screens never name a state). */
const REP_LANDING_TAGS: Record<string, readonly string[]> = { choosingWho: ['who'], choosingPortal: ['portal'], choosingGroup: ['group'] };

function assertSpec(run: Run): void {
  const { snapshot: s } = run;
  expectTags(run, REP_LANDING_TAGS);
  const ctx = s.context as unknown as RepLandingContext;
  const ev = lastEvent(run);
  if (s.value !== 'started' && s.value !== 'currentMember') expect(run.effects).toEqual([]);
  switch (s.value) {
    case 'choosingWho':
      expect(s.can({ type: 'repLanding.newMember' })).toBe(true);
      break;
    case 'choosingPortal':
      // 'Please choose a platform' only after Next without a portal; a choice clears it.
      if (ev?.type === 'repLanding.next') expect(ctx.portalError).toBe('Please choose a platform');
      else expect(ctx.portalError).toBeNull();
      expect(MESSAGES.choosePlatform).toBe('Please choose a platform');
      break;
    case 'choosingGroup':
      expect(ctx.portal).toBe(GRP);
      if (ev?.type === 'repLanding.enroll') expect(ctx.groupError).toBe('Please choose a group');
      if (ev?.type === 'repLanding.group') expect(ctx.groupError).toBeNull();
      if (ev?.type === 'repLanding.startNewMember') expect(ctx.newMemberError).toBe('Choose enroll for new member');
      if (ev?.type === 'repLanding.newMemberChoice') expect(ctx.newMemberError).toBeNull();
      break;
    case 'started': {
      const group = ev?.type === 'repLanding.enroll' ? ctx.group : ev?.type === 'repLanding.startNewMember' && ctx.newMember !== 'direct' ? ctx.newMember : null;
      expect(run.effects).toEqual(startEffects(group));
      break;
    }
    case 'currentMember':
      expect(run.effects).toEqual([{ type: 'navigate', params: { to: '/agent-select-member' } }]);
      break;
    default:
      throw new Error(`unexpected state ${String(s.value)}`);
  }
}

describe("rep's home (agent-home) model", () => {
  itWalksModel(repLandingMachine, {
    events: EVENTS,
    actions: ['storeVisitor', 'clearTempId', 'navigate'],
    actors: [],
    assertState: assertSpec,
    // The event that led in is part of the vertex, so Back (which returns to a state already
    // reached with the same context) ends a path of its own and is checked too.
    serializeState: (snapshot, event) => JSON.stringify([snapshot.value, snapshot.context, event?.type]),
  }, { reaches: ['choosingWho', 'choosingPortal', 'choosingGroup', 'started', 'currentMember'] });
});
