import { HOLIDAY_POLICY_KEYS, type WireType } from '../schemas/catalog';
import type { FormField } from './types';

/** Converts one field between form shape and wire shape; toWire returns undefined to drop the value. */
export interface Codec {
  toWire(value: string | string[] | undefined): unknown;
  toForm(value: unknown): string | string[];
}

/** The form value a codec reads: a scalar's string or a checkbox group's list. */
export type CodecValue = string | string[] | undefined;

/** Wire values that mean "ticked" in a 0/1 flag. */
const isTicked = (v: unknown): boolean => v === 1 || v === '1' || v === true;

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  // null, undefined and objects have no text form: the field reads as empty.
  return '';
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(asText).filter((v) => v !== '');
  if (value && typeof value === 'object') return Object.entries(value).filter(([, v]) => isTicked(v)).map(([k]) => k);
  const text = asText(value);
  return text === '' ? [] : [text];
}

/** Scalar text: trimmed, '' dropped. */
const text: Codec = {
  toWire: (value) => {
    const trimmed = typeof value === 'string' ? value.trim() : '';
    return trimmed === '' ? undefined : trimmed;
  },
  toForm: asText,
};

/** Checkbox group: a string[] on both sides, empty dropped. */
const list: Codec = {
  toWire: (value) => {
    const items = [...new Set(asList(value).map((v) => v.trim()).filter(Boolean))];
    return items.length ? items : undefined;
  },
  toForm: asList,
};

/** A 0/1 flag: '1'/'0' in the form, the number 1/0 on the wire. */
const flag: Codec = {
  toWire: (value) => (value === '1' ? 1 : value === '0' ? 0 : undefined),
  toForm: (value) => (value === null || value === undefined ? '' : isTicked(value) ? '1' : value === 0 || value === '0' || value === false ? '0' : asText(value)),
};

/** A whole number (an id): digits travel as a number, anything else as the text it is (its schema refuses it). */
const integer: Codec = {
  toWire: (value) => {
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if (trimmed === '') return undefined;
    return /^\d{1,15}$/.test(trimmed) ? Number(trimmed) : trimmed;
  },
  toForm: asText,
};

/** A checkbox group of ids (a plan question's conditions): string[] in the form, whole numbers on the wire. */
const integerList: Codec = {
  toWire: (value) => {
    const items = list.toWire(value);
    return Array.isArray(items) ? items.map((item) => integer.toWire(String(item))) : undefined;
  },
  toForm: asList,
};

/** The codec of each wire type a catalog field may name (FieldSpec.wire). */
const BY_WIRE: Record<WireType, Codec> = { flag, integer };

/** A checkbox group saved as an object of every key with 0/1; nothing chosen is dropped. */
function keyedFlags(keys: readonly string[]): Codec {
  return {
    toWire: (value) => {
      const chosen = new Set(asList(value));
      if (chosen.size === 0) return undefined;
      return Object.fromEntries(keys.map((k) => [k, chosen.has(k) ? 1 : 0]));
    },
    // Known keys in their canonical order; anything else kept after them so validation sees it.
    toForm: (value) => asList(value).sort((a, b) => rank(keys, a) - rank(keys, b)),
  };
}

function rank(keys: readonly string[], key: string): number {
  const index = keys.indexOf(key);
  return index === -1 ? keys.length : index;
}

/** Fields whose wire shape differs from plain text / string[]. */
const BY_NAME: Record<string, Codec> = {
  with_validation: flag,
  holiday_policy: keyedFlags(HOLIDAY_POLICY_KEYS),
};

/** The codec of a scalar or checkbox-group field: by name for the special wire shapes, by its catalog wire type, else by its kind. */
export function codecFor(field: FormField): Codec {
  const wire = field.spec.wire;
  if (BY_NAME[field.name]) return BY_NAME[field.name];
  if (field.kind === 'choices') return wire === 'integer' ? integerList : list;
  return wire ? BY_WIRE[wire] : text;
}
