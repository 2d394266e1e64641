/** The pictures of public/pictures/store.svg (docs/pictures.md) and their boxes. */

/** Where the sprite is served (public/, cached by the browser like any static file). */
export const PICTURE_SPRITE = '/pictures/store.svg';

/** A category's illustration (a plan category code), an icon, the rep's portrait or the receipt's picture. */
export type PictureName = `category-${string}` | `icon-${string}` | 'portrait' | 'receipt';

/** Each kind's viewBox size (by prefix, or by whole name). */
export const PICTURE_VIEWBOX: Readonly<Record<string, readonly [number, number]>> = {
  'category-': [320, 180], 'icon-': [24, 24], portrait: [240, 240], receipt: [240, 140],
};

/** The categories the sprite draws (schemas/demo/catalog.ts categories); others get the generic plan picture. */
const CATEGORIES = new Set(['limitedmed', 'medical', 'dental', 'vision', 'supplemental', 'rx', 'lifestyle', 'term_life', 'di', 'critical', 'accident', 'hospital', 'pet']);

/** The illustration of category `code`. */
export const categoryPicture = (code: string): PictureName => `category-${CATEGORIES.has(code) ? code : 'plan'}`;
