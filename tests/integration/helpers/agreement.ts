/**
 * The demo world's agreement as a client sees it, and signature images for the agreement tests:
 * the seeded texts of a portal with their ids (the seed inserts the default scope, then portals
 * 11 and 12, three texts each, into a fresh serial), their hash as the server computes it, and
 * signature images (built by ./png), so a test can sign with a real, a blank or a broken image.
 */
import { createHash } from 'node:crypto';
import { DEMO_AGREEMENT_TEXTS } from '../../../schemas/demo/agreement';
import { pngBytes } from './png';

export { dataUrl, pngBytes } from './png';

const FIRST_ID: Record<number, number> = { 11: 4, 12: 7 };

/** A portal's agreement texts as get-agreement-texts serves them. */
export function demoTexts(portal: number) {
  return DEMO_AGREEMENT_TEXTS[portal].map((text, index) => ({ id: FIRST_ID[portal] + index, ...text }));
}

/** sha256 of the texts as served (the JSON of the array, in order). */
export function demoHash(portal: number): string {
  return createHash('sha256').update(JSON.stringify(demoTexts(portal))).digest('hex');
}

/** Every agreement checked, of the texts shown. */
export function acceptAll(portal: number) {
  return { accepted_agreements: demoTexts(portal).map((text) => text.id), agreement_hash: demoHash(portal) };
}

/** A signature: a diagonal stroke on a 300 x 100 pad. */
export const SIGNED_PNG = pngBytes(300, 100, (x, y) => Math.abs(x / 3 - y) < 2);
/** A cleared pad: every pixel transparent. */
export const BLANK_PNG = pngBytes(300, 100, () => false);
