import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { startupMachine } from '../../../../machines/storefront/startup';
import { ANONYMOUS, settlesAtOnce, startupRoute, type StartupInput, type Visitor } from '../../../../machines/storefront/startupRoute';
import { at } from './startupFixtures';
import { itWalksModel, lastEvent, type EffectCall, type Run, type TestEvent } from '../harness';


const DOWN = new Error('Network down');
const done = (actor: string, output: unknown): TestEvent => ({ type: `xstate.done.actor.${actor}`, output });
const failed = (actor: string): TestEvent => ({ type: `xstate.error.actor.${actor}`, error: DOWN });
const store = (visitor: Visitor): EffectCall => ({ type: 'storeVisitor', params: { visitor } });
const go = (to: string, reload?: true): EffectCall => ({ type: 'navigate', params: reload ? { to, reload } : { to } });
const CLEAR: EffectCall = { type: 'clearStorage' };
const NOT_FOUND = { visitor: null, effects: [go('/404')] };

/** One answer of the route's lookup and the spec's outcome after it (visitor null: /404). */
interface Outcome { visitor: Visitor | null; effects: EffectCall[] }
interface Scenario {
  name: string;
  input: StartupInput;
  /** The lookup the route makes, with its parameters (none: the route resolves at once). */
  call?: EffectCall;
  /** Effects before the lookup answers. */
  before?: EffectCall[];
  answers: Array<{ event: TestEvent } & Outcome>;
  /** The outcome of a route without a lookup. */
  direct?: Outcome;
}

const acmeGroup: Visitor = { ...ANONYMOUS, eprocess: 'group', open_type: 'group', group_id: 2001, enroll_type: 'new-group-member' };
const referred: Visitor = { ...ANONYMOUS, eprocess: 'applicant', open_type: 'agent', enroll_type: 'new-member', agent_id: 1001, portal_id: 11, referral: '5001' };
// A rep's landing makes the visitor an applicant under the rep, a group's a new group member.
const avery: Visitor = { ...ANONYMOUS, eprocess: 'applicant', open_type: 'agent', enroll_type: 'new-member', agent_id: 1001, landing_page: 'javery' };
const acmeLanding: Visitor = { ...ANONYMOUS, eprocess: 'group', open_type: 'group', enroll_type: 'new-group-member', agent_id: 1001, group_id: 2001, landing_page: 'acme' };

