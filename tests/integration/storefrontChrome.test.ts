/**
 * The site chrome's routes (issue 7 points 4 and 5): the category menu (get-common-menu,
 * get-group-menu), the ticket link and the configured outside links, the landing sites' themes
 * (get-external-site-dynamic-information with site_domain base64('agent:1001') / ('group:2001')),
 * and save-site-theme, which refuses a colour failing WCAG AA with 422 at the field, writes
 * nothing then, and answers only a browser on the server's machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES } from '../../schemas/demo/sites';
import { testConfig } from '../../server/config';
import { seedSites } from '../../server/db/seed/sites';
import { LOCAL_STOREFRONT_CONFIG } from '../../server/services/storefrontConfig';
import { API, dataOf, fieldErrors, get, post } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let configured: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  configured = await createTestApp({
    config: testConfig({
      storefront: LOCAL_STOREFRONT_CONFIG,
      chrome: { ticketUrl: 'https://tickets.example.com/new', links: { admin: 'https://admin.example.com/', app_ios: 'https://apps.example.com/ios' } },
    }),
  });
});
afterAll(async () => { await t.close(); await configured.close(); });

const anon = { cookie: undefined };
const settingsOf = async (site: string) => {
  const data = dataOf<{ result: { key: string; value: string }[] }>(await get(t.app, anon, 'get-external-site-dynamic-information', { site_domain: btoa(site) }));
  return Object.fromEntries(data.result.map((row) => [row.key, row.value]));
};

const ALL_CATEGORIES = ['limitedmed', 'medical', 'dental', 'vision', 'supplemental', 'rx', 'lifestyle', 'term_life', 'di', 'critical', 'accident', 'hospital', 'pet'];

describe('category menu', () => {
  // The demo catalog has plans in all thirteen categories (issue 8 pricing).
  it('lists the categories that have plans, in catalog order, for anyone and for a group', async () => {
    expect(dataOf(await get(t.app, anon, 'get-common-menu'))).toEqual(ALL_CATEGORIES);
    expect(dataOf(await get(t.app, anon, 'get-common-menu', { agent_id: '1001', group_id: '2001', portal_id: '12', eprocess: 'rep', open_type: 'agent' })))
      .toEqual(ALL_CATEGORIES);
    expect(dataOf(await get(t.app, anon, 'get-group-menu', { group_id: '2001', from_site: 'elevate' }))).toEqual(ALL_CATEGORIES);
  });

  it('answers 204 for an unknown group and 422 at the field for a malformed id', async () => {
    expect((await get(t.app, anon, 'get-group-menu', { group_id: '99999' })).statusCode).toBe(204);
    const bad = await get(t.app, anon, 'get-common-menu', { agent_id: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(fieldErrors(bad).map((error) => error.target_element)).toEqual(['agent_id']);
  });
});

describe('ticket link and outside links', () => {
  it('answer what the configuration holds', async () => {
    expect(dataOf(await get(configured.app, anon, 'get-ticket-link'))).toEqual({ ticket: 'https://tickets.example.com/new' });
    expect(dataOf(await get(configured.app, anon, 'get-site-links'))).toEqual({
      links: [{ name: 'admin', url: 'https://admin.example.com/' }, { name: 'app_ios', url: 'https://apps.example.com/ios' }],
    });
  });

  it('answer 204 and no links when nothing is configured', async () => {
    expect((await get(t.app, anon, 'get-ticket-link')).statusCode).toBe(204);
    expect(dataOf(await get(t.app, anon, 'get-site-links'))).toEqual({ links: [] });
  });
});

describe('landing site themes', () => {
  it("serve Jordan Avery's and Acme's own colours and logos over the default site's", async () => {
    const jordan = await settingsOf('agent:1001');
    expect(jordan).toMatchObject({ site_name: 'Jordan Avery Benefits', primary_color: '#5b21b6', logo_url: DEMO_SITES['agent:1001'].logo_url });
    expect(await settingsOf('group:2001')).toMatchObject({ site_name: 'Acme Benefits', primary_color: '#8a2c0d' });
    expect(await settingsOf('agent:1002')).toMatchObject({ site_name: 'Benefit Store', primary_color: DEMO_SITES.default.primary_color });
  });
});

describe('save-site-theme', () => {
  const save = (body: unknown, remoteAddress?: string) => post(t.app, anon, 'save-site-theme', body, remoteAddress);

  it('refuses a primary colour below 4.5:1 with 422 at the field and writes nothing', async () => {
    const refused = await save({ site_domain: 'agent:1001', settings: { primary_color: '#ffcc00', site_name: 'Renamed' } });
    expect(refused.statusCode).toBe(422);
    const [error] = fieldErrors(refused);
    expect(error.target_element).toBe('settings.primary_color');
    expect(error.error_message).toMatch(/^Contrast 1\.\d\d:1 is below 4\.5:1/);
    expect(await settingsOf('agent:1001')).toMatchObject({ site_name: 'Jordan Avery Benefits', primary_color: '#5b21b6' });
  });

  it('refuses an accent below 3:1, a colour that is not hex, an unsafe logo and an unknown key, each at its field', async () => {
    const refused = await save({
      site_domain: 'group:2001',
      settings: { accent_color: '#d97706', text_color: 'red', logo_url: 'javascript:alert(1)', favourite: 'x' },
    });
    expect(refused.statusCode).toBe(422);
    expect(fieldErrors(refused).map((error) => error.target_element).sort()).toEqual([
      'settings.accent_color', 'settings.favourite', 'settings.logo_url', 'settings.text_color',
    ]);
  });

  it('saves a passing theme, which the site then serves', async () => {
    const saved = await save({ site_domain: 'agent:1001', settings: { primary_color: '#14532d' } });
    expect(dataOf(saved)).toEqual({ site_domain: 'agent:1001', saved: ['primary_color'] });
    expect(await settingsOf('agent:1001')).toMatchObject({ primary_color: '#14532d', site_name: 'Jordan Avery Benefits' });
    await save({ site_domain: 'agent:1001', settings: { primary_color: DEMO_SITES['agent:1001'].primary_color } });
  });

  it('is the seed\'s way in too: a demo site with a failing colour stops the seed and is not written', async () => {
    await expect(seedSites(t.app.db, { 'agent:1002': { site_name: 'Sam Noland', primary_color: '#ffff00' } }))
      .rejects.toThrow(/settings\.primary_color Contrast 1\.\d\d:1 is below 4\.5:1/);
    expect(await settingsOf('agent:1002')).toMatchObject({ site_name: 'Benefit Store' });
  });

  it('answers 404 to a caller that is not a browser on this machine', async () => {
    expect((await save({ site_domain: 'default', settings: { primary_color: '#14532d' } }, '203.0.113.9')).statusCode).toBe(404);
    const proxied = await t.app.inject({
      method: 'POST', url: `${API}/save-site-theme`, payload: { site_domain: 'default', settings: {} },
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
  });
});
