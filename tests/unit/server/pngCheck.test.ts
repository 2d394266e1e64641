/** The server's PNG check: real images pass; a file that only starts like a PNG, or breaks any structural rule, is refused. */
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_LIMITS } from '../../../schemas/api/resume';
import { checkPng, type PngLimits } from '../../../server/services/pngCheck';
import { chunk, ihdr, pngBytes, pngFile, SIGNATURE } from '../../integration/helpers/png';

const LIMITS: PngLimits = SCREENSHOT_LIMITS;
const IEND = chunk('IEND', Buffer.alloc(0));
const idat = (rows: Buffer) => chunk('IDAT', deflateSync(rows));
/** A 4 x 2 RGBA image: each row a filter byte and 16 bytes of pixels. */
const RGBA_ROWS = Buffer.alloc(2 * (1 + 4 * 4), 0x7f);
const REAL = pngBytes(40, 30, (x, y) => (x + y) % 3 === 0);
const reason = (bytes: Buffer, limits = LIMITS) => {
  const result = checkPng(bytes, limits);
  return result.ok ? 'ok' : result.reason;
};

describe('checkPng', () => {
  it('takes a real PNG and reads its header and image data', () => {
    const result = checkPng(REAL, LIMITS);
    expect(result).toMatchObject({ ok: true, header: { width: 40, height: 30, bitDepth: 8, colorType: 6, interlace: 0 } });
    // The 1 x 1 image a browser canvas makes, as the other tests post it.
    const tiny = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    expect(reason(tiny)).toBe('ok');
  });

  it('takes ancillary chunks, several IDAT in a row and an indexed image with its palette', () => {
    const deflated = deflateSync(RGBA_ROWS);
    const split = pngFile(chunk('IHDR', ihdr(4, 2)), chunk('tEXt', Buffer.from('Software\0test')), chunk('IDAT', deflated.subarray(0, 5)), chunk('IDAT', deflated.subarray(5)), IEND);
    expect(reason(split)).toBe('ok');
    const indexed = pngFile(chunk('IHDR', ihdr(4, 2, 8, 3)), chunk('PLTE', Buffer.from([0, 0, 0, 255, 255, 255])), idat(Buffer.alloc(2 * 5)), IEND);
    expect(reason(indexed)).toBe('ok');
  });

  it('refuses a file that only starts with the PNG signature', () => {
    expect(reason(SIGNATURE)).toBe('truncated');
    expect(reason(Buffer.concat([SIGNATURE, Buffer.from('GIF89a and then anything at all, long enough to look like chunks')]))).not.toBe('ok');
    expect(reason(Buffer.from('GIF89a not a png'))).toBe('signature');
    expect(reason(Buffer.alloc(0))).toBe('signature');
  });

  it('refuses every truncation of a real PNG', () => {
    for (let length = 0; length < REAL.length; length += 1) {
      expect({ length, reason: reason(REAL.subarray(0, length)) }).toEqual({ length, reason: expect.not.stringMatching(/^ok$/) });
    }
  });

  it('refuses anything after IEND', () => {
    expect(reason(Buffer.concat([REAL, Buffer.from([0])]))).toBe('trailing');
    expect(reason(Buffer.concat([REAL, Buffer.alloc(1024 * 1024)]))).toBe('trailing');
    expect(reason(Buffer.concat([REAL, IEND]))).toBe('trailing');
  });

  it('refuses a wrong CRC in any chunk', () => {
    for (const offset of [SIGNATURE.length + 8 + 4, SIGNATURE.length + 8 + 13, REAL.length - 20, REAL.length - 1]) {
      const broken = Buffer.from(REAL);
      broken[offset] ^= 0x01;
      expect({ offset, reason: reason(broken) }).toEqual({ offset, reason: 'crc' });
    }
  });

  it('refuses absurd dimensions: zero, a side over 16384, too many pixels in all', () => {
    const sized = (width: number, height: number) => pngFile(chunk('IHDR', ihdr(width, height)), idat(RGBA_ROWS), IEND);
    for (const [width, height] of [[0, 10], [10, 0], [16_385, 1], [1, 0x7fffffff], [0xffffffff, 0xffffffff], [16_384, 16_384], [8192, 8192]]) {
      expect({ width, height, reason: reason(sized(width, height)) }).toEqual({ width, height, reason: 'dimensions' });
    }
    expect(reason(sized(2048, 16_384))).toBe('ok');
    expect(reason(sized(8, 8), { minSide: 16, maxSide: 4096, maxPixels: 4096 ** 2 })).toBe('dimensions');
  });

  it('refuses a bit depth the colour type does not allow, an unknown colour type, compression, filter or interlace method', () => {
    for (const [bitDepth, colorType] of [[4, 2], [16, 3], [2, 4], [1, 6], [8, 1], [8, 5], [8, 7], [3, 0], [32, 6]]) {
      expect({ bitDepth, colorType, reason: reason(pngFile(chunk('IHDR', ihdr(4, 2, bitDepth, colorType)), idat(RGBA_ROWS), IEND)) })
        .toEqual({ bitDepth, colorType, reason: 'format' });
    }
    for (const [index, value] of [[10, 1], [11, 1], [12, 2]]) {
      const header = ihdr(4, 2);
      header[index] = value;
      expect(reason(pngFile(chunk('IHDR', header), idat(RGBA_ROWS), IEND))).toBe('ihdr');
    }
  });

  it('refuses an IHDR that is not first, not 13 bytes long, or repeated', () => {
    expect(reason(pngFile(chunk('tEXt', Buffer.from('a\0b')), chunk('IHDR', ihdr(4, 2)), idat(RGBA_ROWS), IEND))).toBe('ihdr');
    expect(reason(pngFile(chunk('IHDR', Buffer.concat([ihdr(4, 2), Buffer.from([0])])), idat(RGBA_ROWS), IEND))).toBe('ihdr');
    expect(reason(pngFile(chunk('IDAT', deflateSync(RGBA_ROWS)), IEND))).toBe('ihdr');
    expect(reason(pngFile(chunk('IHDR', ihdr(4, 2)), chunk('IHDR', ihdr(4, 2)), idat(RGBA_ROWS), IEND))).toBe('ihdr');
  });

  it('refuses missing, interrupted or non-zlib image data, an unknown critical chunk, a bad palette and a non-empty IEND', () => {
    const head = chunk('IHDR', ihdr(4, 2));
    const deflated = deflateSync(RGBA_ROWS);
    expect(reason(pngFile(head, IEND))).toBe('idat');
    expect(reason(pngFile(head, chunk('IDAT', deflated.subarray(0, 5)), chunk('tEXt', Buffer.from('a\0b')), chunk('IDAT', deflated.subarray(5)), IEND))).toBe('idat');
    expect(reason(pngFile(head, chunk('IDAT', RGBA_ROWS), IEND))).toBe('idat');
    expect(reason(pngFile(head, chunk('ZZZZ', Buffer.alloc(4)), idat(RGBA_ROWS), IEND))).toBe('unknown-critical');
    expect(reason(pngFile(head, idat(RGBA_ROWS), chunk('IEND', Buffer.from([1]))))).toBe('iend');
    const indexedHead = chunk('IHDR', ihdr(4, 2, 8, 3));
    const rows = idat(Buffer.alloc(10));
    expect(reason(pngFile(indexedHead, rows, IEND))).toBe('palette');
    expect(reason(pngFile(indexedHead, chunk('PLTE', Buffer.alloc(4)), rows, IEND))).toBe('palette');
    expect(reason(pngFile(indexedHead, chunk('PLTE', Buffer.alloc(3 * 257)), rows, IEND))).toBe('palette');
    expect(reason(pngFile(indexedHead, rows, chunk('PLTE', Buffer.alloc(3)), IEND))).toBe('palette');
    expect(reason(pngFile(chunk('IHDR', ihdr(4, 2, 8, 0)), chunk('PLTE', Buffer.alloc(3)), rows, IEND))).toBe('palette');
  });

  it('refuses a chunk whose length runs past the file or whose type is not four letters', () => {
    const huge = Buffer.from(REAL);
    huge.writeUInt32BE(0xfffffff0, SIGNATURE.length + 25);
    expect(reason(huge)).toBe('truncated');
    expect(reason(pngFile(chunk('IHDR', ihdr(4, 2)), chunk('ID1T', deflateSync(RGBA_ROWS)), IEND))).toBe('chunk-type');
  });
});
