/**
 * A page's static first paint (issue 17), the one pattern behind every page that has one: a
 * resumed wizard screen's heading (wizardStaticPaint.ts) and a quoted visitor's plan detail,
 * cart (shopStaticPaint.ts) and plans listing (plansStaticPaint.ts). On those pages Lighthouse's largest contentful paint was a text the
 * app rendered only after its scripts had downloaded, evaluated and rendered; the same text
 * written into the page's HTML paints with its stylesheets, a second or more sooner on a slow
 * phone, and it is the content a reader then meets.
 *
 * The markup sits outside the app's root, absolutely placed over it, and hides itself by CSS once
 * the app's frame is revealed (the layout drops .shell--settling; src/app/useStaticPaintHandOver.ts
 * also removes it then, or when the app leaves the path first): no element of it ever moves, so it
 * adds no layout shift, and it holds no input or link a reader could use, so nothing typed or
 * pressed can be lost. It is aria-hidden: a picture of the page the app then renders, which a
 * screen reader meets once (the fixed loading indicator announces the wait meanwhile).
 *
 * Each page contributes its own part, built from the answers the page carries (so what is painted
 * is what the page then shows, in the page's language): the real elements' classes, laid out by
 * the stylesheets in the page's head, with everything above the painted text present but unseen
 * (UNSEEN), so the text stands where the app shows it at every width, by construction rather than
 * by a spacer's height. The CSS below is the same text on every page, so the
 * Content-Security-Policy allows it by its hash (plugins/cspSources.ts). The site's theme (its
 * colours, radius and font, which the app sets on <html> once its scripts ran: src/app/theme.ts)
 * colours the copy from a stylesheet of our own origin (STATIC_PAINT_THEME_PATH, linked in the
 * page's head by plugins/shellPage.ts), scoped to the copy: a text and its link stand in the
 * colours the page then shows them in.
 */
import { STATIC_PAINT_ID } from '../../schemas/staticPaint';
import type { SiteSetting } from '../../schemas/api/types';
import { settingsMap, themeVariables } from '../../domain/storefront/theme';

export { STATIC_PAINT_ID };

/** The class of a part laid out as the app lays it out but never painted (a header's contents, a step list, a breadcrumb). */
export const UNSEEN = 'static-first-paint__unseen';

/**
 * The class of a part painted inside an unseen one: a text the app shows in a box the copy keeps
 * unseen (the rep's tagline in the calm header, which in Spanish is the wizard screens' largest text).
 */
export const SEEN = 'static-first-paint__seen';

/** The static paint's CSS: placed over the page, gone with the app's frame, its unseen parts hidden, their seen texts shown. */
export const STATIC_PAINT_CSS = '.static-first-paint{position:absolute;top:0;left:0;right:0;pointer-events:none}'
  + 'body:has(.shell:not(.shell--settling)) .static-first-paint{display:none}'
  + `.${UNSEEN}{visibility:hidden}.${SEEN}{visibility:visible}`
  // A link in the copy has no target (nothing to follow or focus), so the browser's own underline of a link is said here.
  + '.static-first-paint a{text-decoration:underline}';

/** The static paint holding `content` (a page's header box and its first content). */
export function staticPaint(content: string): string {
  // The <style> goes with the element when the app removes it (src/app/useStaticPaintHandOver.ts):
  // html2canvas copies a page's <style> elements as it reads their rules, a text the policy's hash does not allow.
  return `<div id="${STATIC_PAINT_ID}" class="static-first-paint" aria-hidden="true"><style>${STATIC_PAINT_CSS}</style>${content}</div>`;
}

/** The path of the stylesheet holding a site's theme for its static paints; its query is the site's settings call's (site_domain). */
export const STATIC_PAINT_THEME_PATH = '/static-paint-theme.css';

/** The static paint's theme from the site's settings answer (get-external-site-dynamic-information): its variables on the copy, '' when it sets none. */
export function staticPaintTheme(settings: unknown): string {
  const list = (settings as { result?: unknown } | undefined)?.result;
  const variables = themeVariables(settingsMap(Array.isArray(list) ? list as SiteSetting[] : undefined));
  const declarations = Object.entries(variables).map(([name, value]) => `${name}:${value}`).join(';');
  return declarations ? `#${STATIC_PAINT_ID}{${declarations}}` : '';
}
