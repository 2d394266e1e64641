/**
 * Portal account passwords: scrypt (N 2^14, r 8, p 1, 32 bytes) with a random 16-byte salt,
 * stored as `scrypt$<salt b64url>$<hash b64url>`. Comparison is constant-time. A sign-in for an
 * unknown e-mail still runs one scrypt against DUMMY_HASH, so both refusals cost the same work.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 32;

/** A fresh salted scrypt hash of `password`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

/** Whether `password` matches `stored` (false for a malformed stored value). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length || KEY_LENGTH);
  return expected.length === KEY_LENGTH && timingSafeEqual(actual, expected);
}

/** A well-formed hash no password matches in practice: what an unknown e-mail is checked against. */
export const DUMMY_HASH = `scrypt$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(KEY_LENGTH).toString('base64url')}`;
