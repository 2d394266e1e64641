/**
 * Whether bytes are a well-formed PNG, decided from its structure without decoding the pixels
 * (the PNG specification, 3rd edition, sections 5 and 11): the 8-byte signature; IHDR first, of
 * length 13, with dimensions inside the caller's limits and a valid bit depth / colour type
 * pair; every chunk whole inside the buffer with its CRC right; no unknown critical chunk; a
 * palette where the colour type needs one; one run of IDAT whose data opens a zlib stream; an
 * empty IEND last and nothing after it. A file that only starts like a PNG is refused.
 *
 * Pure: callers (the agreement's signature, save-screenshot) map a refusal to their own message.
 */
import { crc32 } from 'node:zlib';

/** The 8 bytes every PNG starts with. */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** IHDR's fields. */
export interface PngHeader { width: number; height: number; bitDepth: number; colorType: number; interlace: number }

/** A PNG that passed: its header and its image data (the IDAT chunks joined, still deflated). */
export interface ParsedPng { header: PngHeader; data: Buffer }

/** How large an image the caller takes. */
export interface PngLimits { minSide: number; maxSide: number; maxPixels: number }

/** Why bytes are not a PNG the caller takes (for tests and logs; never shown to a user). */
export type PngRefusal =
  | 'signature' | 'truncated' | 'chunk-type' | 'crc' | 'ihdr' | 'dimensions' | 'format'
  | 'unknown-critical' | 'palette' | 'idat' | 'iend' | 'trailing';

export type PngCheck = ({ ok: true } & ParsedPng) | { ok: false; reason: PngRefusal };

/** Bit depths allowed for each colour type (greyscale, truecolour, indexed, grey+alpha, RGBA). */
const BIT_DEPTHS: Readonly<Record<number, readonly number[]>> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
const INDEXED = 3;
/** The critical chunks a decoder knows; any other critical one means the image cannot be read. */
const KNOWN_CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);
/** A chunk's length is at most 2^31 - 1 (section 5.3). */
const MAX_CHUNK_LENGTH = 0x7fffffff;

interface Chunk { type: string; data: Buffer }

const isLetter = (byte: number) => (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);
/** Critical chunks have an upper-case first letter (bit 5 clear). */
const isCritical = (type: string) => (type.charCodeAt(0) & 0x20) === 0;

/** The chunks up to and including IEND, or why they cannot be read. */
function readChunks(bytes: Buffer): Chunk[] | PngRefusal {
  const chunks: Chunk[] = [];
  let offset = PNG_SIGNATURE.length;
  for (;;) {
    if (offset + 12 > bytes.length) return 'truncated';
    const length = bytes.readUInt32BE(offset);
    if (length > MAX_CHUNK_LENGTH || offset + 12 + length > bytes.length) return 'truncated';
    const typeAndData = bytes.subarray(offset + 4, offset + 8 + length);
    if (!typeAndData.subarray(0, 4).every(isLetter)) return 'chunk-type';
    if (crc32(typeAndData) !== bytes.readUInt32BE(offset + 8 + length)) return 'crc';
    const chunk = { type: typeAndData.subarray(0, 4).toString('latin1'), data: typeAndData.subarray(4) };
    chunks.push(chunk);
    offset += 12 + length;
    if (chunk.type === 'IEND') return offset === bytes.length ? chunks : 'trailing';
  }
}

function headerOf(data: Buffer): PngHeader | null {
  if (data.length !== 13) return null;
  // Compression and filter method: 0 is the only one defined.
  if (data[10] !== 0 || data[11] !== 0 || data[12] > 1) return null;
  return { width: data.readUInt32BE(0), height: data.readUInt32BE(4), bitDepth: data[8], colorType: data[9], interlace: data[12] };
}

const withinLimits = ({ width, height }: PngHeader, limits: PngLimits) =>
  width >= limits.minSide && height >= limits.minSide && width <= limits.maxSide && height <= limits.maxSide && width * height <= limits.maxPixels;

/** The order of the chunks: one palette (only where allowed) before the image data, one unbroken run of IDAT, IEND alone at the end. */
function orderRefusal(chunks: Chunk[], header: PngHeader): PngRefusal | null {
  const types = chunks.map((chunk) => chunk.type);
  if (types.slice(1).includes('IHDR')) return 'ihdr';
  const unknown = types.find((type) => isCritical(type) && !KNOWN_CRITICAL.has(type));
  if (unknown) return 'unknown-critical';
  const firstIdat = types.indexOf('IDAT');
  const lastIdat = types.lastIndexOf('IDAT');
  if (firstIdat < 0 || types.slice(firstIdat, lastIdat + 1).some((type) => type !== 'IDAT')) return 'idat';
  const palettes = types.flatMap((type, index) => (type === 'PLTE' ? [index] : []));
  const paletteAllowed = header.colorType === INDEXED || header.colorType === 2 || header.colorType === 6;
  if (palettes.length > 1 || (palettes.length === 1 && (!paletteAllowed || palettes[0] > firstIdat))) return 'palette';
  if (header.colorType === INDEXED && palettes.length === 0) return 'palette';
  const palette = palettes.length === 1 ? chunks[palettes[0]].data.length : 0;
  if (palettes.length === 1 && (palette === 0 || palette % 3 !== 0 || palette / 3 > 256)) return 'palette';
  if (chunks.at(-1)!.data.length !== 0) return 'iend';
  return null;
}

/** A zlib stream opens with CMF/FLG: deflate (method 8), a window of at most 32 KiB, a check value divisible by 31. */
const opensZlib = (data: Buffer) => data.length >= 2 && (data[0] & 0x0f) === 8 && data[0] >> 4 <= 7 && (data[0] * 256 + data[1]) % 31 === 0;

/** Checks `bytes` as a PNG whose dimensions are within `limits`. */
export function checkPng(bytes: Buffer, limits: PngLimits): PngCheck {
  if (bytes.length < PNG_SIGNATURE.length || !bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return { ok: false, reason: 'signature' };
  const chunks = readChunks(bytes);
  if (typeof chunks === 'string') return { ok: false, reason: chunks };
  const header = chunks[0].type === 'IHDR' ? headerOf(chunks[0].data) : null;
  if (!header) return { ok: false, reason: 'ihdr' };
  if (!withinLimits(header, limits)) return { ok: false, reason: 'dimensions' };
  if (!BIT_DEPTHS[header.colorType]?.includes(header.bitDepth)) return { ok: false, reason: 'format' };
  const refusal = orderRefusal(chunks, header);
  if (refusal) return { ok: false, reason: refusal };
  const data = Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data));
  if (!opensZlib(data)) return { ok: false, reason: 'idat' };
  return { ok: true, header, data };
}
