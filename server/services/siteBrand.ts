/**
 * A site's branding as the server's documents use it (issue 17): the settings of a site key
 * (server/services/siteTheme.ts keys: 'default', a custom domain, 'agent:{id}', 'group:{id}')
 * over the default site's, key by key, as get-external-site-dynamic-information answers them;
 * and from them the name and the brand colour the quote's mail, preview and PDF carry.
 */
import type { Kysely } from 'kysely';
import { contrastRatio, isHexColour } from '../../domain/storefront/contrast';
import { siteOfVisit } from '../../domain/storefront/siteOfVisit';
import { DEFAULT_SITE_NAME, firstSetting, SITE_NAME_KEYS } from '../../domain/storefront/siteIdentity';
import { DEFAULT_SITE } from '../../schemas/sites';
import { siteSettings } from '../db/queries/reference';
import type { Database } from '../db/types';

/** White text on the brand colour must stay readable (WCAG AA). */
const WHITE = '#ffffff';
const MIN_CONTRAST = 4.5;

/** The settings of site `key` over the default site's (the default's alone for 'default'). */
export async function mergedSiteSettings(db: Kysely<Database>, key: string): Promise<Map<string, string>> {
  const merged = new Map<string, string>();
  for (const row of await siteSettings(db, DEFAULT_SITE)) merged.set(row.key, row.value);
  if (key !== DEFAULT_SITE) for (const row of await siteSettings(db, key)) merged.set(row.key, row.value);
  return merged;
}

export interface SiteBrand {
  name: string;
  /** The site's primary colour (#rgb or #rrggbb) when white text on it is readable, else null. */
  color: string | null;
}

/** The name and colour of site `key`. */
export async function siteBrand(db: Kysely<Database>, key: string): Promise<SiteBrand> {
  const settings = await mergedSiteSettings(db, key);
  const name = firstSetting((nameKey) => settings.get(nameKey), SITE_NAME_KEYS) ?? DEFAULT_SITE_NAME;
  const primary = settings.get('primary_color')?.trim() ?? '';
  const color = isHexColour(primary) && contrastRatio(primary, WHITE) >= MIN_CONTRAST ? primary : null;
  return { name, color };
}

/** The landing site of the signed-in rep or group admin who sends something ('agent:1001'), or the default site. */
export function senderSiteKey(sender: { role: string; ref: number } | null): string {
  return sender && (sender.role === 'agent' || sender.role === 'group') ? `${sender.role}:${sender.ref}` : DEFAULT_SITE;
}

/** What an enrollment records of the way it was shopped (its row's columns). */
export interface ShoppedUnder {
  eprocess: string;
  shop_eprocess?: string | null;
  open_type: string | null;
  agent_id: number | null;
  group_id: number | null;
}

/**
 * The site an enrollment was shopped on, for the mails and documents written about it: a group's
 * visit (group process or open type) is the group's, by the storefront's own rule (siteOfVisit);
 * a custom domain is not recorded on the enrollment, and its group's landing site carries the same brand.
 */
export function enrollmentSiteKey(enrollment: ShoppedUnder): string {
  const process = enrollment.shop_eprocess ?? enrollment.eprocess;
  const groupVisit = process === 'group' || enrollment.open_type === 'group';
  return siteOfVisit({ groupVisit, groupId: enrollment.group_id, agentId: enrollment.agent_id });
}
