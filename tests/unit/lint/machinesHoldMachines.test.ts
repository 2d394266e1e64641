/**
 * machines/ holds machines and their pure rules (issue 16 item 5; docs/decisions/layout.md): every
 * file there defines a machine, is used by one (directly or through another such file), or works on
 * one's own types (imports a machine or a file a machine uses: a snapshot selector, a payload built
 * from its context). Barrels (index.ts) are exempt. Any other pure helper lives in domain/ (shared
 * with the server) or adapters/. The server imports no machines/ at all (.oxlintrc.json).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]*)['"]/g;
const MACHINE = /\b(createMachine|setup)\s*\(/;

/** The machines/ files (repo-relative, posix) that are neither a machine nor one of its rules. */
export function strayFiles(files: Readonly<Record<string, string>>): string[] {
  const names = Object.keys(files).filter((f) => !/(^|\/)index\.ts$/.test(f));
  const resolve = (from: string, spec: string): string | undefined => {
    const base = posix.normalize(posix.join(posix.dirname(from), spec));
    return [base, `${base}.ts`, `${base}/index.ts`].find((c) => c in files && !c.endsWith('index.ts'));
  };
  const imports = new Map(names.map((f) => [f, [...files[f].matchAll(IMPORT)].map((m) => resolve(f, m[1])).filter((x): x is string => !!x)]));
  const kept = new Set(names.filter((f) => MACHINE.test(files[f])));
  for (let grew = true; grew; ) {
    grew = false;
    for (const f of names) {
      if (kept.has(f)) continue;
      const usedByKept = names.some((g) => kept.has(g) && imports.get(g)!.includes(f));
      const worksOnKept = imports.get(f)!.some((g) => kept.has(g));
      if (usedByKept || worksOnKept) { kept.add(f); grew = true; }
    }
  }
  return names.filter((f) => !kept.has(f)).sort();
}

/** Every .ts file under a folder, keyed by its repo-relative posix path. */
function readTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile() || !e.name.endsWith('.ts')) continue;
    const path = join(e.parentPath, e.name).replaceAll('\\', '/');
    out[path] = readFileSync(path, 'utf8');
  }
  return out;
}

describe('machines/ holds machines and their rules', () => {
  it('has no file that is neither a machine nor used by one nor working on one', () => {
    expect(strayFiles(readTree('machines'))).toEqual([]);
  });

  it('names a helper that no machine uses', () => {
    const files = {
      'machines/quote.ts': "import { setup } from 'xstate';\nimport { zipError } from './quoteRules';\nexport const quote = setup({}).createMachine({});\n",
      'machines/quoteRules.ts': 'export const zipError = (zip: string) => (zip ? null : "Zip");\n',
      'machines/quoteSelectors.ts': "import type { quote } from './quote';\nexport type Quote = typeof quote;\n",
      'machines/contrast.ts': 'export const ratio = (a: number, b: number) => a / b;\n',
      'machines/index.ts': "export * from './contrast';\n",
    };
    expect(strayFiles(files)).toEqual(['machines/contrast.ts']);
  });
});
