/**
 * Startup by host and route (storefront.md section 4 "Startup, chosen by host and route"): the
 * way in is read by `startupRoute` (./startupRoute), its one lookup runs as an injected actor,
 * and `visitorFrom` says who the visitor is; an unknown domain, landing, site or referral (204,
 * null, or a failure) goes to /404, ids that no longer resolve leave an anonymous visitor.
 *
 * The app provides the actors (each resolves the call's data, null for a 204, and rejects on any
 * other failure): `getDomainSite` (get-domainSite-infromation, site_domain base64),
 * `validateLandingPage`, `getReferral` (get-enrollment-info-referral), `getExternalSite`
 * (get-external-site-infromation), `getMemberInfo`, `getAgentInfo` (get-agent-info-enroll),
 * `getGroupInfo` (get-group-info-enroll); and the actions `clearStorage`, `storeVisitor` (params:
 * { visitor }), `trackTraffic` (params: { enrollment_id }) and `navigate` (params: { to, reload? }).
 * The flow runs by itself on start and takes no events. Once it ends it is tagged `settled` and
 * its context's `sentTo` names the path it sent the visitor to (null: the page of the way in),
 * so the app shows that page only once the visitor arrived there.
 */
import { assign, enqueueActions, setup } from 'xstate';
import { noEffect, notProvided, paramEffect, type NavigateParams } from '../effects';
import {
  clearsStorage, destinationOf, isRestore, startupRoute, visitorFrom,
  type LookupAnswer, type StartupConfig, type StartupInput, type StartupRoute, type Visitor,
} from './startupRoute';
import type { DomainSite, LandingInfo, MemberInfo, ReferralInfo, SiteRecord } from './startupTypes';

export interface StartupContext {
  route: StartupRoute;
  config: StartupConfig;
  /** The lookup's answer (null: none yet, a 204 or a failure). */
  answer: LookupAnswer;
  /** Who the visitor is, once resolved. */
  visitor: Visitor | null;
  /** The lookup failed (network, 5xx, refused) rather than finding nothing. */
  failed: boolean;
  /** The path the settled run sent the visitor to (its query dropped); null: they stay where they are. */
  sentTo: string | null;
}

/** `settled`: the run ended, the visitor is known (or sent to /404). */
export type StartupTag = 'settled';

/** The path of a navigation's target, for `sentTo`. */
const pathOf = (to: string): string => to.split('?')[0];

/** A lookup answer: the call's data, null for a 204. */
type Answer<T> = T | null;

/** The site_domain parameter: the host in base64. */
export function encodeDomain(domain: string): string {
  return btoa(domain);
}

/** The route's field, for an actor's input (the states are entered only for their own kind). */
function field<K extends StartupRoute['kind']>(route: StartupRoute, kind: K): Extract<StartupRoute, { kind: K }> {
  if (route.kind !== kind) throw new Error(`startup: ${kind} lookup on a ${route.kind} route`);
  return route as Extract<StartupRoute, { kind: K }>;
}

/** Every lookup ends the same way: its answer (null for a 204 or a failure) is kept and resolved. */
const ANSWERED = { target: 'resolving', actions: { type: 'keep', params: ({ event }: { event: { output: LookupAnswer } }) => ({ answer: event.output }) } } as const;
const FAILED = { target: 'resolving', actions: { type: 'keep', params: { answer: null } } } as const;
/**
 * A restore whose lookup failed keeps what the browser stored: a network blip or an expired
 * sign-in must not make the visitor lose their site (only a 204 says the ids are stale).
 */
const RESTORE_FAILED = { target: 'resolving', actions: [{ type: 'keep', params: { answer: null } }, 'markFailed'] } as const;

