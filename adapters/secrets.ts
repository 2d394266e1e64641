/**
 * Secrets in payloads (SSNs, bank account and card numbers): which fields hold one, and the one
 * masked form every reader but the owner gets ('xxxxx1234', schemas/catalog/patterns.ts
 * maskedSsn for an SSN). The review, the PDF copy and the server's answers all mask with these.
 */
import { PATTERNS } from '../schemas/catalog/patterns';

/** Field names whose values are shown by their last four digits only. */
const SECRET_FIELDS = /(^|_)(ssn|account_number|card_number)$/;

/** Whether a field (by its name) holds a secret. */
export function isSecretField(name: string): boolean {
  return SECRET_FIELDS.test(name);
}

/** 'xxxxx1234': a secret's last four digits (a value already masked keeps its own mask). */
export function maskSecret(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length <= 4 && /[x*•]/i.test(value)) return value;
  return `${'x'.repeat(Math.max(digits.length - 4, 1))}${digits.slice(-4)}`;
}

const MASKED = new RegExp(PATTERNS.maskedSecret);

/** Whether `value` is a secret as maskSecret shows it (x's then at most four digits), not a value someone typed. */
export function isMaskedSecret(value: unknown): value is string {
  return typeof value === 'string' && MASKED.test(value);
}

/**
 * `value` with every non-empty secret field, at any depth (list rows, groups), replaced by
 * `fn` of it; a field `fn` answers undefined for is left out.
 */
export function mapSecrets<T>(value: T, fn: (secret: string) => string | undefined): T {
  if (Array.isArray(value)) return value.map((item: unknown) => mapSecrets(item, fn)) as T;
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, item]) => [
    key, isSecretField(key) && typeof item === 'string' && item !== '' ? fn(item) : mapSecrets(item, fn),
  ] as const);
  return Object.fromEntries(entries.filter(([, item]) => item !== undefined)) as T;
}

/** `value` with every non-empty secret field, at any depth (list rows, groups), masked. */
export function maskSecrets<T>(value: T): T {
  return mapSecrets(value, maskSecret);
}
