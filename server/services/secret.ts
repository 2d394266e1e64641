/**
 * Where the encryption key material comes from: APP_SECRET, else DATA_DIR/secret.key, generated
 * once on the embedded default (mode 0600), else (in-memory tests) a random key for this process.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Returns the secret material the cipher derives its key from. */
export function loadAppSecret(appSecret: string | undefined, dataDir: string | undefined): string {
  if (appSecret) return appSecret;
  if (!dataDir) return randomBytes(32).toString('base64');
  const path = join(dataDir, 'secret.key');
  if (!existsSync(path)) {
    mkdirSync(dataDir, { recursive: true });
    // 'wx' fails rather than overwrite a key another process just wrote.
    try {
      writeFileSync(path, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(path, 'utf8').trim();
}