const SCENARIOS: Scenario[] = [
  {
    name: 'custom domain benefits.acme.test: group mode, /home',
    input: at('/', {}, 'benefits.acme.test'),
    call: { type: 'getDomainSite', params: { site_domain: 'YmVuZWZpdHMuYWNtZS50ZXN0' } },
    answers: [
      {
        event: done('getDomainSite', { gid: 2001, portal_id: 12 }),
        visitor: { ...acmeGroup, portal_id: 12, fromSite: 'benefits.acme.test' },
        effects: [store({ ...acmeGroup, portal_id: 12, fromSite: 'benefits.acme.test' }), go('/home')],
      },
      { event: done('getDomainSite', null), ...NOT_FOUND },
      { event: failed('getDomainSite'), ...NOT_FOUND },
    ],
  },
  {
    name: 'custom domain reloaded on a page of the site: group mode, the visitor stays on it',
    input: at('/plans', {}, 'benefits.acme.test'),
    call: { type: 'getDomainSite', params: { site_domain: 'YmVuZWZpdHMuYWNtZS50ZXN0' } },
    answers: [
      { event: done('getDomainSite', { gid: 2001, portal_id: 12 }), visitor: { ...acmeGroup, portal_id: 12, fromSite: 'benefits.acme.test' }, effects: [store({ ...acmeGroup, portal_id: 12, fromSite: 'benefits.acme.test' })] },
      { event: failed('getDomainSite'), ...NOT_FOUND },
    ],
  },
  {
    name: 'rep landing /javery: storage cleared, landing validated and stored',
    input: at('/javery'),
    call: { type: 'validateLandingPage', params: { landing_page: 'javery' } },
    before: [CLEAR],
    answers: [
      { event: done('validateLandingPage', { type: 'agent', agent_id: 1001, group_id: null }), visitor: avery, effects: [CLEAR, store(avery)] },
      { event: done('validateLandingPage', null), visitor: null, effects: [CLEAR, go('/404')] },
      { event: failed('validateLandingPage'), visitor: null, effects: [CLEAR, go('/404')] },
    ],
  },
  {
    name: 'group landing /acme',
    input: at('/acme'),
    call: { type: 'validateLandingPage', params: { landing_page: 'acme' } },
    before: [CLEAR],
    answers: [
      { event: done('validateLandingPage', { type: 'group', agent_id: 1001, group_id: 2001 }), visitor: acmeLanding, effects: [CLEAR, store(acmeLanding)] },
      { event: failed('validateLandingPage'), visitor: null, effects: [CLEAR, go('/404')] },
    ],
  },
  {
    name: 'referral with rid 5001: agent, group and portal stored',
    input: at('/referrals', { rid: '5001' }),
    call: { type: 'getReferral', params: { referral_id: '5001' } },
    answers: [
      { event: done('getReferral', { agent_id: 1001, group_id: null, portal_id: 11, valid_referral_link: true, referrer_info: 'Jordan Avery' }), visitor: referred, effects: [store(referred)] },
      { event: done('getReferral', { agent_id: null, group_id: null, portal_id: null, valid_referral_link: false }), ...NOT_FOUND },
      { event: done('getReferral', null), ...NOT_FOUND },
      { event: failed('getReferral'), ...NOT_FOUND },
    ],
  },
  { name: 'referral without rid: /404', input: at('/referrals'), answers: [], direct: NOT_FOUND },
  {
    name: 'group website with an id: landing validated, traffic tracked',
    input: at('/websites', { group: 'acme', id: 'e1' }),
    call: { type: 'validateLandingPage', params: { landing_page: 'acme' } },
    answers: [
      { event: done('validateLandingPage', { type: 'group', agent_id: 1001, group_id: 2001 }), visitor: acmeLanding, effects: [store(acmeLanding), { type: 'trackTraffic', params: { enrollment_id: 'e1' } }] },
      { event: done('validateLandingPage', null), ...NOT_FOUND },
      { event: failed('validateLandingPage'), ...NOT_FOUND },
    ],
  },
  { name: 'website without group: /404', input: at('/websites'), answers: [], direct: NOT_FOUND },
  {
    name: 'external partner site: site looked up by name, then /home',
    input: at('/external', { site: 'partner' }),
    call: { type: 'getExternalSite', params: { site_name: 'partner' } },
    answers: [
      {
        event: done('getExternalSite', { gid: 2001, gagent_code: 'AVERY001', portal_id: 12 }),
        visitor: { ...acmeGroup, portal_id: 12, landing_page: 'partner', fromSite: 'partner' },
        effects: [store({ ...acmeGroup, portal_id: 12, landing_page: 'partner', fromSite: 'partner' }), go('/home')],
      },
      { event: failed('getExternalSite'), ...NOT_FOUND },
    ],
  },
  { name: 'continue-enrollment clears storage', input: at('/continue-enrollment'), answers: [], direct: { visitor: ANONYMOUS, effects: [CLEAR] } },
  { name: 'direct-continue clears storage', input: at('/direct-continue/a/b'), answers: [], direct: { visitor: ANONYMOUS, effects: [CLEAR] } },
  { name: 'the access page view', input: at('/access-page'), answers: [], direct: { visitor: ANONYMOUS, effects: [] } },
  { name: 'nobody to restore', input: at('/'), answers: [], direct: { visitor: ANONYMOUS, effects: [] } },
  {
    name: 'member restored from the query uid',
    input: at('/member-home', { uid: '7001' }),
    call: { type: 'getMemberInfo', params: { user_id: 7001 } },
    answers: [
      {
        event: done('getMemberInfo', { member_info: { user_id: 7001, first_name: 'Morgan', last_name: 'Lee' }, agent_info: { agent_id: 1001 }, group_info: { gid: 2001 }, portal_id: 12 }),
        visitor: { ...ANONYMOUS, eprocess: 'applicant', open_type: 'user', user_id: 7001, agent_id: 1001, group_id: 2001, portal_id: 12 },
        effects: [store({ ...ANONYMOUS, eprocess: 'applicant', open_type: 'user', user_id: 7001, agent_id: 1001, group_id: 2001, portal_id: 12 })],
      },
      // Ids that no longer resolve are forgotten: an anonymous visitor, storage cleared.
      { event: done('getMemberInfo', null), visitor: ANONYMOUS, effects: [CLEAR] },
      // A failed lookup (network, expired sign-in) keeps what the browser stored.
      { event: failed('getMemberInfo'), visitor: ANONYMOUS, effects: [] },
    ],
  },
  {
    name: 'rep restored from stored ids',
    input: at('/agent-home', {}, 'localhost', { agent_id: 1001, user_id: null, group_id: null }),
    call: { type: 'getAgentInfo', params: { agent_id: 1001 } },
    answers: [
      { event: done('getAgentInfo', { agent_id: 1001 }), visitor: { ...ANONYMOUS, eprocess: 'rep', open_type: 'agent', agent_id: 1001 }, effects: [store({ ...ANONYMOUS, eprocess: 'rep', open_type: 'agent', agent_id: 1001 })] },
      { event: done('getAgentInfo', null), visitor: ANONYMOUS, effects: [CLEAR] },
      { event: failed('getAgentInfo'), visitor: ANONYMOUS, effects: [] },
    ],
  },
  {
    name: 'group restored from the query group',
    input: at('/group-home', { group: '2001' }),
    call: { type: 'getGroupInfo', params: { group_id: 2001 } },
    answers: [
      { event: done('getGroupInfo', { gid: 2001 }), visitor: { ...ANONYMOUS, eprocess: 'group', open_type: 'group', group_id: 2001 }, effects: [store({ ...ANONYMOUS, eprocess: 'group', open_type: 'group', group_id: 2001 })] },
      { event: failed('getGroupInfo'), visitor: ANONYMOUS, effects: [] },
    ],
  },
  {
    name: 'white-label host root: guest agent and default group from configuration',
    input: at('/', {}, 'benefits.whitelabel.test'),
    answers: [],
    direct: {
      visitor: { ...ANONYMOUS, eprocess: 'group', open_type: 'group', enroll_type: 'new-group-member', agent_id: 9001, group_id: 9100 },
      effects: [store({ ...ANONYMOUS, eprocess: 'group', open_type: 'group', enroll_type: 'new-group-member', agent_id: 9001, group_id: 9100 })],
    },
  },
  {
    name: "white-label host with a group landing: the site's group and portal",
    input: at('/acme', {}, 'benefits.whitelabel.test'),
    call: { type: 'getExternalSite', params: { site_name: 'acme' } },
    answers: [
      {
        event: done('getExternalSite', { gid: 2001, portal_id: 12 }),
        visitor: { ...acmeGroup, agent_id: 9001, portal_id: 12, landing_page: 'acme' },
        effects: [store({ ...acmeGroup, agent_id: 9001, portal_id: 12, landing_page: 'acme' })],
      },
      { event: done('getExternalSite', null), ...NOT_FOUND },
      { event: failed('getExternalSite'), ...NOT_FOUND },
    ],
  },
  { name: 'white-label host: a referral goes to its root', input: at('/referrals', { rid: '5001' }, 'benefits.whitelabel.test'), answers: [], direct: { visitor: ANONYMOUS, effects: [go('/', true)] } },
];

