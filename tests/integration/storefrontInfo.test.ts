/**
 * Who a storefront visit belongs to (issue 7, storefront.md section 7): get-agent-info-enroll,
 * get-group-info-enroll, get-enrollment-info-referral, get-domainSite-infromation (by
 * ?site_domain=base64(host) or by the Host header) and get-default-info, with the demo world's
 * values; 204 when nothing matches, 422 for malformed input, never a code readable by id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../schemas/messages';
import { API, dataOf, fieldErrors, get } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const anonymous = { cookie: undefined };
const call = (path: string, query: Record<string, string> = {}) => get(t.app, anonymous, path, query);
const byHost = (host: string) => t.app.inject({ method: 'GET', url: `${API}/get-domainSite-infromation`, headers: { host } });
const base64 = (text: string) => Buffer.from(text).toString('base64');

describe('get-agent-info-enroll', () => {
  it("answers rep 1001's names and contacts, and no access code", async () => {
    const data = dataOf(await call('get-agent-info-enroll', { agent_id: '1001' }));
    expect(data).toEqual({
      agent_id: 1001, agent_fname: 'Jordan', agent_mname: '', agent_lname: 'Avery', email: 'jordan.avery@example.com', phone: '5552010001',
      landing_url: 'javery',
    });
  });

  it('answers 204 for an unknown rep and 422 at agent_id for a malformed id', async () => {
    expect((await call('get-agent-info-enroll', { agent_id: '999999' })).statusCode).toBe(204);
    for (const agent_id of ['abc', '-1', '1001.5', '12345678901']) {
      const response = await call('get-agent-info-enroll', { agent_id });
      expect(response.statusCode).toBe(422);
      expect(fieldErrors(response)).toEqual([{ target_element: 'agent_id', error_message: MESSAGES.storefrontIdInvalid }]);
    }
  });
});

describe('get-group-info-enroll', () => {
  it('answers group 2001 with its portal and rep, and no enrollment code', async () => {
    expect(dataOf(await call('get-group-info-enroll', { group_id: '2001' }))).toEqual({
      gid: 2001, gname: 'Acme Manufacturing', portal_id: 12, agent_id: 1001, landing_url: 'acme',
    });
  });

  it('answers 204 for an unknown group and 422 without an id', async () => {
    expect((await call('get-group-info-enroll', { group_id: '4242' })).statusCode).toBe(204);
    const missing = await call('get-group-info-enroll');
    expect(missing.statusCode).toBe(422);
    expect(fieldErrors(missing)).toEqual([{ target_element: 'group_id', error_message: MESSAGES.required }]);
  });
});

describe('get-enrollment-info-referral', () => {
  it('answers referral 5001: agent 1001, portal 11, a valid link from Jordan Avery', async () => {
    expect(dataOf(await call('get-enrollment-info-referral', { referral_id: '5001' }))).toEqual({
      agent_id: 1001, group_id: null, portal_id: 11, valid_referral_link: true, referrer_info: 'Jordan Avery',
    });
  });

  it('answers 204 for an unknown referral and 422 for a malformed id', async () => {
    expect((await call('get-enrollment-info-referral', { referral_id: '5002' })).statusCode).toBe(204);
    expect((await call('get-enrollment-info-referral', { referral_id: "5001' OR 1=1" })).statusCode).toBe(422);
  });
});

describe('get-domainSite-infromation', () => {
  const ACME = { gid: 2001, gname: 'Acme Manufacturing', gagent_code: 'AVERY001', portal_id: 12, landing_type: 'group' };

  it('finds Acme by the Host header benefits.acme.test (any case, with a port)', async () => {
    for (const host of ['benefits.acme.test', 'Benefits.ACME.test:8443']) {
      const response = await byHost(host);
      expect({ host, status: response.statusCode }).toEqual({ host, status: 200 });
      expect((response.json() as { data: unknown }).data).toEqual(ACME);
    }
  });

  it('finds Acme by site_domain (base64), which wins over the Host header', async () => {
    expect(dataOf(await call('get-domainSite-infromation', { site_domain: base64('benefits.acme.test') }))).toEqual(ACME);
  });

  it('answers 204 for a host that is no custom domain (the default site, localhost)', async () => {
    expect((await byHost('shop.example.test')).statusCode).toBe(204);
    expect((await call('get-domainSite-infromation')).statusCode).toBe(204);
    expect((await call('get-domainSite-infromation', { site_domain: base64('nobody.test') })).statusCode).toBe(204);
  });

  it('refuses a site_domain that is not base64 of a host name with 422', async () => {
    for (const site_domain of ['!!!', base64('a b/c'), base64("x' OR 1=1")]) {
      const response = await call('get-domainSite-infromation', { site_domain });
      expect(response.statusCode).toBe(422);
      expect(fieldErrors(response)).toEqual([{ target_element: 'site_domain', error_message: MESSAGES.choice }]);
    }
  });
});

describe('get-default-info', () => {
  it("answers the default site's name and branding and portal 11", async () => {
    const data = dataOf(await call('get-default-info'));
    expect(data).toMatchObject({ site_name: 'Benefit Store', primary_color: '#1d4e89', portal_id: 11, platform_name: 'Individual Direct', platform_code: 'IND' });
    expect(data.logo_url).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('answers the site configuration: not production, the loopback hosts, no white-label host', async () => {
    const data = dataOf(await call('get-default-info'));
    expect(data).toMatchObject({ environment: 'non-production', app_hosts: ['127.0.0.1', 'localhost'], white_label: null });
  });
});
