/**
 * Typed browser-stored session values (enrollment.md "Local session values used"). Each value
 * is stored as JSON under the spec's key, read back defensively (storage may be disabled or
 * hold a hand-edited value) and never holds form data: SSNs and other PII stay on the server.
 */
import type { NavEntry } from '../../machines/wizardNavigation';
import type { Eprocess } from '../../schemas/enrollee';

export type { Eprocess };


/** Every key this app stores, with the type of its value. */
export interface SessionValues {
  tempId: string;
  enroll_type: string;
  eprocess: Eprocess;
  group_id: number;
  portal_id: number;
  agent_id: number;
  open_type: string;
  referral: string;
  nav_array: NavEntry[];
  navto: string;
  'show-quotation': 'yes' | 'no';
  /** The dependents step's first-visit marker (an existing member's dependents loaded once). */
  first_track: boolean;
  /** The premier spouse answer of the dependents step. */
  isSpouseEnrollAccept: boolean;
  /** A spouse the dependents step stashed locally (premier 'No'). */
  tempDepData: unknown;
  /** The storefront's cart state: how many plans the cart holds. */
  cartCount: number;
  /** The storefront's premier flag: a premier (MM) plan is chosen or in the cart. */
  isPremierPlan: boolean;
}

export type SessionKey = keyof SessionValues;

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Access throws when storage is disabled (e.g. some private modes).
  }
}

/** The stored value of `key`, or null when absent or unreadable. */
export function getSession<K extends SessionKey>(key: K): SessionValues[K] | null {
  const raw = store()?.getItem(key);
  if (raw === null || raw === undefined) return null;
  try {
    return JSON.parse(raw) as SessionValues[K];
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; null or undefined removes it. Fails silently when storage is unavailable. */
export function setSession<K extends SessionKey>(key: K, value: SessionValues[K] | null | undefined): void {
  const s = store();
  if (!s) return;
  try {
    if (value === null || value === undefined) s.removeItem(key);
    else s.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy errors: the session value is a convenience, the server holds the truth.
  }
}

/** Removes one stored value. */
export function clearSession(key: SessionKey): void {
  setSession(key, null);
}

/** Every key of SessionValues (e.g. to clear the whole session after the receipt). */
export const SESSION_KEYS: readonly SessionKey[] = [
  'tempId', 'enroll_type', 'eprocess', 'group_id', 'portal_id', 'agent_id', 'open_type', 'referral', 'nav_array', 'navto', 'show-quotation',
  'first_track', 'isSpouseEnrollAccept', 'tempDepData', 'cartCount', 'isPremierPlan',
];

/** Removes every value this app stores. */
export function clearAllSession(): void {
  for (const key of SESSION_KEYS) clearSession(key);
}
