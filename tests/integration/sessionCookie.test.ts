/**
 * The session cookie's name: __Host-bs_sid (Secure, Path=/, no Domain) when PUBLIC_URL is https,
 * so neither a sibling subdomain nor plain http can plant or read it; bs_sid over http. The server
 * reads only the configured name. (Its own file: one test app per file on PostgreSQL.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001 } from '../../schemas/demo/enrollments';
import { MESSAGES } from '../../schemas/messages';
import { fieldErrors, get, post, type Session } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let secure: TestApp;
beforeAll(async () => { secure = await createTestApp({ config: { publicUrl: 'https://store.example.com' } }); });
afterAll(async () => { await secure.close(); });

const anonymous: Session = { cookie: undefined };

describe('session cookie over https', () => {
  it('is __Host-bs_sid (Secure, Path=/, no Domain), and only that name is read', async () => {
    const response = await post(secure.app, anonymous, 'continue-enrollment', { code: 'DEMO0001', email: 'demo@example.com' });
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^__Host-bs_sid=[A-Za-z0-9_-]{43}; /);
    const attributes = header.split('; ').slice(1).map((part) => part.toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'httponly', 'secure', 'samesite=lax']));
    expect(attributes.some((part) => part.startsWith('domain='))).toBe(false);
    const sid = header.split(';')[0].split('=')[1];
    expect((await get(secure.app, { cookie: `__Host-bs_sid=${sid}` }, 'get-dynamic-tabs', { enrollment_id: DEMO0001.id })).statusCode).toBe(200);
    const plain = await get(secure.app, { cookie: `bs_sid=${sid}` }, 'get-dynamic-tabs', { enrollment_id: DEMO0001.id });
    expect(fieldErrors(plain)).toEqual([{ target_element: 'enrollment_id', error_message: MESSAGES.sessionMissing }]);
  });
});
