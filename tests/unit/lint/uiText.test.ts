/**
 * The ui-text rule of .oxlintrc.json (lint/uiText.mjs, issue 16 item 3) really fails `npm run lint`:
 * the fixtures are linted as files of src/ in a temporary copy of the config, like
 * tests/unit/lint/layers.test.ts does, so the probe never touches the working tree.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const OXLINT = join(root, 'node_modules', 'oxlint', 'bin', 'oxlint');
const RULE = 'ui-text(no-jsx-literal)';

interface Diagnostic { code: string; filename: string; message: string; labels: { span: { line: number } }[] }

const dirs: string[] = [];
afterEach(() => { for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true }); });

/** Lints one fixture as src/screen.tsx with the repository's config; the lines the rule refused, and the exit status. */
function lintFixture(fixture: string): { status: number | null; lines: number[]; messages: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'bs-uitext-'));
  dirs.push(dir);
  copyFileSync(join(root, '.oxlintrc.json'), join(dir, '.oxlintrc.json'));
  mkdirSync(join(dir, 'lint'));
  copyFileSync(join(root, 'lint', 'uiText.mjs'), join(dir, 'lint', 'uiText.mjs'));
  mkdirSync(join(dir, 'src'));
  copyFileSync(join(root, 'tests', 'unit', 'lint', 'fixtures', fixture), join(dir, 'src', 'screen.tsx'));
  const run = spawnSync(process.execPath, [OXLINT, '-c', '.oxlintrc.json', '--deny-warnings', '--format', 'json'], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
  const start = run.stdout.indexOf('{');
  if (start < 0) throw new Error(`oxlint exited ${run.status} without a report:\n${run.stdout}${run.stderr}`);
  const found = (JSON.parse(run.stdout.slice(start)) as { diagnostics: Diagnostic[] }).diagnostics.filter((d) => d.code === RULE);
  return { status: run.status, lines: found.map((d) => d.labels[0].span.line).sort((a, b) => a - b), messages: found.map((d) => d.message) };
}

describe('ui-text rule', () => {
  it('refuses text written in JSX: children, both branches of a choice, templates, text attributes and properties, and the page title', () => {
    const run = lintFixture('uiTextFails.tsx');
    expect(run.status).not.toBe(0);
    expect(run.lines).toEqual([3, 5, 6, 7, 8, 8, 9, 10, 10, 11, 12, 19]);
    expect(run.messages).toContain('User-facing text belongs in a catalog (schemas/messages.ts, schemas/uiText/*.ts): write "My Cart" there and read it here.');
  });

  it('lets catalog texts, punctuation, separators, numbers and currency signs through', () => {
    const run = lintFixture('uiTextPasses.tsx');
    expect(run.messages).toEqual([]);
    expect(run.status).toBe(0);
  });
});
