/**
 * The developer mailbox shows continue codes, so it answers only a browser on this machine that
 * asked for a loopback name: not a page of another site rebinding its name to 127.0.0.1, not a
 * client behind a proxy on this host, and never from a cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const URLS = ['/dev/mailbox', '/dev/mailbox.json'];
const open = (url: string, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress });

describe('developer mailbox', () => {
  it('answers Host localhost, 127.0.0.1 or [::1], with or without a port, and is never cached', async () => {
    for (const url of URLS) {
      for (const host of ['localhost', 'localhost:8080', '127.0.0.1', '127.0.0.1:5173', '[::1]', '[::1]:8080']) {
        const response = await open(url, { host });
        expect({ url, host, status: response.statusCode }).toEqual({ url, host, status: 200 });
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
    expect((await open('/dev/mailbox.json', { host: '[::1]:8080' }, '::1')).statusCode).toBe(200);
  });

  it('refuses any other Host, even from this machine (DNS rebinding)', async () => {
    for (const url of URLS) {
      for (const host of ['evil.example', 'evil.example:8080', 'localhost.evil.example', '127.0.0.1.nip.io', '127.0.0.2', '10.0.0.1:8080', 'localhost:80x']) {
        const response = await open(url, { host });
        expect({ url, host, status: response.statusCode }).toEqual({ url, host, status: 404 });
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.body).not.toContain('enrollment code');
      }
    }
  });

  it('refuses a request that came through a proxy on this machine', async () => {
    const proxied: Record<string, string>[] = [
      { forwarded: 'for=203.0.113.7' }, { 'x-forwarded-for': '203.0.113.7' }, { 'x-forwarded-host': 'localhost' }, { 'x-real-ip': '203.0.113.7' },
    ];
    for (const url of URLS) {
      for (const headers of proxied) {
        const response = await open(url, { host: 'localhost:8080', ...headers });
        expect({ url, headers, status: response.statusCode }).toEqual({ url, headers, status: 404 });
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
  });

  it('refuses a caller on another machine', async () => {
    for (const url of URLS) {
      const response = await open(url, { host: 'localhost:8080' }, '203.0.113.7');
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});
