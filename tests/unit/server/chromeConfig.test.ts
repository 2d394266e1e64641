import { describe, expect, it } from 'vitest';
import { readChromeConfig, SIGN_IN_PATH } from '../../../server/services/chromeConfig';

describe('readChromeConfig', () => {
  it("points the portals' sign-ins and dashboards at our own sign-in when unset, and hides the rest", () => {
    expect(readChromeConfig({})).toEqual({
      links: {
        rep_dashboard: SIGN_IN_PATH, member_login: SIGN_IN_PATH, member_dashboard: SIGN_IN_PATH,
        group_login: SIGN_IN_PATH, group_dashboard: SIGN_IN_PATH,
      },
      ticketUrl: null,
    });
  });

  it('takes outside addresses and app paths as configured, and off hides a stand-in', () => {
    const { links } = readChromeConfig({
      LINK_REP_DASHBOARD: 'https://reps.example.com/', LINK_MEMBER_LOGIN: 'off', LINK_GROUP_APPLICATION: '/group-application',
    });
    expect(links.rep_dashboard).toBe('https://reps.example.com/');
    expect(links).not.toHaveProperty('member_login');
    expect(links.group_application).toBe('/group-application');
  });

  it.each(['javascript:alert(1)', '//evil.example.com', 'ftp://files.example.com'])('stops the start on %s, naming the variable', (value) => {
    expect(() => readChromeConfig({ LINK_ADMIN: value })).toThrow(/LINK_ADMIN/);
  });
});
