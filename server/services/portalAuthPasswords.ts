/**
 * Portal account passwords: scrypt at OWASP's minimum cost (N 2^17, r 8, p 1; 32 bytes) with a
 * random 16-byte salt, stored with its parameters as `scrypt$<N>$<r>$<p>$<salt b64url>$<hash b64url>`.
 * Hashes of the first format, `scrypt$<salt>$<hash>` at Node's default cost (N 2^14, r 8, p 1),
 * still verify; needsRehash tells sign-in to store a fresh hash at the current cost. Comparison
 * is constant-time, and always async (crypto.scrypt runs on the libuv pool: ~0.4 s of CPU each at
 * this cost, which must never block the event loop). A sign-in for an unknown e-mail still runs
 * one scrypt at the current cost against DUMMY_HASH, so both refusals cost the same work.
 */
import { randomBytes, scrypt as scryptCallback, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: ScryptOptions) => Promise<Buffer>;
const KEY_LENGTH = 32;

/** scrypt's cost parameters. */
export interface ScryptCost { N: number; r: number; p: number }

/** What new hashes use (OWASP Password Storage Cheat Sheet's minimum for scrypt). */
export const SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

/** Node's default, which the parameterless first format was hashed at. */
const LEGACY_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };

/** Beyond this a stored hash is refused as malformed rather than allowed to claim gigabytes. */
const MAX_COST: ScryptCost = { N: 2 ** 20, r: 16, p: 4 };

/** scrypt needs 128·N·r bytes (plus 128·r·p); Node refuses above maxmem (32 MiB by default), so it grows with the cost. */
const maxmemFor = ({ N, r, p }: ScryptCost) => 128 * N * r + 128 * r * p + 16 * 1024 * 1024;

interface ParsedHash { cost: ScryptCost; salt: Buffer; hash: Buffer }

const b64 = (value: Buffer) => value.toString('base64url');

/** The stored form of a hash. */
function format(cost: ScryptCost, salt: Buffer, hash: Buffer): string {
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${b64(salt)}$${b64(hash)}`;
}

const wholeIn = (value: string, max: number) => /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= max;

/** The parts of a stored hash of either format, or undefined when it is malformed or its cost out of bounds. */
function parse(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return undefined;
  let cost = LEGACY_COST;
  if (parts.length === 6) {
    const [, N, r, p] = parts;
    if (!wholeIn(N, MAX_COST.N) || !wholeIn(r, MAX_COST.r) || !wholeIn(p, MAX_COST.p)) return undefined;
    cost = { N: Number(N), r: Number(r), p: Number(p) };
    // scrypt's N is a power of two above 1.
    if (cost.N < 2 || (cost.N & (cost.N - 1)) !== 0) return undefined;
  } else if (parts.length !== 3) return undefined;
  const [salt, hash] = parts.slice(-2).map((part) => Buffer.from(part, 'base64url'));
  if (salt.length === 0 || hash.length !== KEY_LENGTH) return undefined;
  return { cost, salt, hash };
}

/** scrypt of `password` at `cost`. */
function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem: maxmemFor(cost) });
}

/** A fresh salted scrypt hash of `password` at `cost` (SCRYPT_COST unless a test needs a cheaper one). */
export async function hashPassword(password: string, cost: ScryptCost = SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  return format(cost, salt, await derive(password, salt, cost));
}

/** Whether `password` matches `stored`, of either format (false for a malformed stored value). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  return timingSafeEqual(await derive(password, parsed.salt, parsed.cost), parsed.hash);
}

/** Whether `stored` was hashed below the current cost (or in the first format): sign-in then stores a fresh hash. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { N, r, p } = parsed.cost;
  return N < SCRYPT_COST.N || r < SCRYPT_COST.r || p < SCRYPT_COST.p;
}

/** A well-formed hash at the current cost that no password matches in practice: what an unknown e-mail is checked against. */
export const DUMMY_HASH = format(SCRYPT_COST, Buffer.alloc(16), Buffer.alloc(KEY_LENGTH));

