/**
 * The rep's home, /agent-home (storefront.md sections 3 "Rep landing flow", 6 and 8): 'Who do you
 * want to enroll for?' — Current Member goes to /agent-select-member; New Member opens the portal
 * picker ('Please choose a platform' with none chosen), then the group step:
 * - a group select with Enroll ('Please choose a group' with none): a new member of that group;
 * - the new-member field (a group or 'direct', 'Choose enroll for new member' until one is
 *   chosen) with Start New Member Enrollment;
 * - the Start Direct Enrollment shortcut: the default new-member route, no group.
 * Each start stores the visitor (eprocess rep; enroll_type new-group-member with a group, else
 * new-member), clears tempId for a group choice (a new group enrollment starts a new quote) and
 * goes to /home. Back returns to the portal picker.
 *
 * The app provides the actions `storeVisitor` (params LandingVisitor), `clearTempId` and
 * `navigate` (params { to }).
 */
import { assign, setup } from 'xstate';
import { MESSAGES } from '../../schemas/messages';
import { noEffect, paramEffect, type NavigateParams } from '../effects';
import type { LandingVisitor, PortalChoice } from './repLandingTypes';

/** The new-member field's value: a group id, 'direct' (no group) or null (not chosen yet). */
export type NewMemberChoice = number | 'direct' | null;

export interface RepLandingContext {
  portal: PortalChoice | null;
  group: number | null;
  newMember: NewMemberChoice;
  portalError: string | null;
  groupError: string | null;
  newMemberError: string | null;
}

export type RepLandingEvent =
  | { type: 'repLanding.newMember' }
  | { type: 'repLanding.currentMember' }
  | { type: 'repLanding.portal'; portal: PortalChoice | null }
  | { type: 'repLanding.next' }
  | { type: 'repLanding.group'; group: number | null }
  | { type: 'repLanding.enroll' }
  | { type: 'repLanding.newMemberChoice'; choice: NewMemberChoice }
  | { type: 'repLanding.startNewMember' }
  | { type: 'repLanding.startDirect' }
  | { type: 'repLanding.back' };

const EMPTY: RepLandingContext = { portal: null, group: null, newMember: null, portalError: null, groupError: null, newMemberError: null };

/** The visitor stored for a start with this group (null: the default new-member route). */
const visitor = (portal: PortalChoice, group: number | null): LandingVisitor => ({
  portal, group_id: group, enroll_type: group === null ? 'new-member' : 'new-group-member', eprocess: 'rep',
});

const start = (group: (context: RepLandingContext) => number | null) => [
  { type: 'storeVisitor', params: ({ context }: { context: RepLandingContext }) => visitor(context.portal!, group(context)) },
  { type: 'navigate', params: { to: '/home' } },
] as const;

/** What the rep's home shows: New Member or Current Member (who), the portals, then the groups. */
export type RepLandingTag = 'who' | 'portal' | 'group';

/** The rep's home machine; see the file comment for the effects to provide. */
export const repLandingMachine = setup({
  types: { context: {} as RepLandingContext, events: {} as RepLandingEvent, tags: {} as RepLandingTag },
  actions: {
    storeVisitor: paramEffect<LandingVisitor>(),
    clearTempId: noEffect,
    navigate: paramEffect<NavigateParams>(),
  },
  guards: {
    noPortal: ({ context }) => context.portal === null,
    noGroup: ({ context }) => context.group === null,
    noNewMemberChoice: ({ context }) => context.newMember === null,
    directChoice: ({ context }) => context.newMember === 'direct',
  },
}).createMachine({
  id: 'repLanding',
  context: EMPTY,
  initial: 'choosingWho',
  states: {
    choosingWho: {
      tags: ['who'],
      on: {
        'repLanding.newMember': 'choosingPortal',
        'repLanding.currentMember': { target: 'currentMember', actions: { type: 'navigate', params: { to: '/agent-select-member' } } },
      },
    },
    choosingPortal: {
      tags: ['portal'],
      on: {
        'repLanding.portal': { actions: assign(({ event }) => ({ portal: event.portal, portalError: null })) },
        'repLanding.next': [
          { guard: 'noPortal', actions: assign({ portalError: MESSAGES.choosePlatform }) },
          { target: 'choosingGroup' },
        ],
      },
    },
    choosingGroup: {
      tags: ['group'],
      on: {
        'repLanding.group': { actions: assign(({ event }) => ({ group: event.group, groupError: null })) },
        'repLanding.enroll': [
          { guard: 'noGroup', actions: assign({ groupError: MESSAGES.chooseGroup }) },
          { target: 'started', actions: ['clearTempId', ...start((context) => context.group)] },
        ],
        'repLanding.newMemberChoice': { actions: assign(({ event }) => ({ newMember: event.choice, newMemberError: null })) },
        'repLanding.startNewMember': [
          { guard: 'noNewMemberChoice', actions: assign({ newMemberError: MESSAGES.chooseNewMemberGroup }) },
          { guard: 'directChoice', target: 'started', actions: start(() => null) },
          { target: 'started', actions: ['clearTempId', ...start((context) => context.newMember as number)] },
        ],
        'repLanding.startDirect': { target: 'started', actions: start(() => null) },
        'repLanding.back': { target: 'choosingPortal', actions: assign({ group: null, newMember: null, groupError: null, newMemberError: null }) },
      },
    },
    started: { type: 'final' },
    currentMember: { type: 'final' },
  },
});
