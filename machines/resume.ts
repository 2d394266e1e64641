/**
 * Pure helpers shared by the two ways to resume an enrollment (continue banner and direct
 * link): the saved_tab route table and the direct link's base64 parameters.
 */
import { customTabPath, type CustomTabName, isCustomTabName } from '../schemas/forms/customTabs';
import { MESSAGES } from '../schemas/messages';
import { SAVED_TAB_DESTINATIONS, WIZARD_TABS, type SavedTab } from '../schemas/tabs';

/** Our own text for a direct link whose tab cannot be read (the spec names none). */
export const LINK_TAB_INVALID = MESSAGES.linkTabInvalid;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The route a saved_tab resumes at (the continue-enrollment table; a tab staff added: its route
 * by its id, which its screen turns into its slug's); unknown values start at personal info.
 */
export function destinationFor(savedTab: string): string {
  if (isCustomTabName(savedTab)) return customTabPath(savedTab);
  return (SAVED_TAB_DESTINATIONS as Record<string, string>)[savedTab] ?? SAVED_TAB_DESTINATIONS.primary_info;
}

/** A saved_tab from a link: a saved_tab key, a wizard tab_name mapped to its saved_tab spelling, or a tab staff added. */
export function toSavedTab(value: string): SavedTab | CustomTabName | null {
  if (Object.hasOwn(SAVED_TAB_DESTINATIONS, value)) return value as SavedTab;
  if (isCustomTabName(value)) return value;
  return WIZARD_TABS.find((t) => t.tab_name === value)?.saved_tab ?? null;
}

/** Decodes standard or URL-safe base64 (padding optional); null when it is not base64. */
export function decodeBase64(encoded: string): string | null {
  const body = encoded.trim().replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(body) || body.length % 4 === 1) return null;
  try {
    const padded = body.padEnd(Math.ceil(body.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export type DecodedLink = { ok: true; id: string; tab: SavedTab | CustomTabName } | { ok: false; message: string };

/** Reads /direct-continue/{id}/{tab}: both base64; the id must be an enrollment uuid, the tab a known step. */
export function decodeDirectLink(encodedId: string, encodedTab: string): DecodedLink {
  const id = decodeBase64(encodedId);
  if (id === null || !UUID.test(id)) return { ok: false, message: MESSAGES.enrollmentIdInvalid };
  const tab = toSavedTab(decodeBase64(encodedTab) ?? '');
  if (tab === null) return { ok: false, message: LINK_TAB_INVALID };
  return { ok: true, id: id.toLowerCase(), tab };
}
