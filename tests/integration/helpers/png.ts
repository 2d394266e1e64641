/**
 * PNG files built byte by byte for the tests of the server's PNG check (signatures, screenshots):
 * a chunk with its length and CRC, a file from chunks, and a real RGBA image from a pixel rule.
 */
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/** The 8 bytes every PNG starts with. */
export const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One chunk: length, type, data, CRC of type and data. */
export function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** IHDR's 13 bytes. */
export function ihdr(width: number, height: number, bitDepth = 8, colorType = 6, interlace = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([bitDepth, colorType, 0, 0, interlace], 8);
  return header;
}

/** The signature followed by `chunks`. */
export const pngFile = (...chunks: Buffer[]): Buffer => Buffer.concat([SIGNATURE, ...chunks]);

/** A PNG of width x height whose pixels `ink` marks are opaque black (the rest transparent): RGBA, 8 bits, one IDAT. */
export function pngBytes(width: number, height: number, ink: (x: number, y: number) => boolean): Buffer {
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) if (ink(x, y)) rows.writeUInt32BE(0x000000ff, y * (width * 4 + 1) + 1 + x * 4);
  }
  return pngFile(chunk('IHDR', ihdr(width, height)), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0)));
}

/** A PNG of random opaque-ish pixels: it hardly compresses, so its size is about width x height x 4 bytes. */
export function noisePng(width: number, height: number): Buffer {
  const rows = randomBytes((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) rows[y * (width * 4 + 1)] = 0;
  return pngFile(chunk('IHDR', ihdr(width, height)), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0)));
}

/** bytes as a PNG data URL. */
export const dataUrl = (bytes: Buffer): string => `data:image/png;base64,${bytes.toString('base64')}`;