interface Ctx { visitor: Visitor | null; sentTo: string | null }

function assertSpec(sc: Scenario, run: Run): void {
  const { snapshot: s } = run;
  const ctx = s.context as unknown as Ctx;
  const ev = lastEvent(run);
  const outcome = sc.direct ?? sc.answers.find((a) => a.event.type === ev?.type && JSON.stringify(a.event) === JSON.stringify(ev));
  // The app shows the page once the run settled, and only on the path the run sent the visitor to.
  expect(s.hasTag('settled')).toBe(s.status === 'done');
  const sent = run.effects.filter((e) => e.type === 'navigate').map((e) => (e.params as { to: string }).to.split('?')[0]);
  expect(ctx.sentTo).toBe(s.status === 'done' ? (sent.at(-1) ?? null) : null);
  if (s.value === 'ready' || s.value === 'notFound') {
    expect(outcome, `an outcome for ${ev?.type}`).toBeDefined();
    expect(run.effects).toEqual(outcome!.effects);
    expect(run.calls).toEqual(sc.call ? [sc.call] : []);
    if (s.value === 'ready') expect(ctx.visitor).toEqual(outcome!.visitor);
    else expect(outcome!.visitor).toBeNull();
  } else {
    // Waiting for the route's one lookup, with only the clearing that comes before it.
    expect(run.calls).toEqual([sc.call]);
    expect(run.effects).toEqual(sc.before ?? []);
    expect(ctx.visitor).toBeNull();
  }
}

