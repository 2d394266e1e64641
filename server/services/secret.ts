/**
 * Where the field-encryption key material comes from: APP_SECRET; else a key file generated once
 * in SECRET_DIR (default: the user's config folder, see config.ts), never beside the data it
 * protects, so a copy of DATA_DIR (a backup, a shared folder) does not carry its own key; else
 * (in-memory tests) a random key for this process.
 *
 * DATA_DIR keeps only secret.id, a random name (no secret) of its key file
 * SECRET_DIR/secret-<id>.key, so the folder may be moved or renamed and still finds its key. A
 * DATA_DIR/secret.key left by an earlier version is moved out on first start (same material, so
 * the SSNs already stored keep decrypting). A DATA_DIR whose key file is missing stops the start:
 * a new key would leave every stored SSN unreadable.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The key file earlier versions kept inside DATA_DIR. */
export const LEGACY_KEY_FILE = 'secret.key';
/** The file in DATA_DIR naming its key file in SECRET_DIR. */
export const KEY_ID_FILE = 'secret.id';

export interface SecretOptions {
  appSecret: string | undefined;
  /** The data's folder; unset or '' = nothing on disk (tests): a random key for this process. */
  dataDir: string | undefined;
  /** Where key files are generated (SECRET_DIR). */
  secretDir: string;
}

/** The key material and where it came from (for the start-up log; never the material itself). */
export interface AppSecret { secret: string; origin: string }

const ID_PATTERN = /^[0-9a-f]{32}$/;

/** The file holding the key of the data folder named `id`. */
export const keyFilePath = (secretDir: string, id: string): string => join(secretDir, `secret-${id}.key`);

const readTrimmed = (path: string) => readFileSync(path, 'utf8').trim();

/** Writes `content` to a new file only (flag wx: never over another key), mode 0600; false when it already exists. */
function writeNew(path: string, content: string): boolean {
  try {
    writeFileSync(path, content, { flag: 'wx', mode: 0o600 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** SECRET_DIR, created owner-only (0700) when missing; a folder that exists is left as its owner set it. */
function ensureSecretDir(secretDir: string): void {
  if (!secretDir) throw new Error('SECRET_DIR is empty: set SECRET_DIR (a folder for the generated key) or APP_SECRET');
  try {
    mkdirSync(secretDir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new Error(`cannot create the key folder ${secretDir} (${(error as Error).message}): set SECRET_DIR to a writable folder, or APP_SECRET`, { cause: error });
  }
}

/** The id in DATA_DIR/secret.id, creating it (after its key file) when there is none. */
function keyIdOf(dataDir: string, secretDir: string, legacy: string | undefined): string {
  const idPath = join(dataDir, KEY_ID_FILE);
  if (!existsSync(idPath)) {
    const id = randomBytes(16).toString('hex');
    // The key first: an id is never written without the key it names.
    writeNew(keyFilePath(secretDir, id), legacy ?? randomBytes(32).toString('base64'));
    mkdirSync(dataDir, { recursive: true });
    if (writeNew(idPath, id)) return id;
  }
  const id = readTrimmed(idPath);
  if (!ID_PATTERN.test(id)) throw new Error(`${idPath} is not a key id; restore it, or set APP_SECRET`);
  return id;
}

/** Returns the secret material the cipher derives its key from, and where it came from. */
export function loadAppSecret({ appSecret, dataDir, secretDir }: SecretOptions): AppSecret {
  if (appSecret) return { secret: appSecret, origin: 'APP_SECRET' };
  if (!dataDir) return { secret: randomBytes(32).toString('base64'), origin: 'a random key of this process' };
  ensureSecretDir(secretDir);
  const legacyPath = join(dataDir, LEGACY_KEY_FILE);
  const legacy = existsSync(legacyPath) ? readTrimmed(legacyPath) : undefined;
  const id = keyIdOf(dataDir, secretDir, legacy);
  const keyPath = keyFilePath(secretDir, id);
  if (legacy !== undefined) {
    // A start cut short after writing the id may leave the old file behind: finish the move.
    writeNew(keyPath, legacy);
    if (readTrimmed(keyPath) !== legacy) {
      throw new Error(`${legacyPath} and ${keyPath} hold different keys: keep the one the stored SSNs were encrypted with and remove the other`);
    }
    unlinkSync(legacyPath);
  }
  if (!existsSync(keyPath)) {
    throw new Error(`the key file of ${dataDir} is missing (${keyPath}, named by ${join(dataDir, KEY_ID_FILE)}): restore it or set APP_SECRET; a new key could not read the SSNs stored with the old one`);
  }
  const secret = readTrimmed(keyPath);
  if (!secret) throw new Error(`${keyPath} is empty: restore the key file or set APP_SECRET`);
  return { secret, origin: keyPath };
}
