/**
 * Enroll Now for an existing member with a tier (storefront.md sections 3 "Existing-member flow",
 * 6 and 8): Enroll Now on a member row opens the tier dialog; Submit without a tier reads 'Please
 * choose a tier'; with one, the injected `addFilter` creates the temporary enrollment
 * (add-filter-for-existing-user, or add-filter-for-member on /member-home). Its answer stores
 * tempId, portal and group, sets enroll_type existing-member, marks the filter submitted and the
 * current member available, and goes to /plans. A failure shows its message in the dialog; Cancel
 * closes it. The member's own home runs it with input { enrollType: 'existing-user' } (the
 * server's type of her filter): then no "current member" is available (she is no rep's pick).
 *
 * The app provides the actor `addFilter` (input { member, tier }; resolves { temp_enrollment_id,
 * portal_id }, rejects with field errors or a failure) and the actions `storeEnrollment` (params
 * StoredEnrollment) and `navigate` (params { to }).
 */
import { assign, setup } from 'xstate';
import type { TierCode } from '../../schemas/plans';
import { MESSAGES } from '../../schemas/messages';
import type { ExistingEnrollType } from '../../schemas/roleProcess';
import { notProvided, paramEffect, type NavigateParams } from '../effects';
import { failureMessage } from '../../domain/errors';

/** The member a tier is chosen for (a member table row, or the signed-in member). */
export interface EnrollMember { user_id: number; name: string; policy_id: string; group_id: number | null }

export interface AddFilterInput { member: EnrollMember; tier: TierCode }
export interface AddFilterOutput { temp_enrollment_id: string; portal_id: number }

export type { ExistingEnrollType };

/** What `storeEnrollment` stores (tempId, portal, group, tier, enroll_type and both flags). */
export interface StoredEnrollment {
  tempId: string; portal_id: number; group_id: number | null; tier: TierCode;
  enroll_type: ExistingEnrollType; isFilterDataSubmitted: true; isCurrentMemberAvailable: boolean;
}

export interface MemberEnrollContext { enrollType: ExistingEnrollType; member: EnrollMember | null; tier: TierCode | null; error: string | null }

export type MemberEnrollEvent =
  | { type: 'memberEnroll.enrollNow'; member: EnrollMember }
  | { type: 'memberEnroll.tier'; tier: TierCode | null }
  | { type: 'memberEnroll.submit' }
  | { type: 'memberEnroll.cancel' };

const EMPTY = { member: null, tier: null, error: null } as const;

/** The tier dialog shows (busy while the enrollment is made). */
export type MemberEnrollTag = 'tierDialog' | 'busy';

/** The Enroll Now machine; see the file comment for the effects to provide. */
export const memberEnrollMachine = setup({
  types: { context: {} as MemberEnrollContext, events: {} as MemberEnrollEvent, input: {} as { enrollType?: ExistingEnrollType } | undefined, tags: {} as MemberEnrollTag },
  actors: { addFilter: notProvided<AddFilterOutput, AddFilterInput>('addFilter') },
  actions: {
    storeEnrollment: paramEffect<StoredEnrollment>(),
    navigate: paramEffect<NavigateParams>(),
  },
  guards: { noTier: ({ context }) => context.tier === null },
}).createMachine({
  id: 'memberEnroll',
  context: ({ input }) => ({ enrollType: input?.enrollType ?? 'existing-member', ...EMPTY }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'memberEnroll.enrollNow': { target: 'choosingTier', actions: assign(({ event }) => ({ ...EMPTY, member: event.member })) } },
    },
    choosingTier: {
      tags: ['tierDialog'],
      on: {
        'memberEnroll.tier': { actions: assign(({ event }) => ({ tier: event.tier, error: null })) },
        'memberEnroll.submit': [
          { guard: 'noTier', actions: assign({ error: MESSAGES.chooseTier }) },
          { target: 'submitting', actions: assign({ error: null }) },
        ],
        'memberEnroll.cancel': { target: 'idle', actions: assign(EMPTY) },
      },
    },
    submitting: {
      tags: ['tierDialog', 'busy'],
      invoke: {
        id: 'addFilter',
        src: 'addFilter',
        input: ({ context }) => ({ member: context.member!, tier: context.tier! }),
        onDone: {
          target: 'enrolled',
          actions: [
            {
              type: 'storeEnrollment',
              params: ({ context, event }) => ({
                tempId: event.output.temp_enrollment_id, portal_id: event.output.portal_id, group_id: context.member!.group_id, tier: context.tier!,
                enroll_type: context.enrollType, isFilterDataSubmitted: true, isCurrentMemberAvailable: context.enrollType === 'existing-member',
              } as const),
            },
            { type: 'navigate', params: { to: '/plans' } },
          ],
        },
        onError: { target: 'choosingTier', actions: assign(({ event }) => ({ error: failureMessage(event.error) })) },
      },
    },
    enrolled: { type: 'final' },
  },
});
