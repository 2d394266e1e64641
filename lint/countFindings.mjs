/**
 * Counts what one of the repository's lint rules finds, per folder, so a figure of issue 16 is
 * reproducible (lint/countUiText.mjs, lint/countMessageCompare.mjs). `--list` prints each finding.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs oxlint with `config` (a path under the repository) over the folders named on the command
 * line (else `defaults`) and prints the findings of `code` per folder and their total; `describe`
 * turns one finding into the text `--list` prints after its place.
 */
export function countFindings(config, code, defaults, describe = () => '') {
  const args = process.argv.slice(2);
  const list = args.includes('--list');
  const folders = args.filter((arg) => arg !== '--list');
  const run = spawnSync(process.execPath, [join(root, 'node_modules/oxlint/bin/oxlint'), '-c', config, '--format', 'json', ...(folders.length ? folders : defaults)], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
  const start = run.stdout.indexOf('{');
  if (start < 0) throw new Error(`oxlint exited ${run.status} without a report:\n${run.stdout}${run.stderr}`);
  const found = JSON.parse(run.stdout.slice(start)).diagnostics.filter((d) => d.code === code);
  const byFolder = new Map();
  for (const d of found) {
    const file = relative(root, join(root, d.filename)).replaceAll('\\', '/');
    const folder = file.split('/').slice(0, 2).join('/');
    byFolder.set(folder, (byFolder.get(folder) ?? 0) + 1);
    if (list) process.stdout.write(`${file}:${d.labels?.[0]?.span?.line ?? '?'} ${describe(d)}\n`);
  }
  for (const [folder, count] of [...byFolder].sort()) process.stdout.write(`${folder}\t${count}\n`);
  process.stdout.write(`total\t${found.length}\n`);
}