/** The startup machine; see the file comment for the effects to provide. */
export const startupMachine = setup({
  types: {
    input: {} as StartupInput,
    context: {} as StartupContext,
    tags: {} as StartupTag,
  },
  actors: {
    getDomainSite: notProvided<Answer<DomainSite>, { site_domain: string }>('getDomainSite'),
    validateLandingPage: notProvided<Answer<LandingInfo>, { landing_page: string }>('validateLandingPage'),
    getReferral: notProvided<Answer<ReferralInfo>, { referral_id: string }>('getReferral'),
    getExternalSite: notProvided<Answer<SiteRecord>, { site_name: string }>('getExternalSite'),
    getMemberInfo: notProvided<Answer<MemberInfo>, { user_id: number }>('getMemberInfo'),
    getAgentInfo: notProvided<Answer<object>, { agent_id: number }>('getAgentInfo'),
    getGroupInfo: notProvided<Answer<object>, { group_id: number }>('getGroupInfo'),
  },
  actions: {
    clearStorage: noEffect,
    storeVisitor: paramEffect<{ visitor: Visitor }>(),
    trackTraffic: paramEffect<{ enrollment_id: string }>(),
    navigate: paramEffect<NavigateParams>(),
    keep: assign((_, params: { answer: LookupAnswer }) => ({ answer: params.answer })),
    markFailed: assign({ failed: true }),
  },
  guards: {
    is: ({ context }, params: { kinds: Array<StartupRoute['kind']> }) => params.kinds.includes(context.route.kind),
    resolved: ({ context }) => visitorFrom(context.route, context.answer, context.config) !== null,
  },
}).createMachine({
  id: 'startup',
  context: ({ input }) => ({ route: startupRoute(input), config: input.config, answer: null, visitor: null, failed: false, sentTo: null }),
  initial: 'deciding',
  states: {
    deciding: {
      entry: enqueueActions(({ context, enqueue }) => {
        if (clearsStorage(context.route)) enqueue('clearStorage');
      }),
      always: [
        { guard: { type: 'is', params: { kinds: ['customDomain'] } }, target: 'findingDomain' },
        { guard: { type: 'is', params: { kinds: ['landing', 'website'] } }, target: 'validatingLanding' },
        { guard: { type: 'is', params: { kinds: ['referral'] } }, target: 'findingReferral' },
        { guard: { type: 'is', params: { kinds: ['external', 'whiteLabelSite'] } }, target: 'findingSite' },
        { guard: { type: 'is', params: { kinds: ['restoreMember'] } }, target: 'restoringMember' },
        { guard: { type: 'is', params: { kinds: ['restoreAgent'] } }, target: 'restoringAgent' },
        { guard: { type: 'is', params: { kinds: ['restoreGroup'] } }, target: 'restoringGroup' },
        { target: 'resolving' },
      ],
    },
    findingDomain: {
      invoke: {
        id: 'getDomainSite', src: 'getDomainSite',
        input: ({ context }) => ({ site_domain: encodeDomain(field(context.route, 'customDomain').domain) }),
        onDone: ANSWERED,
        onError: FAILED,
      },
    },
    validatingLanding: {
      invoke: {
        id: 'validateLandingPage', src: 'validateLandingPage',
        input: ({ context }) => ({ landing_page: context.route.kind === 'website' ? context.route.group : field(context.route, 'landing').landing }),
        onDone: ANSWERED,
        onError: FAILED,
      },
    },
    findingReferral: {
      invoke: {
        id: 'getReferral', src: 'getReferral',
        input: ({ context }) => ({ referral_id: field(context.route, 'referral').rid }),
        onDone: ANSWERED,
        onError: FAILED,
      },
    },
    findingSite: {
      invoke: {
        id: 'getExternalSite', src: 'getExternalSite',
        input: ({ context }) => ({ site_name: context.route.kind === 'external' ? context.route.site : field(context.route, 'whiteLabelSite').landing }),
        onDone: ANSWERED,
        onError: FAILED,
      },
    },
    restoringMember: {
      invoke: {
        id: 'getMemberInfo', src: 'getMemberInfo',
        input: ({ context }) => ({ user_id: field(context.route, 'restoreMember').user_id }),
        onDone: ANSWERED,
        onError: RESTORE_FAILED,
      },
    },
    restoringAgent: {
      invoke: {
        id: 'getAgentInfo', src: 'getAgentInfo',
        input: ({ context }) => ({ agent_id: field(context.route, 'restoreAgent').agent_id }),
        onDone: ANSWERED,
        onError: RESTORE_FAILED,
      },
    },
    restoringGroup: {
      invoke: {
        id: 'getGroupInfo', src: 'getGroupInfo',
        input: ({ context }) => ({ group_id: field(context.route, 'restoreGroup').group_id }),
        onDone: ANSWERED,
        onError: RESTORE_FAILED,
      },
    },
    resolving: {
      always: [
        { guard: 'resolved', target: 'ready', actions: assign(({ context }) => ({ visitor: visitorFrom(context.route, context.answer, context.config) })) },
        { target: 'notFound' },
      ],
    },
    ready: {
      type: 'final',
      tags: 'settled',
      entry: enqueueActions(({ context, enqueue }) => {
        const { route, visitor, answer, failed } = context;
        // Ids that no longer resolve (204) are stale: forget them and carry on as a public visitor.
        if (isRestore(route) && answer === null && !failed) enqueue('clearStorage');
        if (visitor && route.kind !== 'anonymous' && route.kind !== 'clear' && route.kind !== 'view' && route.kind !== 'redirect'
          && !(isRestore(route) && answer === null)) {
          enqueue({ type: 'storeVisitor', params: { visitor } });
        }
        if (route.kind === 'website' && route.id !== null) enqueue({ type: 'trackTraffic', params: { enrollment_id: route.id } });
        const destination = destinationOf(route);
        if (destination !== null) {
          enqueue.assign({ sentTo: pathOf(destination.to) });
          enqueue({ type: 'navigate', params: destination });
        }
      }),
    },
    notFound: {
      type: 'final',
      tags: 'settled',
      entry: [assign({ sentTo: '/404' }), { type: 'navigate', params: { to: '/404' } }],
    },
  },
});
