/** Where the site's header and footer show (storefront.md section 2): a table of paths. */
import { describe, expect, it } from 'vitest';
import { showsChrome } from '../../../../src/storefront/entry/chrome';

describe('showsChrome', () => {
  it.each([
    ['/', false],
    ['/404', false],
    ['/404/', false],
    ['/landing-config-error/Agent/accessPage', false],
    ['/landing-config-error/Group/landingPage', false],
    ['/access-pagenext', false],
    ['/access-page', true],
    ['/landing-page', true],
    ['/javery', true],
    ['/acme', true],
    ['/referrals', true],
    ['/home', true],
    ['/agent-home', true],
    ['/plans', true],
    ['/continue-enrollment', true],
    ['/enrollment/personal-info', true],
    ['/access-pagenext-extra', true],
  ])('%s -> %s', (path, shown) => {
    expect(showsChrome(path)).toBe(shown);
  });
});