/** The lookup state each actor runs in. */
const LOOKUP_STATE: Record<string, string> = {
  getDomainSite: 'findingDomain', validateLandingPage: 'validatingLanding', getReferral: 'findingReferral',
  getExternalSite: 'findingSite', getMemberInfo: 'restoringMember', getAgentInfo: 'restoringAgent', getGroupInfo: 'restoringGroup',
};

describe.each(SCENARIOS)('startup model: $name', (sc) => {
  const finals = new Set<string>();
  for (const o of sc.direct ? [sc.direct] : sc.answers) finals.add(o.visitor ? 'ready' : 'notFound');
  itWalksModel(startupMachine, {
    input: sc.input,
    events: sc.answers.map((a) => a.event),
    actions: ['clearStorage', 'storeVisitor', 'trackTraffic', 'navigate'],
    actors: Object.keys(LOOKUP_STATE),
    assertState: (run) => assertSpec(sc, run),
  }, { reaches: [...(sc.call ? [LOOKUP_STATE[sc.call.type]] : []), ...finals] });
});

/** Every way in of the route table, each kind once at least (the app skips the machine for settlesAtOnce). */
const EVERY_WAY_IN = [
  at('/'), at('/access-page'), at('/access-pagenext'), at('/landing-page'), at('/', { landing: 'access-page' }),
  at('/javery'), at('/referrals', { rid: '5001' }), at('/referrals'), at('/websites', { group: 'acme' }), at('/external', { site: 'partner' }),
  at('/continue-enrollment'), at('/', {}, 'benefits.acme.test'), at('/', {}, 'benefits.whitelabel.test'),
  at('/agent-home', {}, 'localhost', { agent_id: 1001, user_id: null, group_id: null }), at('/home', { group_id: '2001' }),
];

describe('settlesAtOnce: the ways in the app may settle without the machine', () => {
  it.each(EVERY_WAY_IN)('is true exactly when the machine ends at once with no lookup and no effect (%o)', (input) => {
    const effects: string[] = [];
    const record = (type: string) => () => void effects.push(type);
    const actor = createActor(startupMachine.provide({
      actions: { clearStorage: record('clearStorage'), storeVisitor: record('storeVisitor'), trackTraffic: record('trackTraffic'), navigate: record('navigate') },
    }), { input });
    actor.start();
    const quiet = actor.getSnapshot().status === 'done' && effects.length === 0;
    actor.stop();
    expect(settlesAtOnce(startupRoute(input))).toBe(quiet);
  });
});
