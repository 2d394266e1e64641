/**
 * Continue codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L), stored only
 * as a sha256 hash, valid for 30 days, each issued with a random direct-link token (also stored
 * only hashed). Also the hashing of session ids and throttle keys.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 8;
export const CODE_TTL_DAYS = 30;

/** A new random continue code (about 40 bits; guessing is throttled). */
export function newContinueCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** How a code is compared: trimmed and upper-cased, so 'demo0001 ' matches DEMO0001. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Hex sha256, used for codes, session ids and throttle keys (never stored in the clear). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The stored hash of a continue code. */
export function hashCode(code: string): string {
  return sha256(`continue:${normalizeCode(code)}`);
}

/** Expiry of a code issued now. */
export function codeExpiry(now = new Date()): Date {
  return new Date(now.getTime() + CODE_TTL_DAYS * 24 * 60 * 60 * 1000);
}

/** A new direct-link token (128 bits, base64url: 22 characters), issued with every continue code. */
export function newLinkToken(): string {
  return randomBytes(16).toString('base64url');
}

/** The stored hash of a direct-link token. */
export function hashLinkToken(token: string): string {
  return sha256(`link:${token}`);
}

/**
 * The fixed link token of a seeded demo enrollment, derived from its public demo code so the
 * README's demo links stay the same in every demo database. Never used for a real code.
 */
export function demoLinkToken(demoCode: string): string {
  return createHash('sha256').update(`demo-link:${demoCode}`).digest('base64url').slice(0, 22);
}

/** A new session id for the session cookie (256 bits). */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a session id (the sessions table and enrollments.session_hash). */
export function hashSessionId(sessionId: string): string {
  return sha256(`session:${sessionId}`);
}

/** E-mail as stored and compared: trimmed, lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
