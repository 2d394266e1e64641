/**
 * The demo sites' logos and the demo employer's picture (data): a pictogram of what each site is
 * about, drawn by us on the site's colour (docs/pictures.md), as small SVG data URIs so a site's
 * branding stays one row of settings. No initials: a letter tile reads as a placeholder.
 */

/** Pictograms drawn in white on a 64 x 64 mark. */
const GLYPHS = {
  /** The store: a shield holding a heart. */
  shield: '<path d="M32 10l17 6v12c0 11-7 20-17 25-10-5-17-14-17-25V16z" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>'
    + '<path d="M32 41s-9-5.5-9-11.5a4.8 4.8 0 0 1 9-2.4 4.8 4.8 0 0 1 9 2.4C41 35.5 32 41 32 41z" fill="#fff"/>',
  /** A manufacturer's benefits: a gear around a heart. */
  gear: '<g fill="none" stroke="#fff" stroke-width="4"><circle cx="32" cy="32" r="13"/>'
    + '<path d="M32 11v7M32 46v7M11 32h7M46 32h7M17.2 17.2l5 5M41.8 41.8l5 5M17.2 46.8l5-5M41.8 22.2l5-5" stroke-linecap="round"/></g>'
    + '<path d="M32 38s-6-3.6-6-7.6a3.2 3.2 0 0 1 6-1.6 3.2 3.2 0 0 1 6 1.6c0 4-6 7.6-6 7.6z" fill="#fff"/>',
  /** An adviser: a compass that points the way. */
  compass: '<circle cx="32" cy="32" r="20" fill="none" stroke="#fff" stroke-width="4"/>'
    + '<path d="M40 24l-5 11-11 5 5-11z" fill="#fff"/><circle cx="32" cy="32" r="2.5" fill="none" stroke="#fff" stroke-width="2"/>',
} as const;

/** A glyph's name. */
export type Glyph = keyof typeof GLYPHS;

const dataUri = (svg: string): string => `data:image/svg+xml;base64,${btoa(svg)}`;

/** A square logo: the glyph on the site's colour, legible at header height. */
export function siteMark(glyph: Glyph, color: string): string {
  return dataUri(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">`
    + `<rect width="64" height="64" rx="14" fill="${color}"/>${GLYPHS[glyph]}</svg>`);
}

/** A round logo of the same glyph, for a landing page's header. */
export function roundMark(glyph: Glyph, color: string): string {
  return dataUri(`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 64 64">`
    + `<circle cx="32" cy="32" r="32" fill="${color}"/>${GLYPHS[glyph]}</svg>`);
}

/** An employer's picture: its works under a sky in its colours (a landing's image, 240 x 135). */
export function worksPicture(color: string, sky: string): string {
  return dataUri(`<svg xmlns="http://www.w3.org/2000/svg" width="240" height="135" viewBox="0 0 240 135">`
    + `<rect width="240" height="135" fill="${sky}"/><circle cx="190" cy="34" r="14" fill="#fff" opacity=".7"/>`
    + `<path d="M20 135V80l40-22v22l40-22v22l40-22v77z" fill="${color}"/><rect x="150" y="40" width="14" height="95" fill="${color}"/>`
    + `<rect x="172" y="70" width="48" height="65" fill="${color}"/>`
    + `<path d="M36 96h12v12H36zM76 96h12v12H76zM116 96h12v12h-12zM182 84h10v10h-10zM200 84h10v10h-10z" fill="#fff" opacity=".85"/></svg>`);
}
