/**
 * Issue 13, point 4: the per-account sign-in limit (ASVS 2.2.1). At most 100 failed sign-ins an
 * hour for one e-mail address, from any number of addresses; then that e-mail's sign-in answers
 * 429 (signInLocked), the right password included, for an e-mail without an account exactly as
 * for one with, for an hour at most, and without touching the owner's other ways in (continue
 * codes). Failed sign-ins are logged with the account and the caller's address, never the password.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PORTAL_PASSWORD } from '../../schemas/demo/portalAccounts';
import { MESSAGES } from '../../schemas/messages';
import { recordFailures } from '../../server/db/queries/continueCodes';
import { ACCOUNT_MAX_FAILURES, signInAccountKey } from '../../server/services/portalAuthAttempts';
import { hashPassword } from '../../server/services/portalAuthPasswords';
import { fieldErrors, post } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';
import { createTwinApp, type TwinApp } from './helpers/twinApp';

let t: TestApp;
let twin: TwinApp;
const logs: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'info' }, logStream: { write: (line) => { logs.push(line); } } });
  twin = await createTwinApp(t);
});
afterAll(async () => {
  await twin?.close();
  await t?.close();
});

const anonymous = { cookie: undefined };
const signIn = (email: string, password: string, ip: string, app = t.app) => post(app, anonymous, 'portal-sign-in', { email, password }, ip);
const answer = async (email: string, password: string, ip: string) => {
  const response = await signIn(email, password, ip);
  return { status: response.statusCode, body: response.json() as unknown };
};
const LOCKED = [{ target_element: 'general', error_message: MESSAGES.signInLocked }];

/** A member account of this test's own, hashed cheaply (the stored cost is what a check costs) so 100 failures stay quick. */
async function createAccount(email: string, password: string, ref_id = 7002): Promise<void> {
  const password_hash = await hashPassword(password, { N: 2 ** 10, r: 8, p: 1 });
  await t.db.insertInto('portal_accounts').values({ email, role: 'member', ref_id, password_hash }).execute();
}

/** 100 failures held against an e-mail's sign-in, as if from elsewhere within the hour. */
const failuresFromElsewhere = (email: string) =>
  recordFailures(t.db, Array.from({ length: ACCOUNT_MAX_FAILURES }, () => signInAccountKey(email)));

/** The sign-in refusals logged so far. */
const refusals = () => logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.event === 'portal-sign-in-refused');

describe('per-account sign-in limit', () => {
  it('after 100 failures from 25 addresses over two server instances, the account is refused (429) even with the right password, while those addresses still sign other accounts in', async () => {
    const email = 'spread.attack@example.com';
    await createAccount(email, 'the-right-password');
    for (let round = 0; round < 4; round += 1) {
      // Each of 25 addresses tries 4 wrong passwords: below its own limit of 5, 100 failures in all.
      const tries = await Promise.all(Array.from({ length: 25 }, (_, i) => signIn(email, `wrong-${round}-${i}`, `10.90.0.${i}`, i % 2 ? twin.app : t.app)));
      expect(tries.map((response) => response.statusCode)).toEqual(Array(25).fill(422));
    }
    const owner = await signIn(email, 'the-right-password', '10.90.1.1', twin.app);
    expect(owner.statusCode).toBe(429);
    expect(fieldErrors(owner)).toEqual(LOCKED);
    expect((await signIn('sam.noland@example.com', DEMO_PORTAL_PASSWORD, '10.90.0.7')).statusCode).toBe(200);
  });

  it('holds under parallel tries: 110 wrong passwords at once from 110 addresses get 100 evaluated (422) and 10 refused (429)', async () => {
    const email = 'parallel.attack@example.com';
    await createAccount(email, 'another-right-password');
    const tries = await Promise.all(Array.from({ length: 110 }, (_, i) => signIn(email, `wrong-${i}`, `10.94.${i >> 6}.${i & 63}`, i % 2 ? twin.app : t.app)));
    const statuses = tries.map((response) => response.statusCode);
    expect([statuses.filter((status) => status === 422).length, statuses.filter((status) => status === 429).length]).toEqual([100, 10]);
  });

  it('locks an e-mail no account has exactly as one an account has: the answer tells nothing about who has an account', async () => {
    await createAccount('has.account@example.com', 'right-password-2');
    await failuresFromElsewhere('has.account@example.com');
    await failuresFromElsewhere('no.account@example.com');
    const known = await answer('has.account@example.com', 'right-password-2', '10.91.0.1');
    expect(known).toEqual({ status: 429, body: { status: 'error', data: LOCKED } });
    expect(await answer('no.account@example.com', 'right-password-2', '10.91.0.2')).toEqual(known);
  });

  it('is time-boxed: failures older than an hour stop counting; and it never locks the continue code of that e-mail', async () => {
    await createAccount('demo@example.com', 'right-password-3');
    await failuresFromElsewhere('demo@example.com');
    expect((await signIn('demo@example.com', 'right-password-3', '10.92.0.1')).statusCode).toBe(429);
    expect((await post(t.app, anonymous, 'continue-enrollment', { code: 'DEMO0001', email: 'demo@example.com' }, '10.92.0.2')).statusCode).toBe(200);

    const { keyHash } = signInAccountKey('demo@example.com');
    await sql`UPDATE resume_attempts SET created_at = now() - interval '61 minutes' WHERE key_hash = ${keyHash}`.execute(t.db);
    expect((await signIn('demo@example.com', 'right-password-3', '10.92.0.1')).statusCode).toBe(200);
  });
});

describe('failed sign-ins are logged', () => {
  it('with the account, a hash of the e-mail, the address and the reason; never the password or the e-mail', async () => {
    const password = 'Sup3r-Secret-Guess-4711';
    await createAccount('logged.member@example.com', 'right-password-4', 7003);
    const before = refusals().length;
    expect((await signIn('logged.member@example.com', password, '10.93.0.1')).statusCode).toBe(422);
    expect((await signIn('nobody.logged@example.com', password, '10.93.0.2')).statusCode).toBe(422);
    await failuresFromElsewhere('logged.member@example.com');
    expect((await signIn('logged.member@example.com', password, '10.93.0.3')).statusCode).toBe(429);

    const logged = refusals().slice(before);
    expect(logged).toEqual([
      expect.objectContaining({ level: 40, reason: 'wrong-password', account: 'member:7003', address: '10.93.0.1', login: expect.stringMatching(/^[0-9a-f]{16}$/) }),
      expect.objectContaining({ level: 40, reason: 'unknown-email', account: null, address: '10.93.0.2', login: expect.stringMatching(/^[0-9a-f]{16}$/) }),
      expect.objectContaining({ level: 40, reason: 'account-locked', address: '10.93.0.3' }),
    ]);
    expect(logged[0].login).toBe(logged[2].login);
    const text = logs.join('\n');
    for (const secret of [password, 'logged.member@example.com', 'nobody.logged@example.com']) expect(text).not.toContain(secret);
  });
});
