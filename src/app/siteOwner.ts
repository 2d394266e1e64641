/**
 * The rep or group whose site the visitor is on, as the header shows it: the landing site's
 * owner, or on a custom domain the stored group. The layout asks for its landing page as soon as
 * it knows the visitor (beside the header's own chunk) and the header reads the same SWR entry.
 */
import { siteOwner } from '../storefront/chrome/siteKey';
import type { ChromeVisitor } from '../storefront/chrome/useSiteKey';

/** The site's owner, or null on the default site without a stored group. */
export function ownerOf(siteKey: string, visitor: ChromeVisitor): { kind: 'agent' | 'group'; id: number } | null {
  const owner = siteOwner(siteKey);
  if (owner || siteKey === 'default' || !visitor.groupId) return owner;
  return { kind: 'group' as const, id: visitor.groupId };
}
