import { join, resolve } from 'node:path';

/** Repository root (bench/lib/ is two levels down). */
export const root = resolve(import.meta.dirname, '..', '..');
/** Where run reports are written (gitignored). */
export const resultsDir = join(root, 'bench', 'results');
/** Debian's Chromium unless CHROMIUM_PATH says otherwise (never a downloaded browser). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The launch flags of playwright.config.ts: an offline, sandboxed machine. */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
