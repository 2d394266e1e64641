/**
 * Where the header and footer show (storefront.md section 2: "hidden on the error,
 * landing-config-error, NewHome and AccessPageNext routes"). NewHome is the default site's root:
 * the marketing landing brings its own hero and links. A rep's or group's landing name
 * (/javery) is that site's home and keeps its header (the rep's logo and contact).
 */

/** Paths whose page stands alone, without the site's header and footer. */
const BARE = [/^\/$/, /^\/404\/?$/, /^\/landing-config-error(\/|$)/, /^\/access-pagenext\/?$/];

/** Whether the layout shows its header and footer on `pathname`. */
export function showsChrome(pathname: string): boolean {
  return !BARE.some((pattern) => pattern.test(pathname));
}
