/**
 * The element id of a page's static first paint (issue 17): the server writes it
 * (server/services/staticPaint.ts: a resumed wizard screen's heading, a quoted visitor's plan
 * detail and cart), the app removes it at the hand-over (src/app/useStaticPaintHandOver.ts).
 */
export const STATIC_PAINT_ID = 'static-first-paint';
