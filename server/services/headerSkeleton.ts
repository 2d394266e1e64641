/**
 * The header's box in a page's static first paint (staticPaint.ts): the same elements and classes
 * src/storefront/chrome/CalmHeader.tsx (a wizard screen) and SiteHeader.tsx (the shop's pages)
 * render (the shell's stylesheet, in the page's head, styles both), filled with the same texts
 * from the page's own answers, and never painted (UNSEEN): the header's background and border
 * paint, its contents do not. Its height then follows the real header's at every width (its
 * contact row wraps under the brand on a phone, its lines and the shop's category menu wrap as the
 * real ones do), so the static content below it stands where the page shows it, with no spacer
 * height to keep in step. The texts are the site's and its rep's public contact, which the page
 * already holds.
 */
import { phoneText } from '../../adapters/formatters';
import { STOREFRONT_CHROME_TEXT } from '../../schemas/uiText/storefront/chrome';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, passageLanguage, type Language } from '../../schemas/i18n/language';
import { escapeHtml } from './html';
import { SEEN, UNSEEN } from './staticPaint';
import { MENU_CATEGORY_NAMES } from '../../schemas/api/menu';
import { textsIn, translateText } from '../../schemas/i18n/localizable';
import { formatMoney } from '../../schemas/i18n/formats';
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
  // The logo's width (height fixed, width its own ratio) decides whether the shop header's first row wraps on a phone.
  // A data: picture (the demo's logos) is the real one, decoded with the page; a fetched one would widen the box once
  // it arrived, after the copy painted (a layout shift), so its box stays unsized.
  const picture = /^data:image\//.test(logo) ? `<img class="brand__logo" src="${escapeHtml(logo)}" alt="">` : `<span class="${logo ? 'brand__logo' : 'brand__mark'}"></span>`;
  return `<span class="brand">${picture}<span class="brand__name">${escapeHtml(name)}</span></span>`;
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
  // The tagline paints (SEEN): the longest text of the header, in Spanish the page's largest contentful paint.
  const lang = passageLanguage(text(landing.content_lang) || undefined, language);
  const taglineLine = tagline ? `<p class="site-contact__tagline ${SEEN}"${lang ? ` lang="${escapeHtml(lang)}"` : ''}>${escapeHtml(tagline)}</p>` : '';
  return `<div class="site-contact">${image}<div class="site-contact__text">${p('site-contact__name', escapeHtml(name))}`
    + `${taglineLine}${p('site-contact__lines', lines)}</div></div>`;
}

/** The language switch's box (LanguageSwitch.tsx): the other language's name beside the icon's box. */
function languageSwitch(language: Language): string {
  const other = LANGUAGES.find((candidate) => candidate !== language) ?? DEFAULT_LANGUAGE;
  return `<span class="language-switch" lang="${other}"><span class="language-switch__icon"></span>${escapeHtml(LANGUAGE_NAMES[other])}</span>`;
}

/** The calm header's markup in the visitor's language (no landing page: the brand alone, as the real header shows it). */
export function calmHeaderSkeleton({ settings, landing, employer = false }: HeaderSource, language: Language = DEFAULT_LANGUAGE): string {
  const owner = landing && typeof landing === 'object' ? landing as Record<string, unknown> : null;
  return `<div class="site-header site-header--calm"><div class="site-header__inner ${UNSEEN}">`
    + `${brand(settings, owner ?? {})}${owner ? contact(owner, employer, language) : ''}${languageSwitch(language)}</div></div>`;
}

/** What the shop's header is built from beyond the site's settings: its category menu (get-common-menu) and the cart's count and amount, when known. */
export interface ShopHeaderSource { settings?: unknown; menu?: unknown; cartCount?: number; cartAmount?: string }

/** A category code's name as the app names it (src/storefront/chrome/categoryName.ts), in `language`; an unknown code as itself. */
export const categoryNameIn = (code: string, language: Language): string =>
  (Object.hasOwn(MENU_CATEGORY_NAMES, code) ? translateText(MENU_CATEGORY_NAMES[code as keyof typeof MENU_CATEGORY_NAMES], language) : code);

/** The menu answer's category codes, named as CategoryMenu.tsx names them. */
function categoryMenu(menu: unknown, language: Language): string {
  // get-common-menu's data is the list itself (schemas/api/menu.ts menuData).
  const codes = menu;
  if (!Array.isArray(codes) || codes.length === 0) return '';
  const name = (code: string) => categoryNameIn(code, language);
  const items = codes.filter((code): code is string => typeof code === 'string').map((code) => `<li><a class="category-menu__link">${escapeHtml(name(code))}</a></li>`);
  return `<ul class="category-menu">${items.join('')}</ul>`;
}

/**
 * The shop header's markup (SiteHeader.tsx) of a site without an owner (the default site: no
 * contact, no About), in the visitor's language: the brand, the language switch, the cart's
 * count and amount when the cart holds plans, the Menu button (shown under 768 px) and the
 * navigation row (the category menu and Continue a saved enrollment; folded on a phone). The
 * recommended-products link is asked once the page is idle, so it is not there at first either.
 */
export function siteHeaderSkeleton({ settings, menu, cartCount = 0, cartAmount }: ShopHeaderSource, language: Language = DEFAULT_LANGUAGE): string {
  const texts = textsIn(language, STOREFRONT_CHROME_TEXT.siteHeader);
  const cart = cartCount > 0
    ? `<span class="cart-link"><span class="cart-link__icon"></span><span class="cart-link__label">${escapeHtml(texts.cart)}</span><span class="cart-link__count">${cartCount}</span>`
      + `${cartAmount ? `<span class="cart-link__amount">${escapeHtml(formatMoney(cartAmount, language))}</span>` : ''}</span>`
    : '';
  return `<div class="site-header"><div class="site-header__inner ${UNSEEN}">${brand(settings, {})}`
    + `<div class="site-header__actions">${languageSwitch(language)}${cart}<span class="btn btn--secondary site-header__menu">${escapeHtml(texts.menu)}</span></div></div>`
    + `<div class="site-nav"><div class="site-nav__inner ${UNSEEN}">${categoryMenu(menu, language)}`
    // An <a> without href (no link, nothing to focus): `.site-nav__links a` gives the real link's 44 px row.
    + `<ul class="site-nav__links"><li><a class="site-header__link">${escapeHtml(texts.continueASavedEnrollment)}</a></li></ul></div></div></div>`;
}
