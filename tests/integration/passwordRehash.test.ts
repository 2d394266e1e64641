/**
 * Issue 13, point 8: portal passwords are hashed with scrypt at N 2^17, r 8, p 1. An account whose
 * hash is of the first format (Node's default cost, N 2^14) still signs in, and that sign-in stores
 * a fresh hash at the current cost; a wrong password changes nothing.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PORTAL_ACCOUNTS } from '../../schemas/demo/portalAccounts';
import { dataOf, post } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const CURRENT_PREFIX = 'scrypt$131072$8$1$';
const signIn = (email: string, password: string, ip: string) => post(t.app, { cookie: undefined }, 'portal-sign-in', { email, password }, ip);
const storedHash = async (email: string) =>
  (await t.db.selectFrom('portal_accounts').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow()).password_hash;

describe('password hash upgrade on sign-in', () => {
  it('signs in with a first-format hash and stores a fresh one at the current cost, which signs in too', async () => {
    const email = 'old.hash@example.com';
    const salt = randomBytes(16);
    const old = `scrypt$${salt.toString('base64url')}$${scryptSync('an old password', salt, 32).toString('base64url')}`;
    await t.db.insertInto('portal_accounts').values({ email, role: 'member', ref_id: 7002, password_hash: old }).execute();

    expect((await signIn(email, 'not the password', '10.95.0.1')).statusCode).toBe(422);
    expect(await storedHash(email)).toBe(old);

    expect(dataOf(await signIn(email, 'an old password', '10.95.0.2'))).toMatchObject({ role: 'member', user_id: 7002 });
    const upgraded = await storedHash(email);
    expect(upgraded.startsWith(CURRENT_PREFIX)).toBe(true);
    expect(upgraded).not.toContain(salt.toString('base64url'));
    expect((await signIn(email, 'an old password', '10.95.0.3')).statusCode).toBe(200);
    expect(await storedHash(email)).toBe(upgraded);
  });

  it('seeds the demo accounts at the current cost', async () => {
    const rows = await t.db.selectFrom('portal_accounts').select(['email', 'password_hash'])
      .where('email', 'in', DEMO_PORTAL_ACCOUNTS.map((account) => account.email)).execute();
    expect(rows).toHaveLength(DEMO_PORTAL_ACCOUNTS.length);
    expect(rows.filter((row) => !row.password_hash.startsWith(CURRENT_PREFIX))).toEqual([]);
  });
});
