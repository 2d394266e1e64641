/**
 * The demo world's agreement as a client sees it, and signature images for the agreement tests:
 * the seeded texts of a portal with their ids (the seed inserts the default scope, then portals
 * 11 and 12, three texts each, into a fresh serial), their hash as the server computes it, and
 * PNG data URLs built byte by byte (RGBA, 8 bits, one IDAT), so a test can sign with a real,
 * a blank or a broken image.
 */
import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { DEMO_AGREEMENT_TEXTS } from '../../../schemas/demo/agreement';

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

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A PNG of width x height whose pixels `ink` marks are opaque black (the rest transparent). */
export function pngBytes(width: number, height: number, ink: (x: number, y: number) => boolean): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) if (ink(x, y)) rows.writeUInt32BE(0x000000ff, y * (width * 4 + 1) + 1 + x * 4);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** bytes as a PNG data URL. */
export const dataUrl = (bytes: Buffer): string => `data:image/png;base64,${bytes.toString('base64')}`;

/** A signature: a diagonal stroke on a 300 x 100 pad. */
export const SIGNED_PNG = pngBytes(300, 100, (x, y) => Math.abs(x / 3 - y) < 2);
/** A cleared pad: every pixel transparent. */
export const BLANK_PNG = pngBytes(300, 100, () => false);
