/**
 * The field-encryption key at rest (issue 13 finding 8): never generated inside DATA_DIR, an old
 * DATA_DIR/secret.key moved out with its material intact (what it encrypted still decrypts), a
 * lost key file stops the start, and NODE_ENV=production without APP_SECRET does not start.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultSecretDir, readConfig } from '../../../server/config';
import { createFieldCipher } from '../../../server/services/crypto';
import { KEY_ID_FILE, LEGACY_KEY_FILE, loadAppSecret } from '../../../server/services/secret';

let root: string;
let dataDir: string;
let secretDir: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'bs-secret-'));
  dataDir = join(root, 'data');
  secretDir = join(root, 'config', 'benefit-store');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const load = (appSecret?: string) => loadAppSecret({ appSecret, dataDir, secretDir });
const keyFiles = () => readdirSync(secretDir).filter((name) => name.endsWith('.key'));
const mode = (path: string) => statSync(path).mode & 0o777;

describe('loadAppSecret', () => {
  it('uses APP_SECRET when set, and writes nothing', () => {
    expect(load('a-configured-secret')).toEqual({ secret: 'a-configured-secret', origin: 'APP_SECRET' });
    expect(readdirSync(root)).toEqual([]);
  });

  it('gives an app without a data folder (in-memory tests) a random key of its own', () => {
    const first = loadAppSecret({ appSecret: undefined, dataDir: undefined, secretDir });
    const second = loadAppSecret({ appSecret: undefined, dataDir: '', secretDir });
    expect(first.secret).not.toBe(second.secret);
    expect(readdirSync(root)).toEqual([]);
  });

  it('generates the key in SECRET_DIR (0600 in a 0700 folder), never inside DATA_DIR, and reads the same key again', () => {
    const first = load();
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(keyFiles()).toHaveLength(1);
    const keyFile = join(secretDir, keyFiles()[0]);
    expect(first.origin).toBe(keyFile);
    expect(readFileSync(keyFile, 'utf8')).toBe(first.secret);
    expect(mode(keyFile)).toBe(0o600);
    expect(mode(secretDir)).toBe(0o700);
    // DATA_DIR holds only the key's name, and nothing of the key.
    expect(readdirSync(dataDir)).toEqual([KEY_ID_FILE]);
    expect(readFileSync(join(dataDir, KEY_ID_FILE), 'utf8')).not.toContain(first.secret);
    expect(load()).toEqual(first);
    expect(keyFiles()).toHaveLength(1);
  });

  it('keeps a moved DATA_DIR on its key, and gives another DATA_DIR a key of its own', () => {
    const first = load();
    const moved = join(root, 'moved');
    renameSync(dataDir, moved);
    expect(loadAppSecret({ appSecret: undefined, dataDir: moved, secretDir })).toEqual(first);
    const other = loadAppSecret({ appSecret: undefined, dataDir: join(root, 'other'), secretDir });
    expect(other.secret).not.toBe(first.secret);
    expect(keyFiles()).toHaveLength(2);
  });

  it('moves an old DATA_DIR/secret.key out of DATA_DIR, so what it encrypted still decrypts', () => {
    // What an earlier version left: the key beside the data, an SSN encrypted with it.
    const legacy = 'bGVnYWN5LWtleS1tYXRlcmlhbC1vZi1hbi1vbGQtc3RvcmU=';
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, LEGACY_KEY_FILE), `${legacy}\n`, { mode: 0o600 });
    const stored = createFieldCipher(legacy).encrypt('123-45-6789');

    const loaded = load();
    expect(loaded.secret).toBe(legacy);
    expect(createFieldCipher(loaded.secret).decrypt(stored)).toBe('123-45-6789');
    expect(readdirSync(dataDir)).toEqual([KEY_ID_FILE]);
    expect(keyFiles()).toHaveLength(1);
    expect(mode(join(secretDir, keyFiles()[0]))).toBe(0o600);
    expect(load()).toEqual(loaded);
  });

  it('finishes a move cut short, and refuses two different keys for one DATA_DIR', () => {
    const first = load();
    // A start stopped after writing the id: the old file is still there, with the same key.
    writeFileSync(join(dataDir, LEGACY_KEY_FILE), first.secret);
    expect(load()).toEqual(first);
    expect(readdirSync(dataDir)).toEqual([KEY_ID_FILE]);
    writeFileSync(join(dataDir, LEGACY_KEY_FILE), 'another key altogether');
    expect(() => load()).toThrow(/hold different keys/);
    expect(readFileSync(join(dataDir, LEGACY_KEY_FILE), 'utf8')).toBe('another key altogether');
  });

  it('stops the start when the key file of a DATA_DIR is lost, rather than encrypt with a new key', () => {
    const first = load();
    unlinkSync(first.origin);
    expect(() => load()).toThrow(/key file of .* is missing .* restore it or set APP_SECRET/);
    expect(keyFiles()).toEqual([]);
  });
});

describe('readConfig: APP_SECRET and SECRET_DIR', () => {
  const strong = 'x'.repeat(44);

  it('refuses NODE_ENV=production without APP_SECRET, or with a short one, naming the variable', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/^APP_SECRET is required when NODE_ENV=production/);
    expect(() => readConfig({ NODE_ENV: 'production', APP_SECRET: '' })).toThrow(/APP_SECRET is required/);
    expect(() => readConfig({ NODE_ENV: 'production', APP_SECRET: 'short-secret' })).toThrow(/APP_SECRET is too short/);
    expect(readConfig({ NODE_ENV: 'production', APP_SECRET: strong }).appSecret).toBe(strong);
  });

  it('generates a key outside production, in SECRET_DIR or the user config folder', () => {
    expect(readConfig({}).appSecret).toBeUndefined();
    expect(readConfig({ NODE_ENV: 'development' }).appSecret).toBeUndefined();
    expect(readConfig({ SECRET_DIR: '/srv/keys' }).secretDir).toBe('/srv/keys');
    expect(readConfig({ XDG_CONFIG_HOME: '/home/ann/.cfg' }).secretDir).toBe('/home/ann/.cfg/benefit-store');
    expect(defaultSecretDir({ HOME: '/home/ann' })).toBe('/home/ann/.config/benefit-store');
    // A relative XDG_CONFIG_HOME is invalid by the XDG spec: ignored.
    expect(defaultSecretDir({ HOME: '/home/ann', XDG_CONFIG_HOME: 'cfg' })).toBe('/home/ann/.config/benefit-store');
    expect(readConfig({ DATA_DIR: '/tmp/x', HOME: '/home/ann' }).secretDir.startsWith('/tmp/x')).toBe(false);
  });
});
