/**
 * Which payload fields are encrypted at rest, and the three views of a stored tab payload:
 * sealed (in the database), open (what the server works with) and masked (read-only answers).
 * What a form may show of an open value is services/disclosure.ts's table.
 * A sensitive field is sealed wherever it stands: at the top of a tab, or inside a list row
 * (a beneficiary's or dependent's SSN) or a group.
 */
import { maskSecrets } from '../../adapters/secrets';
import type { FieldCipher } from './crypto';

/** Field names encrypted wherever they appear in a tab payload (SSNs and bank account numbers). */
export const SENSITIVE_FIELDS: ReadonlySet<string> = new Set(['ssn', 'account_number']);

type Payload = Record<string, unknown>;

function mapValue(value: unknown, fn: (value: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapValue(item, fn));
  if (value && typeof value === 'object') return mapSensitive(value as Payload, fn);
  return value;
}

function mapSensitive(payload: Payload, fn: (value: string) => string): Payload {
  const out: Payload = {};
  for (const [key, value] of Object.entries(payload)) {
    out[key] = SENSITIVE_FIELDS.has(key) && typeof value === 'string' && value !== '' ? fn(value) : mapValue(value, fn);
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

/** Decrypts then masks every secret ('xxxxx1234'), for read-only answers (temp info, the PDF copy). */
export function maskPayload(payload: Payload, cipher: FieldCipher): Payload {
  return maskSecrets(openPayload(payload, cipher));
}
