/**
 * The ui-text rule of .oxlintrc.json (lint/uiText.mjs, issue 16 item 3) really fails `npm run lint`:
 * the fixtures are linted as files of src/ in a temporary copy of the config, like
 * tests/unit/lint/layers.test.ts does, so the probe never touches the working tree.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { lintCopy, removeLintCopies } from './lintCopy';

const RULE = 'ui-text(no-jsx-literal)';

afterEach(removeLintCopies);

/** Lints one fixture as src/screen.tsx with the repository's config; the lines the rule refused, and the exit status. */
function lintFixture(fixture: string): { status: number | null; lines: number[]; messages: string[] } {
  const run = lintCopy({ 'src/screen.tsx': { copy: `tests/unit/lint/fixtures/${fixture}` } });
  const found = run.diagnostics.filter((d) => d.code === RULE);
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
