/**
 * A text answer compressed once and kept, for answers that never change under their URL (the
 * form validator modules: content-addressed). Issue 17: Billing Information's validator is
 * 118 KiB of generated code sent as is, about as much as the shell's script over a mobile line;
 * brotli takes it to about a tenth. Static files are compressed at build time (vite.config.ts);
 * these are made at run time, so each is compressed on its first request and kept.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The encodings offered, best first. */
const ENCODINGS = ['br', 'gzip'] as const;
export type TextEncoding = (typeof ENCODINGS)[number];

/** A text's bodies: as is and in each encoding. */
export interface EncodedText { identity: string; br: Buffer; gzip: Buffer }

/** Compresses `text` in every offered encoding (brotli's text mode at quality 9: a few ms for 120 KiB). */
export function encodeText(text: string): EncodedText {
  const source = Buffer.from(text, 'utf8');
  const br = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  return { identity: text, br, gzip: gzipSync(source, { level: 9 }) };
}

/**
 * The best encoding an Accept-Encoding header allows, or undefined for the text as is. A coding
 * with q=0 is refused; `*` allows any not named.
 */
export function preferredEncoding(header: string | undefined): TextEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  return ENCODINGS.find((encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0);
}
