/**
 * The calm header's box in a wizard screen's static first paint (wizardStaticPaint.ts): the same
 * elements and classes src/storefront/chrome/CalmHeader.tsx renders (the shell's stylesheet, in
 * the page's head, styles both), filled with the same texts from the page's own answers, and
 * never painted (visibility: hidden). Its height then follows the real header's at every width
 * (its contact row wraps under the brand on a phone, its lines wrap as the real ones do), so the
 * static heading stands where the step's heading shows, with no spacer height to keep in step.
 * The texts are the site's and its rep's public contact, which the page already holds.
 */
import { phoneText } from '../../adapters/formatters';
import { STOREFRONT_CHROME_TEXT } from '../../schemas/uiText/storefront/chrome';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, type Language } from '../../schemas/i18n/language';
import { textsIn } from '../../schemas/i18n/localizable';
import { escapeHtml } from './html';
import { addressLine, DEFAULT_SITE_NAME, firstSetting, SITE_LOGO_KEYS, SITE_NAME_KEYS } from '../../domain/storefront/siteIdentity';

/** What the header is built from: the site's settings (get-external-site-dynamic-information) and its owner's landing page. */
export interface HeaderSource { settings?: unknown; landing?: unknown; employer?: boolean }

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The first of `keys` set in the settings answer, as the app's header reads it (domain/storefront/siteIdentity.ts). */
function setting(settings: unknown, keys: readonly string[]): string {
  const list = (settings as { result?: unknown } | undefined)?.result;
  const map = new Map<string, string>();
  if (Array.isArray(list)) for (const item of list as { key?: unknown; value?: unknown }[]) if (typeof item?.key === 'string') map.set(item.key, text(item.value));
  return firstSetting((key) => map.get(key), keys) ?? '';
}

const p = (className: string, content: string) => `<p class="${className}">${content}</p>`;

/** The brand: the logo's or the mark's box and the site's name. */
function brand(settings: unknown, landing: Record<string, unknown>): string {
  const logo = setting(settings, SITE_LOGO_KEYS) || text(landing.logo);
  const name = setting(settings, SITE_NAME_KEYS) || DEFAULT_SITE_NAME;
  return `<span class="brand"><span class="${logo ? 'brand__logo' : 'brand__mark'}"></span><span class="brand__name">${escapeHtml(name)}</span></span>`;
}

/** The employer's address on one line, from whatever the answer holds. */
function employerAddress(address: unknown): string {
  const part = (key: string) => text((address as Record<string, unknown> | null | undefined)?.[key]);
  return addressLine({ address1: part('address1'), city: part('city'), state: part('state'), zip: part('zip') });
}

/** The rep's contact, or the employer of an employee enrollment (SiteIdentity.tsx ContactBlock, EmployerBlock). */
function contact(landing: Record<string, unknown>, employer: boolean, language: Language): string {
  const image = text(landing.image) ? '<span class="site-contact__image"></span>' : '';
  const name = text(landing.display_name) || (employer ? text(landing.gname) : '');
  if (employer) {
    const address = employerAddress(landing.address_information);
    return `<div class="site-contact site-employer">${image}<div class="site-contact__text">${p('site-employer__label', escapeHtml(textsIn(language, STOREFRONT_CHROME_TEXT.siteIdentity).enrollingWithYourEmployer))}`
      + `${p('site-employer__name', escapeHtml(text(landing.gname) || name))}${address ? p('site-employer__address', escapeHtml(address)) : ''}</div></div>`;
  }
  const phone = text(landing.display_phone);
  const email = text(landing.display_email);
  const tagline = text(landing.tagline);
  const lines = [phone && `<span>${escapeHtml(phoneText(phone))}</span>`, email && `<span>${escapeHtml(email)}</span>`].join('');
  return `<div class="site-contact">${image}<div class="site-contact__text">${p('site-contact__name', escapeHtml(name))}`
    + `${tagline ? p('site-contact__tagline', escapeHtml(tagline)) : ''}${p('site-contact__lines', lines)}</div></div>`;
}

/** The language switch's box (LanguageSwitch.tsx): the other language's name beside the icon's box. */
function languageSwitch(language: Language): string {
  const other = LANGUAGES.find((candidate) => candidate !== language) ?? DEFAULT_LANGUAGE;
  return `<span class="language-switch" lang="${other}"><span class="language-switch__icon"></span>${escapeHtml(LANGUAGE_NAMES[other])}</span>`;
}

/** The header's markup in the visitor's language (no landing page: the brand alone, as the real header shows it). */
export function calmHeaderSkeleton({ settings, landing, employer = false }: HeaderSource, language: Language = DEFAULT_LANGUAGE): string {
  const owner = landing && typeof landing === 'object' ? landing as Record<string, unknown> : null;
  return '<div class="site-header site-header--calm wizard-first-paint__header"><div class="site-header__inner">'
    + `${brand(settings, owner ?? {})}${owner ? contact(owner, employer, language) : ''}${languageSwitch(language)}</div></div>`;
}
