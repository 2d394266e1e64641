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
import { escapeHtml } from './html';

/** What the header is built from: the site's settings (get-external-site-dynamic-information) and its owner's landing page. */
export interface HeaderSource { settings?: unknown; landing?: unknown; employer?: boolean }

/** Keys that may carry the site's name and logo (src/app/useBranding.ts reads the same, in this order). */
const NAME_KEYS = ['site_name', 'company_name', 'title'];
const LOGO_KEYS = ['logo', 'logo_url', 'site_logo'];

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function setting(settings: unknown, keys: string[]): string {
  const list = (settings as { result?: unknown } | undefined)?.result;
  const map = new Map<string, string>();
  if (Array.isArray(list)) for (const item of list as { key?: unknown; value?: unknown }[]) if (typeof item?.key === 'string') map.set(item.key, text(item.value));
  return keys.map((key) => map.get(key) ?? '').find(Boolean) ?? '';
}

const p = (className: string, content: string) => `<p class="${className}">${content}</p>`;

/** The brand: the logo's or the mark's box and the site's name. */
function brand(settings: unknown, landing: Record<string, unknown>): string {
  const logo = setting(settings, LOGO_KEYS) || text(landing.logo);
  const name = setting(settings, NAME_KEYS) || 'Benefit Store';
  return `<span class="brand"><span class="${logo ? 'brand__logo' : 'brand__mark'}"></span><span class="brand__name">${escapeHtml(name)}</span></span>`;
}

/** The employer's address on one line (src/storefront/chrome/format.ts addressLine). */
function addressLine(address: unknown): string {
  const part = (key: string) => text((address as Record<string, unknown> | null | undefined)?.[key]);
  const place = [part('city'), [part('state'), part('zip')].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [part('address1'), place].filter(Boolean).join(', ');
}

/** The rep's contact, or the employer of an employee enrollment (SiteIdentity.tsx ContactBlock, EmployerBlock). */
function contact(landing: Record<string, unknown>, employer: boolean): string {
  const image = text(landing.image) ? '<span class="site-contact__image"></span>' : '';
  const name = text(landing.display_name) || (employer ? text(landing.gname) : '');
  if (employer) {
    const address = addressLine(landing.address_information);
    return `<div class="site-contact site-employer">${image}<div class="site-contact__text">${p('site-employer__label', escapeHtml(STOREFRONT_CHROME_TEXT.siteIdentity.enrollingWithYourEmployer))}`
      + `${p('site-employer__name', escapeHtml(text(landing.gname) || name))}${address ? p('site-employer__address', escapeHtml(address)) : ''}</div></div>`;
  }
  const phone = text(landing.display_phone);
  const email = text(landing.display_email);
  const tagline = text(landing.tagline);
  const lines = [phone && `<span>${escapeHtml(phoneText(phone))}</span>`, email && `<span>${escapeHtml(email)}</span>`].join('');
  return `<div class="site-contact">${image}<div class="site-contact__text">${p('site-contact__name', escapeHtml(name))}`
    + `${tagline ? p('site-contact__tagline', escapeHtml(tagline)) : ''}${p('site-contact__lines', lines)}</div></div>`;
}

/** The header's markup (no landing page: the brand alone, as the real header shows it). */
export function calmHeaderSkeleton({ settings, landing, employer = false }: HeaderSource): string {
  const owner = landing && typeof landing === 'object' ? landing as Record<string, unknown> : null;
  return '<div class="site-header site-header--calm wizard-first-paint__header"><div class="site-header__inner">'
    + `${brand(settings, owner ?? {})}${owner ? contact(owner, employer) : ''}</div></div>`;
}
