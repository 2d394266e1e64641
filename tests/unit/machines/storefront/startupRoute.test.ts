import { describe, expect, it } from 'vitest';
import { ANONYMOUS, isEntry, startupRoute, visitorFrom, type StartupRoute } from '../../../../machines/storefront/startupRoute';
import { encodeDomain } from '../../../../machines/storefront/startup';
import { at, CONFIG } from './startupFixtures';

const WL = 'benefits.whitelabel.test';
const TABLE: Array<[string, ReturnType<typeof at>, StartupRoute]> = [
  ['a custom domain', at('/', {}, 'Benefits.Acme.test'), { kind: 'customDomain', domain: 'benefits.acme.test', atRoot: true }],
  ['a custom domain on any path', at('/plans', {}, 'benefits.acme.test:8080'), { kind: 'customDomain', domain: 'benefits.acme.test:8080', atRoot: false }],
  ['the app host on another port', at('/', {}, 'localhost:4000'), { kind: 'anonymous' }],
  ['a landing name', at('/javery'), { kind: 'landing', landing: 'javery' }],
  ['a landing name with more segments', at('/javery/extra'), { kind: 'notFound' }],
  ['the access page view', at('/access-page'), { kind: 'view', view: 'access-page' }],
  ['the access-pagenext view', at('/access-pagenext'), { kind: 'view', view: 'access-pagenext' }],
  ['the landing-page view', at('/landing-page'), { kind: 'view', view: 'landing-page' }],
  ['a referral', at('/referrals', { rid: ' 5001 ' }), { kind: 'referral', rid: '5001' }],
  ['a referral without rid', at('/referrals', { rid: '' }), { kind: 'notFound' }],
  ['a website with group and id', at('/websites', { group: 'acme', id: 'e1' }), { kind: 'website', group: 'acme', id: 'e1' }],
  ['a website with group only', at('/websites', { group: 'acme' }), { kind: 'website', group: 'acme', id: null }],
  ['a website without group', at('/websites', { id: 'e1' }), { kind: 'notFound' }],
  ['an external site', at('/external', { site: 'partner' }), { kind: 'external', site: 'partner' }],
  ['an external entry without site', at('/external'), { kind: 'notFound' }],
  ['continue-enrollment', at('/continue-enrollment'), { kind: 'clear' }],
  ['direct-continue', at('/direct-continue/aWQ/dGFi'), { kind: 'clear' }],
  ['query uid before stored ids', at('/', { uid: '7001' }, 'localhost', { agent_id: 1001, user_id: null, group_id: null }), { kind: 'restoreMember', user_id: 7001 }],
  ['stored agent', at('/agent-home', {}, 'localhost', { agent_id: 1001, user_id: null, group_id: null }), { kind: 'restoreAgent', agent_id: 1001 }],
  ['query agent_id over the stored one', at('/agent-home', { agent_id: '1002' }, 'localhost', { agent_id: 1001, user_id: null, group_id: null }), { kind: 'restoreAgent', agent_id: 1002 }],
  ['query group_id', at('/group-home', { group_id: '2001' }), { kind: 'restoreGroup', group_id: 2001 }],
  ['query group', at('/home', { group: '2556' }), { kind: 'restoreGroup', group_id: 2556 }],
  ['stored group', at('/plans', {}, 'localhost', { agent_id: null, user_id: null, group_id: 2001 }), { kind: 'restoreGroup', group_id: 2001 }],
  ['a non-numeric id is ignored', at('/', { uid: 'x7001' }), { kind: 'anonymous' }],
  ['nothing to restore', at('/'), { kind: 'anonymous' }],
  ['the white-label root', at('/', {}, WL), { kind: 'whiteLabelDefault' }],
  ['a white-label landing', at('/acme', {}, WL), { kind: 'whiteLabelSite', landing: 'acme' }],
  ['a white-label referral goes to the root', at('/referrals', { rid: '5001' }, WL), { kind: 'redirect', to: '/' }],
  ['a white-label website goes to the root', at('/websites', { group: 'acme' }, WL), { kind: 'redirect', to: '/' }],
  ['a white-label external entry goes to the root', at('/external', { site: 'x' }, WL), { kind: 'redirect', to: '/' }],
  ['a white-label app route restores ids', at('/group-home', { group_id: '2001' }, WL), { kind: 'restoreGroup', group_id: 2001 }],
  ['continue links clear storage on the white-label host too', at('/continue-enrollment', {}, WL), { kind: 'clear' }],
];

describe('startup route by host and path', () => {
  it.each(TABLE)('%s', (_, input, route) => {
    expect(startupRoute(input)).toEqual(route);
  });

  it('treats every host as a custom domain when the white-label host is not configured', () => {
    expect(startupRoute({ ...at('/', {}, WL), config: { ...CONFIG, whiteLabel: null } })).toEqual({ kind: 'customDomain', domain: WL, atRoot: true });
  });

  it('sends the domain in base64', () => {
    expect(encodeDomain('benefits.acme.test')).toBe(Buffer.from('benefits.acme.test').toString('base64'));
  });
});

describe('who the visitor is', () => {
  it('is nobody for a view, a continue link or a redirect', () => {
    for (const kind of ['clear', 'anonymous'] as const) expect(visitorFrom({ kind }, null, CONFIG)).toEqual(ANONYMOUS);
    expect(visitorFrom({ kind: 'notFound' }, null, CONFIG)).toBeNull();
  });

  it('is the referring group when a referral names no rep', () => {
    const visitor = visitorFrom({ kind: 'referral', rid: '9' }, { agent_id: null, group_id: 2001, portal_id: 12, valid_referral_link: true }, CONFIG);
    expect(visitor).toMatchObject({ eprocess: 'applicant', open_type: 'group', group_id: 2001, portal_id: 12, referral: '9' });
  });

  it('reads the white-label ids from the configuration given', () => {
    const config = { ...CONFIG, whiteLabel: { host: 'x.test', guestAgentId: 1, defaultGroupId: 2 } };
    expect(visitorFrom({ kind: 'whiteLabelDefault' }, null, config)).toMatchObject({ agent_id: 1, group_id: 2 });
  });
});

describe('isEntry: the ways in that run the startup again when opened in the app', () => {
  it.each([
    ['a landing', at('/javery')], ['a referral', at('/referrals', { rid: '5001' })], ['a group website', at('/websites', { group: 'acme' })],
    ['an external site', at('/external', { site: 'partner' })], ['a continue link', at('/continue-enrollment')],
    ['a white-label site', at('/acme', {}, WL)], ['a white-label redirect', at('/referrals', { rid: '1' }, WL)], ['an unknown nested path', at('/a/b')],
  ])('%s is an entry', (_, input) => {
    expect(isEntry(startupRoute(input))).toBe(true);
  });

  it.each([
    ['the plans page', at('/plans')], ['the home', at('/home')], ['a page of a custom domain', at('/plans', {}, 'benefits.acme.test')],
    ['an access view', at('/access-page')], ['a rep restored', at('/agent-home', { agent_id: '1001' })],
  ])('%s keeps the visitor this load resolved', (_, input) => {
    expect(isEntry(startupRoute(input))).toBe(false);
  });
});
