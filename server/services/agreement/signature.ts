/**
 * A drawn signature as evidence: the data URL must hold a real PNG (checkPng: signature, an IHDR
 * first, every chunk's CRC right, image data, IEND last), of a sane size (AGREEMENT_LIMITS) and, for the
 * RGBA images a canvas makes, not blank (a fully transparent image signs nothing). The image
 * data is inflated with a ceiling of exactly what its header promises, so a small upload
 * cannot expand into a large one.
 */
import { inflateSync } from 'node:zlib';
import { AGREEMENT_LIMITS } from '../../../schemas/agreement';
import { MESSAGES } from '../../../schemas/messages';
import { checkPng, type ParsedPng } from '../pngCheck';

const PREFIX = 'data:image/png;base64,';
const RGBA = 6;
const SIGNATURE_LIMITS = {
  minSide: AGREEMENT_LIMITS.signatureMinSide, maxSide: AGREEMENT_LIMITS.signatureMaxSide, maxPixels: AGREEMENT_LIMITS.signatureMaxSide ** 2,
};

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
  const parsed = checkPng(png, SIGNATURE_LIMITS);
  if (!parsed.ok) return { error: MESSAGES.signatureInvalid };
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
