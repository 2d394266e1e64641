/**
 * The one write path of a site's theme (issue 7 point 4): name, logo, colours and images in
 * site_settings under the site's key. Every colour is checked by the shared contrast rules
 * (domain/storefront/contrast.ts) before anything is written, so neither the seed nor the
 * admin route can store a colour that fails WCAG AA; images must be https, same-origin or
 * data:image (what the client shows, src/app/useBranding.ts safeImage).
 *
 * Site keys (docs/decisions/storefront-entry.md, "Site chrome and theming"): 'default'; a custom domain's host name (benefits.acme.test);
 * a rep's landing site 'agent:{agent_id}'; a group's landing site 'group:{group_id}'. Ids, not
 * landing names, so a renamed landing keeps its theme and a visitor who came by referral or
 * stored id (no landing name) still gets the site.
 */
import type { Kysely } from 'kysely';
import { CONTRAST_RULES, contrastProblems } from '../../domain/storefront/contrast';
import type { FieldError } from '../../schemas/api/types';
import { fieldError } from '../http';
import type { Database } from '../db/types';

/** 'default', 'agent:{id}', 'group:{id}' or a host name. */
export const SITE_KEY = /^(default|(agent|group):[1-9][0-9]{0,8}|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+)$/;

const COLOUR_KEYS = new Set(CONTRAST_RULES.map((rule) => rule.key));
const IMAGE_KEY = /^(logo_url|logo|[a-z0-9_]+_(image|logo|icon)|review_tile_[1-9])$/;
const TEXT_KEYS = new Set(['site_name']);
const SAFE_IMAGE = /^(https:\/\/|\/(?!\/)|data:image\/)/;
/** Images are small data URIs or links; a megabyte of settings is a mistake, not a logo. */
const MAX_VALUE = 200_000;

export type ThemeSettings = Readonly<Record<string, string>>;

/** The field errors of a theme write (targets `site_domain` and `settings.{key}`); [] when it may be saved. */
export function siteThemeProblems(siteDomain: string, settings: ThemeSettings): FieldError[] {
  const errors: FieldError[] = [];
  if (!SITE_KEY.test(siteDomain)) errors.push(fieldError('site_domain', "Use 'default', 'agent:{id}', 'group:{id}' or a host name"));
  for (const [key, value] of Object.entries(settings)) {
    const target = `settings.${key}`;
    if (typeof value !== 'string' || value.length > MAX_VALUE) errors.push(fieldError(target, 'Enter a text value'));
    else if (IMAGE_KEY.test(key)) {
      if (!SAFE_IMAGE.test(value)) errors.push(fieldError(target, 'Use an https address, a path on this site or a data:image'));
    } else if (TEXT_KEYS.has(key)) {
      if (!value.trim() || value.length > 120) errors.push(fieldError(target, 'Enter 1 to 120 characters'));
    } else if (!COLOUR_KEYS.has(key)) errors.push(fieldError(target, 'Unknown theme setting'));
  }
  for (const problem of contrastProblems(settings)) errors.push(fieldError(`settings.${problem.key}`, problem.message));
  return errors;
}

/**
 * Writes `settings` for `siteDomain` (each key replaced, other keys kept) when every value passes;
 * otherwise writes nothing and answers the field errors.
 */
export async function saveSiteTheme(db: Kysely<Database>, siteDomain: string, settings: ThemeSettings): Promise<FieldError[]> {
  const errors = siteThemeProblems(siteDomain, settings);
  if (errors.length > 0) return errors;
  const rows = Object.entries(settings).map(([key, value]) => ({ site_domain: siteDomain, key, value }));
  if (rows.length === 0) return [];
  await db.insertInto('site_settings').values(rows)
    .onConflict((conflict) => conflict.columns(['site_domain', 'key']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();
  return [];
}
