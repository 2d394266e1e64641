/**
 * The one place the app looks a catalog message up (issue 14 item 1): the storefront's pages,
 * dialogs and banners read `MESSAGES` from here, not from schemas/messages.ts, so a portal's
 * overrides of the storefront's messages (the Storefront: Messages form, get-form-fields-messages)
 * show wherever the catalog's text would. `say` does the same for a text that arrives as a text (a
 * machine's message, a fallback): overrides are matched by the catalog's text, as everywhere
 * (adapters/messageOverrides.ts), so a filled-in template ('{plan}') is rewritten with its values.
 * With no overrides every text is the catalog's own.
 */
import { useSyncExternalStore } from 'react';
// The module itself, not the adapters' index: this runs in every page's shell, which needs none of the form engine.
import { overriddenMessage } from '../../../adapters/messageOverrides';
import type { MessageOverrides } from '../../../adapters/types';
import { MESSAGES as CATALOG, type MessageKey } from '../../../schemas/messages';

let overrides: MessageOverrides | undefined;
/** Counts changes of the overrides, so a screen tree can be rendered again with them. */
let stamp = 0;
const listeners = new Set<() => void>();

/** The text the visitor's site shows for a catalog message's text: its override, else the text itself. */
export function say(text: string): string {
  return overriddenMessage(overrides, text);
}

/** The catalog's messages as the visitor's site says them (read at render: each read is looked up). */
export const MESSAGES: Readonly<Record<MessageKey, string>> = new Proxy(CATALOG, {
  get: (catalog, key) => {
    const text: unknown = Reflect.get(catalog, key);
    return typeof text === 'string' ? say(text) : text;
  },
});

const sameOverrides = (a: MessageOverrides | undefined, b: MessageOverrides | undefined): boolean => {
  const left = Object.entries(a ?? {});
  return left.length === Object.keys(b ?? {}).length && left.every(([key, text]) => b?.[key] === text);
};

/** Takes the site's overrides (undefined: none); a change tells the subscribers. */
export function setSiteMessages(next: MessageOverrides | undefined): void {
  if (sameOverrides(overrides, next)) return;
  overrides = next && Object.keys(next).length > 0 ? { ...next } : undefined;
  stamp += 1;
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the overrides change; returns how to stop. */
export function subscribeSiteMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A number that changes whenever the overrides do (a key for the tree that shows them). */
export function useSiteMessagesStamp(): number {
  return useSyncExternalStore(subscribeSiteMessages, () => stamp, () => stamp);
}
