/**
 * Lints files with the repository's own oxlint and config, in a temporary folder shaped like the
 * repository (so the config's per-folder globs match the same relative paths and its JS plugins
 * load from lint/ beside it). Probes never touch the working tree, which another run may be
 * linting at the same moment.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const OXLINT = join(root, 'node_modules', 'oxlint', 'bin', 'oxlint');

/** One oxlint finding, as its JSON report gives it. */
export interface Diagnostic { code: string; filename: string; message: string; help?: string; labels: { span: { line: number } }[] }
export interface LintRun { status: number | null; diagnostics: Diagnostic[] }

const dirs: string[] = [];

/** Removes the folders made so far (call it after each test). */
export function removeLintCopies(): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A file of the repository as it is (e.g. a fixture), to lay out under another path. */
export function repositoryFile(path: string): string {
  return join(root, path);
}

/** Writes `files` (path relative to a fake repository root -> source, or {copy: repository path}) and lints them as `npm run lint` does. */
export function lintCopy(files: Record<string, string | { copy: string }>): LintRun {
  const dir = mkdtempSync(join(tmpdir(), 'bs-lint-'));
  dirs.push(dir);
  copyFileSync(join(root, '.oxlintrc.json'), join(dir, '.oxlintrc.json'));
  mkdirSync(join(dir, 'lint'));
  for (const plugin of readdirSync(join(root, 'lint')).filter((name) => name.endsWith('.mjs'))) {
    copyFileSync(join(root, 'lint', plugin), join(dir, 'lint', plugin));
  }
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    if (typeof source === 'string') writeFileSync(join(dir, path), source);
    else copyFileSync(join(root, source.copy), join(dir, path));
  }
  const run = spawnSync(process.execPath, [OXLINT, '-c', '.oxlintrc.json', '--deny-warnings', '--format', 'json'], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
  const start = run.stdout.indexOf('{');
  // A config oxlint cannot read, or a crash, prints no report: fail with what it said.
  if (start < 0) throw new Error(`oxlint exited ${run.status} without a report:\n${run.stdout}${run.stderr}`);
  return { status: run.status, diagnostics: (JSON.parse(run.stdout.slice(start)) as { diagnostics: Diagnostic[] }).diagnostics };
}
