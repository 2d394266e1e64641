/**
 * Which payload fields are encrypted at rest, and the three views of a stored tab payload:
 * sealed (in the database), open (the bound session's own form) and masked (any other reader).
 */
import type { FieldCipher } from './crypto';
import { maskSsn } from './crypto';

/** Field names encrypted wherever they appear at the top level of a tab payload. */
export const SENSITIVE_FIELDS: ReadonlySet<string> = new Set(['ssn']);

type Payload = Record<string, unknown>;

function mapSensitive(payload: Payload, fn: (value: string) => string): Payload {
  const out: Payload = { ...payload };
  for (const key of Object.keys(out)) {
    const value = out[key];
    if (SENSITIVE_FIELDS.has(key) && typeof value === 'string' && value !== '') out[key] = fn(value);
  }
  return out;
}

/**
 * Encrypts sensitive fields. Every caller passes plain values (saves open the stored ones first),
 * so a value that merely looks sealed is encrypted too: keeping it would store input unencrypted
 * and make every later read of the tab fail to decrypt.
 */
export function sealPayload(payload: Payload, cipher: FieldCipher): Payload {
  return mapSensitive(payload, (value) => cipher.encrypt(value));
}

/** Decrypts sensitive fields, for the bound session's own form. */
export function openPayload(payload: Payload, cipher: FieldCipher): Payload {
  return mapSensitive(payload, (value) => cipher.decrypt(value));
}

/** Decrypts then masks sensitive fields ('xxxxx1234'), for every other reader. */
export function maskPayload(payload: Payload, cipher: FieldCipher): Payload {
  return mapSensitive(payload, (value) => maskSsn(cipher.decrypt(value)));
}
