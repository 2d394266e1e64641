/** The run-time compression of unchanging text answers (the form validator modules). */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeText, preferredEncoding } from '../../../server/services/encodedText';

describe('preferredEncoding', () => {
  it('picks brotli over gzip, and gzip where brotli is not offered', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
  });

  it('sends the text as is when nothing it offers is accepted', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('')).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('deflate')).toBeUndefined();
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined();
  });
});

describe('encodeText', () => {
  it('keeps the text and its brotli and gzip bodies, each the same text decoded', () => {
    const text = `export const schema = ${JSON.stringify({ allOf: Array.from({ length: 40 }, (_, i) => ({ if: { const: `é${i}` } })) })};`;
    const bodies = encodeText(text);
    expect(bodies.identity).toBe(text);
    expect(brotliDecompressSync(bodies.br).toString('utf8')).toBe(text);
    expect(gunzipSync(bodies.gzip).toString('utf8')).toBe(text);
    expect(bodies.br.length).toBeLessThan(Buffer.byteLength(text) / 4);
  });
});
