/**
 * The one module that touches the browser's storage (lint forbids localStorage and sessionStorage
 * anywhere else in src/): every write goes through the storage policy (storagePolicy.ts), so an
 * SSN, an account or card number or a health answer never reaches it. On top of it, the typed
 * session values (enrollment.md "Local session values used"): each stored as JSON under the
 * spec's key in localStorage, read back defensively (storage may be disabled or hold a
 * hand-edited value). A value the policy trimmed (the stashed spouse) is kept whole in this
 * page's memory, so the page loses nothing while it lives; a reload reads the trimmed copy.
 */
import type { NavEntry } from '../../machines/wizardNavigation';
import type { Eprocess } from '../../schemas/enrollee';
import type { LandingInfo } from '../../machines/storefront/startupTypes';
import { storableValue } from './storagePolicy';

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
  /** A spouse the dependents step stashed locally (premier 'No'): stored without SSN or health answers, whole in the page's memory. */
  tempDepData: unknown;
  /** The storefront's cart state: how many plans the cart holds. */
  cartCount: number;
  /** The storefront's cart state: what the cart's plans cost every month ('450.70'; get-cart-amount). */
  cartAmount: string;
  /** The effective date chosen at checkout (MM/DD/YYYY; cart-checkout recorded it on the enrollment). */
  effectiveDate: string;
  /**
   * The process the visitor shopped under for this quote, kept at checkout: Member Enrollment
   * switches eprocess to applicant, and a rep back in the cart still gets the cart confirmation.
   */
  shopProcess: { tempId: string; eprocess: Eprocess };
  /** The storefront's premier flag: a premier (MM) plan is chosen or in the cart. */
  isPremierPlan: boolean;
  // The storefront's visitor (storefront.md section 3, "Browser-stored session values", and section 4's shared state).
  /** The rep-authenticated flag: main-layout routes need it (a valid landing, rep code or group code grants it). */
  isRepAuthenticated: boolean;
  /** Employee-enrollment mode: the visitor confirmed a group enrollment code. */
  isEmployeeEnrollment: boolean;
  /** validate-landing-page's answer for the landing the visitor came through. */
  landing_info: LandingInfo & { gagent_code?: string | null; gcode?: string | null; gname?: string | null };
  /** The landing name (e.g. 'javery') or landing_url the visitor's site lives at. */
  landing_url: string;
  /** The rep whose site this is (header contact). */
  repInfo: { name: string; email: string; phoneNumber: string };
  display_name: string;
  gname: string;
  gcode: string;
  portal_code: string;
  portal_name: string;
  user_id: number;
  /** The external or custom-domain site the visitor came from. */
  fromSite: string;
  /** A random id of this browser for the help widget and lead calls (never personal data). */
  deviceId: string;
  tier: string;
  isFilterDataSubmitted: boolean;
  isCurrentMemberAvailable: boolean;
  menuSelectedItem: string;
  /** The location prompt's answer: never asked again once answered. */
  locationAnswer: 'allowed' | 'denied' | 'dismissed';
  /** The position the visitor allowed, for recommendations (rounded; no address). */
  location: { latitude: number; longitude: number };
}

export type SessionKey = keyof SessionValues;

/** localStorage (the visit's values, shared by the tabs) or sessionStorage (this tab's drafts). */
export type StorageArea = 'local' | 'session';

function areaOf(area: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // Access throws when storage is disabled (e.g. some private modes).
  }
}

/** The stored text under `key`, or null when absent or storage is unavailable. */
export function readStored(area: StorageArea, key: string): string | null {
  try {
    return areaOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The stored JSON under `key` parsed, or null when absent or unreadable. */
export function parseStored(area: StorageArea, key: string): unknown {
  const raw = readStored(area, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Removes `key` (silently when storage is unavailable). */
export function removeStored(area: StorageArea, key: string): void {
  try {
    areaOf(area)?.removeItem(key);
  } catch {
    // Privacy errors: nothing was stored.
  }
}

/**
 * Stores `value` as JSON under `key`, as far as the storage policy allows (what it withholds
 * never reaches the storage; nothing storable removes the key). Returns the text stored, or null.
 * Fails silently (quota, privacy): stored values are a convenience, the server holds the truth.
 */
export function writeStored(area: StorageArea, key: string, value: unknown): string | null {
  const storable = storableValue(key, value);
  if (storable === undefined || storable === null) {
    removeStored(area, key);
    return null;
  }
  const raw = JSON.stringify(storable);
  try {
    areaOf(area)?.setItem(key, raw);
  } catch {
    return null;
  }
  return raw;
}

/** Session values the policy trimmed, whole, by key, with the trimmed text they stand for. */
const pageMemory = new Map<SessionKey, { raw: string; value: unknown }>();

/** The stored value of `key`, or null when absent or unreadable (whole when this page stored it trimmed). */
export function getSession<K extends SessionKey>(key: K): SessionValues[K] | null {
  const remembered = pageMemory.get(key);
  // Only while the storage still holds what this page wrote: another tab may have replaced it.
  if (remembered && remembered.raw === readStored('local', key)) return remembered.value as SessionValues[K];
  return parseStored('local', key) as SessionValues[K] | null;
}

/** Called after any stored value changes in this tab (React reads through useSessionValue). */
const listeners = new Set<() => void>();

/** Subscribes to changes of stored values, in this tab and (through the storage event) in others; returns the unsubscribe. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = () => listener();
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** Stores `value` under `key` (as the storage policy allows); null or undefined removes it. Fails silently when storage is unavailable. */
export function setSession<K extends SessionKey>(key: K, value: SessionValues[K] | null | undefined): void {
  pageMemory.delete(key);
  if (value === null || value === undefined) removeStored('local', key);
  else {
    const raw = writeStored('local', key, value);
    if (raw !== null && raw !== JSON.stringify(value)) pageMemory.set(key, { raw, value });
  }
  for (const listener of [...listeners]) listener();
}

/** Removes one stored value. */
export function clearSession(key: SessionKey): void {
  setSession(key, null);
}

/** Every key of SessionValues (e.g. to clear the whole session after the receipt). */
export const SESSION_KEYS: readonly SessionKey[] = [
  'tempId', 'enroll_type', 'eprocess', 'group_id', 'portal_id', 'agent_id', 'open_type', 'referral', 'nav_array', 'navto', 'show-quotation',
  'first_track', 'isSpouseEnrollAccept', 'tempDepData', 'cartCount', 'cartAmount', 'effectiveDate', 'shopProcess', 'isPremierPlan',
  'isRepAuthenticated', 'isEmployeeEnrollment', 'landing_info', 'landing_url', 'repInfo', 'display_name', 'gname', 'gcode',
  'portal_code', 'portal_name', 'user_id', 'fromSite', 'deviceId', 'tier', 'isFilterDataSubmitted', 'isCurrentMemberAvailable',
  'menuSelectedItem', 'locationAnswer', 'location',
];

/**
 * The browser's own values rather than a visit's: its help-widget device id and its answer to the
 * location prompt (with the position), which must never be asked again once answered. Clearing
 * the visit (a landing, Not My Site, the receipt) keeps them.
 */
export const DEVICE_KEYS: readonly SessionKey[] = ['deviceId', 'locationAnswer', 'location'];

/** Removes every value of the visit this app stores (the device's own values stay: DEVICE_KEYS). */
export function clearAllSession(): void {
  for (const key of SESSION_KEYS) if (!DEVICE_KEYS.includes(key)) clearSession(key);
}
