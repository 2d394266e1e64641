import { describe, expect, it } from 'vitest';
import { currentRoute, homeLinkTarget, type HomeLinkInput } from '../../../../machines/storefront/homeLink';

const none: HomeLinkInput = { open_type: null, referral: null, eprocess: null, whiteLabelHost: false };

/** storefront.md section 2 "Home link target", row by row: [case, input, Home target, current route]. */
const TABLE: Array<[string, HomeLinkInput, string, string]> = [
  ['open type and referral', { ...none, open_type: 'agent', referral: '5001', eprocess: 'applicant' }, '/referrals?rid=5001', '/referrals?rid=5001'],
  ['open type only', { ...none, open_type: 'group', eprocess: 'group' }, '/', '/'],
  ['a referral without open type goes by process', { ...none, referral: '5001', eprocess: 'rep' }, '/agent-home', '/agent-select-member'],
  ['rep', { ...none, eprocess: 'rep' }, '/agent-home', '/agent-select-member'],
  ['applicant', { ...none, eprocess: 'applicant' }, '/member-home', '/member-home'],
  ['group', { ...none, eprocess: 'group' }, '/group-home', '/group-select-member'],
  ['group on the white-label host', { ...none, eprocess: 'group', whiteLabelHost: true }, '/', '/'],
  ['rep on the white-label host', { ...none, eprocess: 'rep', whiteLabelHost: true }, '/agent-home', '/agent-select-member'],
  ['public visitor', none, '/', '/'],
  ['a referral id is escaped', { ...none, open_type: 'user', referral: 'a&b' }, '/referrals?rid=a%26b', '/referrals?rid=a%26b'],
];

describe('home link target and current route', () => {
  it.each(TABLE)('%s', (_, input, home, current) => {
    expect(homeLinkTarget(input)).toBe(home);
    expect(currentRoute(input)).toBe(current);
  });
});
