/**
 * A drawn signature as evidence: the data URL must hold a real PNG (signature, an IHDR first,
 * every chunk's CRC right, image data, IEND), of a sane size (AGREEMENT_LIMITS) and, for the
 * RGBA images a canvas makes, not blank (a fully transparent image signs nothing). The image
 * data is inflated with a ceiling of exactly what its header promises, so a small upload
 * cannot expand into a large one.
 */
import { crc32, inflateSync } from 'node:zlib';
import { AGREEMENT_LIMITS } from '../../../schemas/agreement';
import { MESSAGES } from '../../../schemas/messages';

const PREFIX = 'data:image/png;base64,';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const RGBA = 6;

interface PngHeader { width: number; height: number; bitDepth: number; colorType: number; interlace: number }
interface ParsedPng { header: PngHeader; data: Buffer }

/** The chunks of a PNG after its signature, or null when one is cut short or its CRC is wrong. */
function chunksOf(bytes: Buffer): { type: string; data: Buffer }[] | null {
  const chunks: { type: string; data: Buffer }[] = [];
  let offset = PNG_SIGNATURE.length;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > bytes.length) return null;
    const typeAndData = bytes.subarray(offset + 4, offset + 8 + length);
    if (crc32(typeAndData) !== bytes.readUInt32BE(offset + 8 + length)) return null;
    chunks.push({ type: typeAndData.subarray(0, 4).toString('latin1'), data: typeAndData.subarray(4) });
    offset = end;
    if (chunks.at(-1)!.type === 'IEND') return chunks;
  }
  return null;
}

/** The header and the joined image data of a well-formed PNG, or null. */
function parsePng(bytes: Buffer): ParsedPng | null {
  if (!bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return null;
  const chunks = chunksOf(bytes);
  const first = chunks?.[0];
  if (!chunks || first?.type !== 'IHDR' || first.data.length !== 13) return null;
  const header = {
    width: first.data.readUInt32BE(0), height: first.data.readUInt32BE(4), bitDepth: first.data[8], colorType: first.data[9], interlace: first.data[12],
  };
  const data = Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data));
  return data.length > 0 ? { header, data } : null;
}

const saneSide = (side: number) => side >= AGREEMENT_LIMITS.signatureMinSide && side <= AGREEMENT_LIMITS.signatureMaxSide;

/**
 * Whether an 8-bit, non-interlaced RGBA image is fully transparent black (what a cleared pad
 * exports). Each row is a filter byte then the pixels; zero pixels filter to zero bytes under
 * every filter and only they do, so the rows' pixel bytes are all zero exactly when it is blank.
 */
function isBlankRgba({ header, data }: ParsedPng): boolean {
  const rowBytes = header.width * 4 + 1;
  const size = rowBytes * header.height;
  const raw = inflateSync(data, { maxOutputLength: size });
  if (raw.length !== size) throw new Error('image data of the wrong size');
  for (let i = 0; i < raw.length; i += 1) if (i % rowBytes !== 0 && raw[i] !== 0) return false;
  return true;
}

/** A signature's PNG bytes, or the message to show at the signature. */
export function signatureImage(dataUrl: string): { png: Buffer } | { error: string } {
  if (!dataUrl.startsWith(PREFIX) || dataUrl.length > AGREEMENT_LIMITS.signatureChars) return { error: MESSAGES.signatureInvalid };
  const png = Buffer.from(dataUrl.slice(PREFIX.length), 'base64');
  const parsed = parsePng(png);
  if (!parsed || !saneSide(parsed.header.width) || !saneSide(parsed.header.height)) return { error: MESSAGES.signatureInvalid };
  const { bitDepth, colorType, interlace } = parsed.header;
  if (colorType === RGBA && bitDepth === 8 && interlace === 0) {
    try {
      if (isBlankRgba(parsed)) return { error: MESSAGES.signatureRequired };
    } catch {
      return { error: MESSAGES.signatureInvalid };
    }
  }
  return { png };
}
