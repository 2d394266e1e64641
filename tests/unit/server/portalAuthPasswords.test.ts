/** Portal password hashes (issue 13, point 8): scrypt at OWASP's minimum cost, stored with its parameters; old hashes still verify. */
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, needsRehash, SCRYPT_COST, verifyPassword } from '../../../server/services/portalAuthPasswords';

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };
const CURRENT_PREFIX = 'scrypt$131072$8$1$';

/** A hash of the first format: `scrypt$salt$hash` at Node's default cost (N 2^14, r 8, p 1). */
function firstFormatHash(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64url')}$${scryptSync(password, salt, 32).toString('base64url')}`;
}

describe('portal password hashes', () => {
  it("hash at OWASP's minimum (N 2^17, r 8, p 1) with the parameters stored (sign-ins verify them: integration tests)", async () => {
    expect(SCRYPT_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const stored = await hashPassword('correct horse');
    expect(stored.startsWith(CURRENT_PREFIX)).toBe(true);
    expect(stored.split('$')).toHaveLength(6);
    expect(needsRehash(stored)).toBe(false);
  });

  it('check an unknown e-mail against a dummy hash of the same cost (no timing difference between the two refusals)', () => {
    expect(DUMMY_HASH.startsWith(CURRENT_PREFIX)).toBe(true);
  });

  it('verify first-format hashes and hashes of another cost, and ask for a rehash of the weaker ones', async () => {
    const old = firstFormatHash('old secret');
    expect(await verifyPassword('old secret', old)).toBe(true);
    expect(await verifyPassword('not it', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
    const cheap = await hashPassword('cheap secret', CHEAP);
    expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('cheap secret', cheap)).toBe(true);
    expect(await verifyPassword('cheap secreT', cheap)).toBe(false);
    expect(needsRehash(cheap)).toBe(true);
  });

  it('refuse malformed stored values and costs out of bounds instead of running them', async () => {
    const [, , , , salt, hash] = (await hashPassword('x', CHEAP)).split('$');
    for (const stored of [
      '', 'bcrypt$abc$def', 'scrypt$', `scrypt$${salt}`, `scrypt$1000$8$1$${salt}$${hash}`, `scrypt$${2 ** 21}$8$1$${salt}$${hash}`,
      `scrypt$1024$0$1$${salt}$${hash}`, `scrypt$1024$8$99$${salt}$${hash}`, `scrypt$1024$8$1$${salt}$${hash.slice(4)}`, `scrypt$01024$8$1$${salt}$${hash}`,
    ]) {
      expect({ stored, verifies: await verifyPassword('x', stored), rehash: needsRehash(stored) }).toEqual({ stored, verifies: false, rehash: false });
    }
  });
});
