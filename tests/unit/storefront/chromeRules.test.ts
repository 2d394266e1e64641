/**
 * The chrome's pure rules: which site's theme a visitor sees (siteKeyFor), the Android icon hidden
 * on Apple devices (isAppleDevice / appStores) and the recommended-products link rule.
 */
import { describe, expect, it } from 'vitest';
import { appStores, isAppleDevice } from '../../../src/storefront/chrome/device';
import { showsRecommendedLink } from '../../../src/storefront/chrome/recommendedLink';
import { siteKeyFor, siteOwner, type SiteKeyInput } from '../../../src/storefront/chrome/siteKey';

const APP_HOSTS = ['localhost', '127.0.0.1'];
const anonymous: SiteKeyInput = {
  host: 'localhost', appHosts: APP_HOSTS, isEmployeeEnrollment: null, landing: null, agentId: null, groupId: null, eprocess: null, openType: null,
};

describe('siteKeyFor', () => {
  it.each<[string, Partial<SiteKeyInput>, string]>([
    ['an anonymous visitor of the default site', {}, 'default'],
    ["a custom domain's visitor, whoever is stored", { host: 'benefits.acme.test', agentId: 1001 }, 'benefits.acme.test'],
    ['any host while the app hosts are not known yet', { appHosts: undefined, agentId: 1001 }, 'localhost'],
    ["Jordan Avery's landing (/javery)", { landing: { type: 'agent', agent_id: 1001, group_id: null }, agentId: 1001 }, 'agent:1001'],
    ['a rep access code or a referral (stored agent id)', { agentId: 1001, eprocess: 'applicant' }, 'agent:1001'],
    ["Acme's landing (/acme), whose rep is 1001", { landing: { type: 'group', agent_id: 1001, group_id: 2001 }, agentId: 1001, groupId: 2001 }, 'group:2001'],
    ["an Acme employee (group code ACME2001)", { isEmployeeEnrollment: true, groupId: 2001, agentId: 1001 }, 'group:2001'],
    ['a group process visit', { eprocess: 'group', groupId: 2556 }, 'group:2556'],
    ['a rep enrolling for a group (rep process)', { eprocess: 'rep', agentId: 1001, groupId: 2001 }, 'agent:1001'],
  ])('%s', (_name, input, key) => {
    expect(siteKeyFor({ ...anonymous, ...input })).toBe(key);
  });

  it('names the owner of a landing site only', () => {
    expect(siteOwner('agent:1001')).toEqual({ kind: 'agent', id: 1001 });
    expect(siteOwner('group:2001')).toEqual({ kind: 'group', id: 2001 });
    expect(siteOwner('default')).toBeNull();
    expect(siteOwner('benefits.acme.test')).toBeNull();
  });
});

describe('app-download icons', () => {
  it.each([
    ['iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1', true],
    ['iPad', 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1', true],
    ['Mac', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', true],
    ['Android phone', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36', false],
    ['Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36', false],
    ['Linux desktop', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36', false],
  ])('%s: Apple %s', (_name, userAgent, apple) => {
    expect(isAppleDevice(userAgent)).toBe(apple);
    expect(appStores(userAgent)).toEqual({ ios: true, android: !apple });
  });
});

describe('recommended-products link', () => {
  it.each([
    [null, null, false], [0, 3, false], [2, 0, false], [2, null, false], [1, 1, true], [3, 5, true],
  ])('cart %s, recommendations %s: shown %s', (cartCount, recommendations, shown) => {
    expect(showsRecommendedLink({ cartCount, recommendations })).toBe(shown);
  });
});
