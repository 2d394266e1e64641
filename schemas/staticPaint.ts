/**
 * The element id of a resumed wizard screen's static first paint: the server writes it
 * (server/services/wizardStaticPaint.ts), the app removes it at the hand-over (src/app/useStaticPaintHandOver.ts).
 */
export const STATIC_PAINT_ID = 'wizard-first-paint';
