import { describe, expect } from 'vitest';
import { memberEnrollMachine, type EnrollMember, type ExistingEnrollType, type MemberEnrollContext } from '../../../../machines/storefront/memberEnroll';
import { itWalksModel, lastEvent, type Run, expectTags } from '../harness';

/** demo-world.md: Morgan Lee, member 7001 of group 2001. */
const MORGAN: EnrollMember = { user_id: 7001, name: 'Morgan Lee', policy_id: 'POL-700100', group_id: 2001 };
const TEMP = { temp_enrollment_id: '0b7c6d1e-1111-4222-8333-944445555666', portal_id: 12 };

const EVENTS = [
  { type: 'memberEnroll.enrollNow', member: MORGAN },
  { type: 'memberEnroll.tier', tier: 'IS' },
  { type: 'memberEnroll.tier', tier: null },
  { type: 'memberEnroll.submit' },
  { type: 'memberEnroll.cancel' },
  { type: 'xstate.done.actor.addFilter', output: TEMP },
  { type: 'xstate.error.actor.addFilter', error: [{ target_element: 'tier', error_message: 'Please choose a tier' }] },
  { type: 'xstate.error.actor.addFilter', error: new Error('Network down') },
];

/** What the screens read: each state's tags (storefront screens never name a state). */
const MEMBER_ENROLL_TAGS: Record<string, readonly string[]> = { choosingTier: ['tierDialog'], submitting: ['tierDialog', 'busy'] };

const assertSpec = (enrollType: ExistingEnrollType) => (run: Run): void => {
  const { snapshot: s } = run;
  expectTags(run, MEMBER_ENROLL_TAGS);
  const ctx = s.context as unknown as MemberEnrollContext;
  const ev = lastEvent(run) as { type: string; error?: unknown } | undefined;
  if (s.value !== 'enrolled') expect(run.effects).toEqual([]);
  switch (s.value) {
    case 'idle':
      expect(ctx).toEqual({ enrollType, member: null, tier: null, error: null });
      break;
    case 'choosingTier':
      expect(ctx.member).toBe(MORGAN);
      if (ev?.type === 'memberEnroll.submit') expect(ctx.error).toBe('Please choose a tier');
      if (ev?.type === 'xstate.error.actor.addFilter') expect(ctx.error).toBe(ev.error instanceof Error ? 'Network down' : 'Please choose a tier');
      if (ev?.type === 'memberEnroll.tier' || ev?.type === 'memberEnroll.enrollNow') expect(ctx.error).toBeNull();
      break;
    case 'submitting':
      expect(run.calls.at(-1)).toEqual({ type: 'addFilter', params: { member: MORGAN, tier: 'IS' } });
      break;
    case 'enrolled':
      expect(run.effects).toEqual([
        {
          type: 'storeEnrollment',
          params: {
            tempId: TEMP.temp_enrollment_id, portal_id: 12, group_id: 2001, tier: 'IS',
            // A rep's or group's pick is the "current member" of the plans' breadcrumb; the member herself is not.
            enroll_type: enrollType, isFilterDataSubmitted: true, isCurrentMemberAvailable: enrollType === 'existing-member',
          },
        },
        { type: 'navigate', params: { to: '/plans' } },
      ]);
      break;
    default:
      throw new Error(`unexpected state ${String(s.value)}`);
  }
};

describe('existing-member Enroll Now with tier model', () => {
  itWalksModel(memberEnrollMachine, {
    events: EVENTS,
    actions: ['storeEnrollment', 'navigate'],
    actors: ['addFilter'],
    assertState: assertSpec('existing-member'),
  }, { reaches: ['idle', 'choosingTier', 'submitting', 'enrolled'] });
});

describe("the member's own tier choice (existing-user) model", () => {
  itWalksModel(memberEnrollMachine, {
    input: { enrollType: 'existing-user' },
    events: EVENTS,
    actions: ['storeEnrollment', 'navigate'],
    actors: ['addFilter'],
    assertState: assertSpec('existing-user'),
  }, { reaches: ['idle', 'choosingTier', 'submitting', 'enrolled'] });
});
