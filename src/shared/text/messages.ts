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
 * pages again in place: src/app/routes.tsx), so a page keeps its state when they arrive. They come
 * with their definition's translations (issue 18), so a switch of language needs no new read.
 */
import { useSyncExternalStore } from 'react';
// The module itself, not the adapters' index: this runs in every page's shell, which needs none of the form engine.
import { overriddenMessage, overridesIn } from '../../../adapters/messageOverrides';
import type { MessageOverrides, TabForm, TranslatedOverrides } from '../../../adapters/types';
import { MESSAGES as CATALOG, type MessageKey } from '../../../schemas/messages';
import { DEFAULT_LANGUAGE } from '../../../schemas/i18n/language';
import { fill, type FillValue, type Placeholders } from '../../../schemas/uiText/fill';
import { embeddedSiteMessages } from '../../api/getSiteMessages';
import { shownLanguage, tableIn, translateText } from '../../../schemas/i18n/localizable';

let overrides: TranslatedOverrides | undefined;
/** Whether the page's embedded overrides were taken (once: the first paint's, server/services/sessionFirstPaint.ts). */
let seeded = false;
/** Counts changes of the overrides, so a screen tree can be rendered again with them. */
let stamp = 0;
const listeners = new Set<() => void>();

const hasAny = (found: MessageOverrides | undefined): found is MessageOverrides => found !== undefined && Object.keys(found).length > 0;

/** The overrides worth keeping (undefined: none), copied. */
function worthKeeping(found: TranslatedOverrides | undefined): TranslatedOverrides | undefined {
  if (!hasAny(found?.messages)) return undefined;
  const es = found.message_translations?.es;
  return { messages: { ...found.messages }, ...(hasAny(es) && { message_translations: { es: { ...es } } }) };
}

/** The last merge of a language's catalog with the site's translated overrides: the same object while neither changes. */
let merged: { table: MessageOverrides; site: MessageOverrides; value: MessageOverrides } | undefined;

/**
 * The overrides now: in English the site's, the first read taking those the server embedded in the
 * page, so its first render says them. In another language that language's catalog (schemas/i18n/es/messages.ts,
 * an overrides layer over the English texts) with the site's overrides its definition translates
 * over it: an override without its translation says the catalog's, never the English a portal
 * wrote (docs/i18n.md). A Spanish pack that did not load leaves the page in English: the site's.
 */
function current(): MessageOverrides | undefined {
  const language = shownLanguage();
  const site = siteOverrides();
  const table = tableIn('messages', language) as MessageOverrides | undefined;
  if (language === DEFAULT_LANGUAGE || !table) return site?.messages;
  const translated = overridesIn(site, language);
  if (!translated) return table;
  if (merged?.table !== table || merged.site !== translated) merged = { table, site: translated, value: { ...table, ...translated } };
  return merged.value;
}

/** The site's overrides: the first read takes those the server embedded in the page. */
function siteOverrides(): TranslatedOverrides | undefined {
  if (!seeded) {
    seeded = true;
    overrides ??= worthKeeping(embeddedSiteMessages());
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

const sameTexts = (a: MessageOverrides | undefined, b: MessageOverrides | undefined): boolean => {
  const left = Object.entries(a ?? {});
  return left.length === Object.keys(b ?? {}).length && left.every(([key, text]) => b?.[key] === text);
};

/** Takes the site's overrides with their translations (undefined: none); a change tells the subscribers. */
export function setSiteMessages(next: TranslatedOverrides | undefined): void {
  const now = siteOverrides();
  if (sameTexts(now?.messages, next?.messages) && sameTexts(now?.message_translations?.es, next?.message_translations?.es)) return;
  overrides = worthKeeping(next);
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
