/**
 * The one place the app looks a catalog message up (issue 14 item 1): the storefront's pages,
 * dialogs and banners read `MESSAGES` from here, not from schemas/messages.ts, so a portal's
 * overrides of the storefront's messages (the Storefront: Messages form, get-form-fields-messages)
 * show wherever the catalog's text would. `say` does the same for a text that arrives as a text (a
 * machine's message, a fallback): overrides are matched by the catalog's text, as everywhere
 * (adapters/messageOverrides.ts), so a filled-in template ('{plan}') is rewritten with its values.
 * `message` looks a template up by its key and fills it in, so an override keeps the values
 * ('Do you want to enroll under Rep {name}?'). With no overrides every text is the catalog's own.
 *
 * The overrides are a store: a change tells the subscribers (the route table, which renders the
 * pages again in place: src/app/routes.tsx), so a page keeps its state when they arrive.
 */
import { useSyncExternalStore } from 'react';
// The module itself, not the adapters' index: this runs in every page's shell, which needs none of the form engine.
import { overriddenMessage } from '../../../adapters/messageOverrides';
import type { MessageOverrides, TabForm } from '../../../adapters/types';
import { MESSAGES as CATALOG, type MessageKey } from '../../../schemas/messages';
import { fill, type FillValue, type Placeholders } from '../../../schemas/uiText/fill';
import { embeddedSiteMessages } from '../../api/getSiteMessages';
import { shownLanguage, tableIn, translateText } from '../../../schemas/i18n/localizable';

let overrides: MessageOverrides | undefined;
/** Whether the page's embedded overrides were taken (once: the first paint's, server/services/sessionFirstPaint.ts). */
let seeded = false;
/** Counts changes of the overrides, so a screen tree can be rendered again with them. */
let stamp = 0;
const listeners = new Set<() => void>();

const nonEmpty = (found: MessageOverrides | undefined) => (found && Object.keys(found).length > 0 ? { ...found } : undefined);

/**
 * The overrides now: in another language than English, that language's catalog (schemas/i18n/es/messages.ts,
 * an overrides layer over the English texts); else the site's, the first read taking those the server
 * embedded in the page, so its first render says them. A site's overrides are English texts its portal
 * wrote, so a Spanish page does not show them (docs/i18n.md).
 */
function current(): MessageOverrides | undefined {
  return (tableIn('messages', shownLanguage()) as MessageOverrides | undefined) ?? siteOverrides();
}

/** The site's overrides: the first read takes those the server embedded in the page. */
function siteOverrides(): MessageOverrides | undefined {
  if (!seeded) {
    seeded = true;
    overrides ??= nonEmpty(embeddedSiteMessages());
  }
  return overrides;
}

/** The text the visitor's site shows for a catalog message's text: its override, else the text itself. */
export function say(text: string): string {
  return overriddenMessage(current(), text, translateText);
}

/** The catalog's messages as the visitor's site says them (read at render: each read is looked up). */
export const MESSAGES: Readonly<Record<MessageKey, string>> = new Proxy(CATALOG, {
  get: (catalog, key) => {
    const text: unknown = Reflect.get(catalog, key);
    return typeof text === 'string' ? say(text) : text;
  },
});

/** A catalog template by its key, as the site says it, with its `{name}` placeholders filled in (an override keeps them). */
export function message<K extends MessageKey>(key: K, values: Record<Placeholders<(typeof CATALOG)[K]>, FillValue>): string {
  const own = current()?.[key];
  return fill(typeof own === 'string' && own !== '' ? own : CATALOG[key], values as Record<string, FillValue>);
}

/** What each storefront engine form was given with the site's overrides: the same object while neither changes. */
const withSite = new WeakMap<TabForm, { from: MessageOverrides; form: TabForm }>();

/**
 * A storefront engine form with the site's overrides under its own (issue 14): its own `messages`
 * first, then the site's on what is still the catalog's text, as the server's 422 of the form's
 * call says them (the form's check, then services/siteMessages.ts siteMessagesHook). The same form
 * when the site overrides nothing.
 */
export function withSiteMessages(form: TabForm): TabForm {
  const site = current();
  if (!site) return form;
  const kept = withSite.get(form);
  if (kept?.from === site) return kept.form;
  const own = Object.entries(form.messages ?? {}).map(([key, text]) => [key, overriddenMessage(site, text)]);
  const next = { ...form, messages: { ...site, ...Object.fromEntries(own) } };
  withSite.set(form, { from: site, form: next });
  return next;
}

/** A message a storefront engine form shows that its machine wrote (an unknown code, a missing portal): in the form's and the site's words. */
export const formSays = (form: TabForm, text: string): string => say(overriddenMessage(form.messages, text));

const sameOverrides = (a: MessageOverrides | undefined, b: MessageOverrides | undefined): boolean => {
  const left = Object.entries(a ?? {});
  return left.length === Object.keys(b ?? {}).length && left.every(([key, text]) => b?.[key] === text);
};

/** Takes the site's overrides (undefined: none); a change tells the subscribers. */
export function setSiteMessages(next: MessageOverrides | undefined): void {
  if (sameOverrides(siteOverrides(), next)) return;
  overrides = nonEmpty(next);
  stamp += 1;
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the overrides change; returns how to stop. */
export function subscribeSiteMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A number that changes whenever the overrides do: the component that reads it renders again then (never a key: that would remount). */
export function useSiteMessagesStamp(): number {
  return useSyncExternalStore(subscribeSiteMessages, () => stamp, () => stamp);
}
