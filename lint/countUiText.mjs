#!/usr/bin/env node
/**
 * Counts the user-facing text literals in JSX that lint/uiText.mjs refuses, per folder, so the
 * figure of issue 16 item 3 is reproducible: `node lint/countUiText.mjs [folder…]` (default src).
 * `--list` prints each one. `npm run lint` enforces zero for src/ through .oxlintrc.json.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const list = args.includes('--list');
const folders = args.filter((arg) => arg !== '--list');
const run = spawnSync(process.execPath, [join(root, 'node_modules/oxlint/bin/oxlint'), '-c', 'lint/uiText.oxlintrc.json', '--format', 'json', ...(folders.length ? folders : ['src'])], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
const start = run.stdout.indexOf('{');
if (start < 0) throw new Error(`oxlint exited ${run.status} without a report:\n${run.stdout}${run.stderr}`);
const found = JSON.parse(run.stdout.slice(start)).diagnostics.filter((d) => d.code === 'ui-text(no-jsx-literal)');
const byFolder = new Map();
for (const d of found) {
  const file = relative(root, join(root, d.filename)).replaceAll('\\', '/');
  const folder = file.split('/').slice(0, 2).join('/');
  byFolder.set(folder, (byFolder.get(folder) ?? 0) + 1);
  if (list) process.stdout.write(`${file}:${d.labels?.[0]?.span?.line ?? '?'} ${d.message.match(/write (".*") there/)?.[1] ?? ''}\n`);
}
for (const [folder, count] of [...byFolder].sort()) process.stdout.write(`${folder}\t${count}\n`);
process.stdout.write(`total\t${found.length}\n`);
