/**
 * A page's static first paint (issue 17), the one pattern behind every page that has one: a
 * resumed wizard screen's heading (wizardStaticPaint.ts) and a quoted visitor's plan detail and
 * cart (shopStaticPaint.ts). On those pages Lighthouse's largest contentful paint was a text the
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
 * Content-Security-Policy allows it by its hash (plugins/cspSources.ts).
 */
import { STATIC_PAINT_ID } from '../../schemas/staticPaint';

export { STATIC_PAINT_ID };

/** The class of a part laid out as the app lays it out but never painted (a header's contents, a step list, a breadcrumb). */
export const UNSEEN = 'static-first-paint__unseen';

/** The static paint's CSS: placed over the page, gone with the app's frame, its unseen parts hidden. */
export const STATIC_PAINT_CSS = '.static-first-paint{position:absolute;top:0;left:0;right:0;pointer-events:none}'
  + 'body:has(.shell:not(.shell--settling)) .static-first-paint{display:none}'
  + `.${UNSEEN}{visibility:hidden}`;

/** The static paint holding `content` (a page's header box and its first content). */
export function staticPaint(content: string): string {
  // The <style> goes with the element when the app removes it (src/app/useStaticPaintHandOver.ts):
  // html2canvas copies a page's <style> elements as it reads their rules, a text the policy's hash does not allow.
  return `<div id="${STATIC_PAINT_ID}" class="static-first-paint" aria-hidden="true"><style>${STATIC_PAINT_CSS}</style>${content}</div>`;
}
