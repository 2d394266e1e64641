/**
 * AES-256-GCM for values encrypted at rest (SSN). Stored as 'enc:v1:' + base64url(iv|tag|ciphertext),
 * so a JSON column can hold it and a reader can tell ciphertext from a legacy plain value.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomFillSync } from 'node:crypto';

const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * IVs are cut from a block of CSPRNG bytes filled 340 IVs at a time: the same generator as
 * randomBytes, each byte used once, without a call into OpenSSL per save (about 3 % of a save's
 * CPU in the profile of docs/save-latency.md). A cut is used at once, before the block is refilled.
 */
const IV_BLOCK = Buffer.alloc(IV_BYTES * 340);
let ivAt = IV_BLOCK.length;
function nextIv(): Buffer {
  if (ivAt === IV_BLOCK.length) {
    randomFillSync(IV_BLOCK);
    ivAt = 0;
  }
  ivAt += IV_BYTES;
  return IV_BLOCK.subarray(ivAt - IV_BYTES, ivAt);
}

export interface FieldCipher {
  encrypt(plain: string): string;
  /** Plain text of a stored value; a value without the prefix is returned as is. Throws on tampering. */
  decrypt(stored: string): string;
}

/** Builds the cipher from secret material (APP_SECRET or the key file), via HKDF so any length works. */
export function createFieldCipher(secret: string): FieldCipher {
  const key = Buffer.from(hkdfSync('sha256', secret, 'benefit-store', 'field-encryption-v1', 32));
  return {
    encrypt(plain) {
      const iv = nextIv();
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    decrypt(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
