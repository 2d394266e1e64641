/**
 * The group's home, /group-home (storefront.md sections 3 "Group landing flow", 6 and 8): New
 * Member or Current Member plus a portal select. New Member needs a portal ('Please choose a
 * platform'), then stores the visitor (enroll_type new-group-member, eprocess group, the group
 * signed in), clears tempId and goes to /home. Current Member goes to /group-select-member.
 *
 * The app provides the actions `storeVisitor` (params LandingVisitor), `clearTempId` and
 * `navigate` (params { to }); the input is the signed-in group's id.
 */
import { assign, setup } from 'xstate';
import { MESSAGES } from '../../schemas/messages';
import { noEffect, paramEffect, type NavigateParams } from '../effects';
import type { LandingVisitor, PortalChoice } from './repLandingTypes';

export interface GroupLandingContext { groupId: number; portal: PortalChoice | null; portalError: string | null }

export type GroupLandingEvent =
  | { type: 'groupLanding.portal'; portal: PortalChoice | null }
  | { type: 'groupLanding.newMember' }
  | { type: 'groupLanding.currentMember' };

/** The group's home machine; see the file comment for the effects to provide. */
export const groupLandingMachine = setup({
  types: { context: {} as GroupLandingContext, events: {} as GroupLandingEvent, input: {} as { groupId: number } },
  actions: {
    storeVisitor: paramEffect<LandingVisitor>(),
    clearTempId: noEffect,
    navigate: paramEffect<NavigateParams>(),
  },
  guards: { noPortal: ({ context }) => context.portal === null },
}).createMachine({
  id: 'groupLanding',
  context: ({ input }) => ({ groupId: input.groupId, portal: null, portalError: null }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'groupLanding.portal': { actions: assign(({ event }) => ({ portal: event.portal, portalError: null })) },
        'groupLanding.newMember': [
          { guard: 'noPortal', actions: assign({ portalError: MESSAGES.choosePlatform }) },
          {
            target: 'started',
            actions: [
              {
                type: 'storeVisitor',
                params: ({ context }) => ({ portal: context.portal!, group_id: context.groupId, enroll_type: 'new-group-member', eprocess: 'group' } as const),
              },
              'clearTempId',
              { type: 'navigate', params: { to: '/home' } },
            ],
          },
        ],
        'groupLanding.currentMember': { target: 'currentMember', actions: { type: 'navigate', params: { to: '/group-select-member' } } },
      },
    },
    started: { type: 'final' },
    currentMember: { type: 'final' },
  },
});
