/**
 * A masked secret sent back unchanged means "keep the one on file" (services/disclosure.ts masks
 * what a form shows). Before a save is checked, each masked secret is put back to the plain value
 * it stands for, taken only from the same field of the same person: the tab's saved value, or a
 * list item's saved row or record on file with the same id. A mask that stands for none of them
 * stays as sent, and the save's strict check refuses it with the field's own message (a mask
 * never overwrites a sealed value); a new full value replaces the old one like any answer.
 */
import { isMaskedSecret, isSecretField, maskSecret } from '../../adapters/secrets';

type Payload = Record<string, unknown>;

const keeps = (value: unknown, masked: string): value is string => typeof value === 'string' && !isMaskedSecret(value) && maskSecret(value) === masked;

/** `incoming` with each masked secret field replaced by that field of the first of `known` it masks. */
export function keepSecrets(incoming: Payload, known: readonly Payload[]): Payload {
  const out: Payload = { ...incoming };
  for (const [key, value] of Object.entries(incoming)) {
    if (!isSecretField(key) || !isMaskedSecret(value)) continue;
    const kept = known.map((row) => row[key]).find((plain) => keeps(plain, value));
    if (kept !== undefined) out[key] = kept;
  }
  return out;
}

/** Whether any secret field of these payloads holds a mask (else there is nothing on file to look up). */
export function holdsMask(payloads: readonly unknown[]): boolean {
  return payloads.some((payload) => typeof payload === 'object' && payload !== null
    && Object.entries(payload).some(([key, value]) => isSecretField(key) && isMaskedSecret(value)));
}

/** The rows of `known` that are the same item as one with this id (none for an item without one). */
export function sameItem<R extends Payload>(known: readonly R[], idKey: string, id: unknown): R[] {
  return Number.isInteger(id) ? known.filter((row) => row[idKey] === id) : [];
}

/**
 * Gives every item without an integer `idKey` the next free one, in order (ids are kept across
 * saves): a list's items keep one identity from the answer to the save, so a masked SSN sent back
 * finds its own row.
 */
export function numbered<T extends Payload>(items: readonly T[], idKey: string): T[] {
  let next = Math.max(0, ...items.map((item) => (Number.isInteger(item[idKey]) ? (item[idKey] as number) : 0)));
  return items.map((item) => (Number.isInteger(item[idKey]) ? item : { [idKey]: ++next, ...item }));
}
