/**
 * Landing pages and the rep landing flow's choices (issue 7, storefront.md sections 3 and 7):
 * get-agent-landing-page-info, get-agent-about-page-info, get-group-landing-page-info,
 * get-group-about-page-info, get-agent-groups and get-enrollment-platforms with the demo world's
 * values; 204 for unknown ids and for reps and groups without a landing page (their codes stay
 * unreadable), 422 for malformed ids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENT_LANDINGS, DEMO_GROUP_LANDINGS } from '../../schemas/demo/storefront';
import { MESSAGES } from '../../schemas/messages';
import { dataOf, fieldErrors, get } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const call = (path: string, query: Record<string, string>) => get(t.app, { cookie: undefined }, path, query);

describe('rep landing page', () => {
  it("answers rep 1001's landing fields: contacts, tagline, pictures, code and bio", async () => {
    const landing = DEMO_AGENT_LANDINGS[1001];
    expect(dataOf(await call('get-agent-landing-page-info', { agent_id: '1001' }))).toEqual({
      display_phone: '5552010001', display_email: 'jordan.avery@example.com', tagline: landing.tagline, display_about_name: 'Jordan Avery',
      display_name: 'Jordan Avery', image: landing.image, image_link: '', logo: landing.logo, agent_code: 'AVERY001', agent_bio: landing.bio,
      content_lang: 'en',
    });
    expect(dataOf(await call('get-agent-about-page-info', { agent_id: '1001' }))).toEqual({ agent_bio: landing.bio, content_lang: 'en' });
  });

  it('answers 204 for rep 1002 (no landing page: its code is not shown) and an unknown rep, 422 for a malformed id', async () => {
    for (const path of ['get-agent-landing-page-info', 'get-agent-about-page-info']) {
      expect((await call(path, { agent_id: '1002' })).statusCode).toBe(204);
      expect((await call(path, { agent_id: '31337' })).statusCode).toBe(204);
      const malformed = await call(path, { agent_id: 'x' });
      expect(malformed.statusCode).toBe(422);
      expect(fieldErrors(malformed)).toEqual([{ target_element: 'agent_id', error_message: MESSAGES.storefrontIdInvalid }]);
    }
  });
});

describe('group landing page', () => {
  it("answers group 2001's landing fields with its address, about text and rep's code", async () => {
    const landing = DEMO_GROUP_LANDINGS[2001];
    const data = dataOf(await call('get-group-landing-page-info', { group_id: '2001' }));
    expect(data).toMatchObject({
      display_phone: '5552170100', tagline: landing.tagline, display_name: 'Acme Manufacturing', gname: 'Acme Manufacturing',
      logo: landing.logo, image: landing.image, agent_code: 'AVERY001', gweb_aboutus: landing.bio,
      address_information: { address1: '100 Main St', city: 'Springfield', state: 'IL', zip: '62701' },
    });
    expect(dataOf(await call('get-group-about-page-info', { group_id: '2001' }))).toEqual({ gweb_aboutus: landing.bio, content_lang: 'en' });
  });

  it("answers Summit's landing without a rep ('' code), and 204 for Noland Supply (no landing page) and unknown groups", async () => {
    expect(dataOf(await call('get-group-landing-page-info', { group_id: '2512' }))).toMatchObject({ gname: 'Summit Schools', agent_code: '' });
    for (const group_id of ['2002', '9999']) {
      expect((await call('get-group-landing-page-info', { group_id })).statusCode).toBe(204);
      expect((await call('get-group-about-page-info', { group_id })).statusCode).toBe(204);
    }
    expect((await call('get-group-about-page-info', { group_id: '' })).statusCode).toBe(422);
  });
});

describe('rep landing flow choices', () => {
  it("answers rep 1001's groups (2001 and 2556, by name) and portals (11 and 12)", async () => {
    expect(dataOf(await call('get-agent-groups', { agent_id: '1001' }))).toEqual([
      { gid: 2001, gname: 'Acme Manufacturing' }, { gid: 2556, gname: 'Harbor Logistics' },
    ]);
    expect(dataOf(await call('get-enrollment-platforms', { agent_id: '1001' }))).toEqual([
      { platform_group_id: 11, platform_name: 'Individual Direct', platform_code: 'IND' },
      { platform_group_id: 12, platform_name: 'Group Benefits', platform_code: 'GRP' },
    ]);
  });

  it('answers 204 for an unknown rep and 422 for a malformed id', async () => {
    for (const path of ['get-agent-groups', 'get-enrollment-platforms']) {
      expect((await call(path, { agent_id: '4040' })).statusCode).toBe(204);
      expect((await call(path, { agent_id: '1e3' })).statusCode).toBe(422);
    }
  });
});
