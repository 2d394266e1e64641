import { describe, expect } from 'vitest';
import { groupLandingMachine, type GroupLandingContext } from '../../../../machines/storefront/groupLanding';
import type { PortalChoice } from '../../../../machines/storefront/repLandingTypes';
import { itWalksModel, lastEvent, type Run } from '../harness';

const GRP: PortalChoice = { platform_group_id: 12, platform_name: 'Group Benefits', platform_code: 'GRP' };

const EVENTS = [
  { type: 'groupLanding.portal', portal: GRP },
  { type: 'groupLanding.portal', portal: null },
  { type: 'groupLanding.newMember' },
  { type: 'groupLanding.currentMember' },
];

function assertSpec(run: Run): void {
  const { snapshot: s } = run;
  const ctx = s.context as unknown as GroupLandingContext;
  const ev = lastEvent(run);
  expect(ctx.groupId).toBe(2001);
  switch (s.value) {
    case 'choosing':
      expect(run.effects).toEqual([]);
      if (ev?.type === 'groupLanding.newMember') expect(ctx.portalError).toBe('Please choose a platform');
      else expect(ctx.portalError).toBeNull();
      break;
    case 'started':
      expect(run.effects).toEqual([
        { type: 'storeVisitor', params: { portal: GRP, group_id: 2001, enroll_type: 'new-group-member', eprocess: 'group' } },
        { type: 'clearTempId' },
        { type: 'navigate', params: { to: '/home' } },
      ]);
      break;
    case 'currentMember':
      expect(run.effects).toEqual([{ type: 'navigate', params: { to: '/group-select-member' } }]);
      break;
    default:
      throw new Error(`unexpected state ${String(s.value)}`);
  }
}

describe("group's home (group-home) model", () => {
  itWalksModel(groupLandingMachine, {
    input: { groupId: 2001 },
    events: EVENTS,
    actions: ['storeVisitor', 'clearTempId', 'navigate'],
    actors: [],
    assertState: assertSpec,
  }, { reaches: ['choosing', 'started', 'currentMember'] });
});
