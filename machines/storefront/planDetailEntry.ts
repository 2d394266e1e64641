/**
 * The plan detail's entry (storefront.md section 4 "Plan detail entry"; issue 8 point 7): what a
 * visitor must settle before a plan can be priced.
 *  - No temporary enrollment, no enrollment type and a signed-in member (user id): ask the tier
 *    ('Please choose a tier' without one); the injected `createMemberFilter` makes the member's
 *    enrollment (add-filter-for-member), `storeEnrollment` keeps it, and the plan is ready.
 *  - Otherwise, no enrollment and no portal: a visitor of a rep or a group chooses one in the
 *    portal selection (a rep also chooses a group, 'No group' allowed; others the portal only;
 *    'Please choose a platform' without one); `storePortal` keeps the choice, then the basic-info
 *    form (the quote) shows. A visitor of no rep and no group has no portal choice: the basic-info
 *    form shows at once and the quote takes the server's default portal.
 *  - No enrollment but a portal: the basic-info form shows; its quote makes the enrollment.
 *  - An enrollment: ready (pricing runs).
 * Whenever the plan is known ('entry.plan' with its plan_type), a premier (MM) plan marks the
 * visitor's premier flag (`markPremier`) so the quote asks its category.
 * The app provides the actor `createMemberFilter` (input { userId, tier }; resolves
 * { temp_enrollment_id, portal_id }) and the actions `storeEnrollment`, `storePortal` and `markPremier`.
 */
import { assign, setup } from 'xstate';
import { isPremierPlanType, type TierCode } from '../../schemas/plans';
import { MESSAGES } from '../../schemas/messages';
import { noEffect, notProvided, paramEffect } from '../effects';
import { failureMessage } from '../../domain/errors';

export interface PlanDetailEntryInput {
  tempId: string | null;
  enrollType: string | null;
  userId: number | null;
  portalId: number | null;
  /** Reps choose a group with the portal. */
  isRep: boolean;
  /** The rep and group the visitor came through (null: none): a visitor of neither has no portal choice. */
  visitor: { agent_id: number | null; group_id: number | null };
}

/** Whether the visitor chooses a portal: only a visitor of a rep or a group (anyone else quotes on the default portal). */
export function choosesPortal(visitor: PlanDetailEntryInput['visitor']): boolean {
  return visitor.agent_id !== null || visitor.group_id !== null;
}

/** What the page shows: the tier dialog (busy while the member's enrollment is made), the portal dialog, the basic info, or the priced plan (ready). */
export type PlanDetailEntryTag = 'tierDialog' | 'busy' | 'portalDialog' | 'basicInfo' | 'ready';

export interface MemberFilterInput { userId: number; tier: TierCode }
export interface MemberFilterOutput { temp_enrollment_id: string; portal_id: number }

/** What `storeEnrollment` keeps: the member's new enrollment (enroll_type existing-user). */
export interface StoredMemberEnrollment { tempId: string; portal_id: number; tier: TierCode; enroll_type: 'existing-user'; isFilterDataSubmitted: true }
/** What `storePortal` keeps: the portal and, for a rep, the group (null: no group). */
export interface StoredPortal { portal_id: number; group_id: number | null }

export interface PlanDetailEntryContext extends PlanDetailEntryInput {
  tier: TierCode | null;
  groupId: number | null;
  error: string | null;
}

export type PlanDetailEntryEvent =
  | { type: 'entry.tier'; tier: TierCode | null }
  | { type: 'entry.submitTier' }
  | { type: 'entry.portal'; portalId: number | null }
  | { type: 'entry.group'; groupId: number | null }
  | { type: 'entry.submitPortal' }
  | { type: 'entry.quoted'; tempId: string }
  | { type: 'entry.plan'; planType: string | null | undefined };

/** The plan-detail entry machine; see the file comment for the effects to provide. */
export const planDetailEntryMachine = setup({
  types: { context: {} as PlanDetailEntryContext, events: {} as PlanDetailEntryEvent, input: {} as PlanDetailEntryInput, tags: {} as PlanDetailEntryTag },
  actors: { createMemberFilter: notProvided<MemberFilterOutput, MemberFilterInput>('createMemberFilter') },
  actions: { storeEnrollment: paramEffect<StoredMemberEnrollment>(), storePortal: paramEffect<StoredPortal>(), markPremier: noEffect },
  guards: {
    hasEnrollment: ({ context }) => context.tempId !== null,
    asksTier: ({ context }) => context.tempId === null && context.enrollType === null && context.userId !== null,
    asksPortal: ({ context }) => context.tempId === null && context.portalId === null && choosesPortal(context.visitor),
    isPremier: (_, params: { planType: string | null | undefined }) => isPremierPlanType(params.planType),
    noTier: ({ context }) => context.tier === null,
    noPortal: ({ context }) => context.portalId === null,
  },
}).createMachine({
  id: 'planDetailEntry',
  context: ({ input }) => ({ ...input, tier: null, groupId: null, error: null }),
  on: {
    'entry.plan': { guard: { type: 'isPremier', params: ({ event }) => ({ planType: event.planType }) }, actions: 'markPremier' },
  },
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'hasEnrollment', target: 'ready' },
        { guard: 'asksTier', target: 'askingTier' },
        { guard: 'asksPortal', target: 'choosingPortal' },
        { target: 'basicInfo' },
      ],
    },
    askingTier: {
      tags: ['tierDialog'],
      on: {
        'entry.tier': { actions: assign(({ event }) => ({ tier: event.tier, error: null })) },
        'entry.submitTier': [
          { guard: 'noTier', actions: assign({ error: MESSAGES.chooseTier }) },
          { target: 'creatingMember', actions: assign({ error: null }) },
        ],
      },
    },
    creatingMember: {
      tags: ['tierDialog', 'busy'],
      invoke: {
        id: 'createMemberFilter',
        src: 'createMemberFilter',
        input: ({ context }) => ({ userId: context.userId!, tier: context.tier! }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ event }) => ({ tempId: event.output.temp_enrollment_id, portalId: event.output.portal_id })),
            {
              type: 'storeEnrollment',
              params: ({ context }) => ({
                tempId: context.tempId!, portal_id: context.portalId!, tier: context.tier!, enroll_type: 'existing-user', isFilterDataSubmitted: true,
              } as const),
            },
          ],
        },
        onError: { target: 'askingTier', actions: assign(({ event }) => ({ error: failureMessage(event.error) })) },
      },
    },
    choosingPortal: {
      tags: ['portalDialog'],
      on: {
        'entry.portal': { actions: assign(({ event }) => ({ portalId: event.portalId, error: null })) },
        'entry.group': { actions: assign(({ event }) => ({ groupId: event.groupId })) },
        'entry.submitPortal': [
          { guard: 'noPortal', actions: assign({ error: MESSAGES.choosePlatform }) },
          {
            target: 'basicInfo',
            actions: { type: 'storePortal', params: ({ context }) => ({ portal_id: context.portalId!, group_id: context.isRep ? context.groupId : null }) },
          },
        ],
      },
    },
    basicInfo: {
      tags: ['basicInfo'],
      on: { 'entry.quoted': { target: 'ready', actions: assign(({ event }) => ({ tempId: event.tempId })) } },
    },
    // A later edit of the basic info changes the same enrollment: nothing is left to settle. Not a
    // final state: the plan may still arrive ('entry.plan') after the entry settled.
    ready: { tags: ['ready'] },
  },
});
