import { describe, expect, it } from 'vitest';
import { readStorefrontConfig } from '../../../server/services/storefrontConfig';

const PUBLIC_URL = 'https://shop.example.test';

describe('readStorefrontConfig', () => {
  it('defaults to a non-production site on the public host and loopback, with no white-label host', () => {
    expect(readStorefrontConfig({}, PUBLIC_URL)).toEqual({
      environment: 'non-production', appHosts: ['shop.example.test', 'localhost', '127.0.0.1'], whiteLabel: null,
    });
  });

  it('reads production, the listed hosts (lower case, once each) and the white-label host with its ids', () => {
    const config = readStorefrontConfig({
      STOREFRONT_ENV: 'Production', APP_HOSTS: 'Shop.Example.test, www.example.test,shop.example.test',
      WHITE_LABEL_HOST: 'benefits.partner.test', WHITE_LABEL_GUEST_AGENT_ID: '1001', WHITE_LABEL_DEFAULT_GROUP_ID: '2001',
    }, PUBLIC_URL);
    expect(config).toEqual({
      environment: 'production', appHosts: ['shop.example.test', 'www.example.test'],
      whiteLabel: { host: 'benefits.partner.test', guestAgentId: 1001, defaultGroupId: 2001 },
    });
  });

  it.each([
    [{ STOREFRONT_ENV: 'staging' }, /STOREFRONT_ENV/],
    [{ APP_HOSTS: 'shop.example.test,bad host' }, /APP_HOSTS/],
    [{ WHITE_LABEL_HOST: 'benefits.partner.test' }, /WHITE_LABEL_GUEST_AGENT_ID/],
    [{ WHITE_LABEL_HOST: 'benefits.partner.test', WHITE_LABEL_GUEST_AGENT_ID: '1001', WHITE_LABEL_DEFAULT_GROUP_ID: 'x' }, /WHITE_LABEL_DEFAULT_GROUP_ID/],
  ])('stops the start on a malformed value, naming the variable (%o)', (env, message) => {
    expect(() => readStorefrontConfig(env, PUBLIC_URL)).toThrow(message);
  });
});
