/**
 * The parts every shop page's static copy is built with (shopStaticPaint.ts: plan detail and the
 * cart; plansStaticPaint.ts: the listing): reading the answers the page carries, a plan's logo as
 * the page shows it, a passage's own language, a catalog message as the page says it, and the
 * header's box. One place, so the pages' copies say a text and a picture alike.
 */
import type { FirstPaintAnswers } from './firstPaint';
import { apiUrlOf } from './firstPaint';
import { escapeHtml } from './html';
import { siteHeaderSkeleton } from './headerSkeleton';
import { MESSAGES, type MessageKey } from '../../schemas/messages';
import { overridesIn } from '../../adapters/messageOverrides';
import type { TranslatedOverrides } from '../../adapters/types';
import { passageLanguage, type Language } from '../../schemas/i18n/language';
import { translateText } from '../../schemas/i18n/localizable';

export type Fields = Record<string, unknown>;
export const objectAt = (value: unknown): Fields | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? value as Fields : undefined);
export const textAt = (value: unknown): string => (typeof value === 'string' ? value : '');
/** The objects of a list answer, anything else left out. */
export const objectsAt = (value: unknown): Fields[] => (Array.isArray(value) ? value.map(objectAt).filter((item): item is Fields => item !== undefined) : []);

/** The store's own pictures only (src/app/useBranding.ts safeImage's same-origin case): the policy allows no other. */
export const ownPicture = (url: string): boolean => /^\/(?!\/)/.test(url);

/** A plan's logo as the page shows it, `''` without one, or null when it is not one the copy can show. */
export function logo(className: string, url: string, size: { width: number; height: number }, alt = ''): string | null {
  if (url === '') return '';
  return ownPicture(url) ? `<img class="${className}" src="${escapeHtml(url)}" alt="${escapeHtml(alt)}" width="${size.width}" height="${size.height}">` : null;
}

/** ` lang="…"` for a passage whose language (an answer's content_lang, English without one) is not the page's. */
export function passageLang(object: Fields, language: Language): string {
  const own = passageLanguage(textAt(object.content_lang), language);
  return own ? ` lang="${escapeHtml(own)}"` : '';
}

/**
 * A catalog message as the page says it (src/shared/text/messages.ts current()): the site's
 * override the page carries, in the page's language (adapters overridesIn: in Spanish only those
 * its definition translates), else the catalog's text in it. Placeholders are the caller's to fill.
 */
export function messageIn(key: MessageKey, language: Language, answers: FirstPaintAnswers): string {
  const site = objectAt(answers[apiUrlOf('get-form-fields-messages')]) as TranslatedOverrides | undefined;
  return overridesIn(site, language)?.[key] ?? translateText(MESSAGES[key], language);
}

/**
 * The header's box from the answers every shop page carries (the site's settings and the menu),
 * with the cart's count and amount when the page carries them (the cart, the listing).
 */
export function shopHeader(answers: FirstPaintAnswers, language: Language, quoteId: string): string {
  const find = (prefix: string) => Object.entries(answers).find(([url]) => url.startsWith(apiUrlOf(prefix)))?.[1];
  const count = objectAt(answers[apiUrlOf('get-cart-count', { enrollment_id: quoteId })])?.result;
  const amount = objectAt(answers[apiUrlOf('get-cart-amount', { enrollment_id: quoteId })])?.result;
  return siteHeaderSkeleton({
    settings: find('get-external-site-dynamic-information'), menu: find('get-common-menu'),
    cartCount: typeof count === 'number' ? count : undefined, cartAmount: typeof count === 'number' && typeof amount === 'string' ? amount : undefined,
  }, language);
}
