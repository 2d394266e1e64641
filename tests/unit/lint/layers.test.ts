/**
 * The layer rules of .oxlintrc.json (DESIGN.md "Layout") really fail `npm run lint`: each probe
 * lays out a few files in a temporary folder shaped like the repository, runs the repository's
 * oxlint with a copy of its config there (so the per-folder globs match the same relative
 * paths), and expects the named rule to refuse it. Probes never touch the working tree, which
 * another run may be linting at the same moment.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { lintCopy as lint, removeLintCopies, type LintRun } from './lintCopy';

const RESTRICTED = 'eslint(no-restricted-imports)';
const CYCLE = 'import(no-cycle)';
const GLOBALS = 'eslint(no-restricted-globals)';
const STATE_NAME = 'ui-contract(no-state-matches)';

afterEach(removeLintCopies);

/** The codes oxlint reported for one file. */
function codesOf(run: LintRun, file: string): string[] {
  return run.diagnostics.filter((d) => d.filename.replaceAll('\\', '/') === file).map((d) => d.code);
}

describe('layer rules', () => {
  it('refuse React imported into adapters/', () => {
    const run = lint({
      'adapters/label.ts': "import { createElement } from 'react';\nexport const label = (text: string) => createElement('span', null, text);\n",
    });
    expect(run.status).not.toBe(0);
    expect(codesOf(run, 'adapters/label.ts')).toEqual([RESTRICTED]);
  });

  it('refuse src/ imported into machines/', () => {
    const run = lint({
      'src/session/index.ts': 'export const getSession = (key: string) => key;\n',
      'machines/resume.ts': "import { getSession } from '../src/session';\nexport const saved = () => getSession('tempId');\n",
    });
    expect(run.status).not.toBe(0);
    expect(codesOf(run, 'machines/resume.ts')).toEqual([RESTRICTED]);
    expect(codesOf(run, 'src/session/index.ts')).toEqual([]);
  });

  it('refuse a cycle between two files', () => {
    const run = lint({
      'adapters/a.ts': "import { b } from './b';\nexport const a = (): number => b() + 1;\n",
      'adapters/b.ts': "import { a } from './a';\nexport const b = (): number => (Math.random() > 2 ? a() : 0);\n",
    });
    expect(run.status).not.toBe(0);
    expect(codesOf(run, 'adapters/a.ts')).toEqual([CYCLE]);
    expect(codesOf(run, 'adapters/b.ts')).toEqual([CYCLE]);
  });

  it('refuse a cycle that closes through an `import type`', () => {
    const run = lint({
      'server/config.ts': "import { DELAY } from './services/resume';\nexport interface AppConfig { delay: number }\nexport const readConfig = (): AppConfig => ({ delay: DELAY });\n",
      'server/services/resume.ts': "import type { AppConfig } from '../config';\nexport const DELAY = 5;\nexport const delayOf = (config: AppConfig): number => config.delay;\n",
    });
    expect(run.status).not.toBe(0);
    expect(codesOf(run, 'server/config.ts')).toEqual([CYCLE]);
    expect(codesOf(run, 'server/services/resume.ts')).toEqual([CYCLE]);
  });

  it('refuse demo data in production code, and let the seed read it', () => {
    const demo = "export const DEFAULT_PORTAL_ID = 11;\n";
    const run = lint({
      'schemas/demo/storefront.ts': demo,
      'server/routes/home/visitor.ts': "import { DEFAULT_PORTAL_ID } from '../../../schemas/demo/storefront';\nexport const portal = DEFAULT_PORTAL_ID;\n",
      'src/app/portal.ts': "import { DEFAULT_PORTAL_ID } from '../../schemas/demo/storefront';\nexport const portal = DEFAULT_PORTAL_ID;\n",
      'schemas/api/portal.ts': "import { DEFAULT_PORTAL_ID } from '../demo/storefront';\nexport const portal = DEFAULT_PORTAL_ID;\n",
      'server/db/seed/configDefaults.ts': "import { DEFAULT_PORTAL_ID } from '../../../schemas/demo/storefront';\nexport const portal = DEFAULT_PORTAL_ID;\n",
    });
    expect(run.status).not.toBe(0);
    expect(codesOf(run, 'server/routes/home/visitor.ts')).toEqual([RESTRICTED]);
    expect(codesOf(run, 'src/app/portal.ts')).toEqual([RESTRICTED]);
    expect(codesOf(run, 'schemas/api/portal.ts')).toEqual([RESTRICTED]);
    expect(codesOf(run, 'server/db/seed/configDefaults.ts')).toEqual([]);
  });

  it('refuse a server package or Node built-in in machines/', () => {
    const run = lint({
      'machines/store.ts': "import { Kysely } from 'kysely';\nimport { readFileSync } from 'node:fs';\nexport const deps = [Kysely, readFileSync];\n",
    });
    expect(run.status).not.toBe(0);
    expect(codesOf(run, 'machines/store.ts')).toEqual([RESTRICTED, RESTRICTED]);
  });

  it('refuse src/ imported into server/', () => {
    const run = lint({
      'src/app/theme.ts': "export const theme = { primary: '#004080' };\n",
      'server/routes/site/site.ts': "import { theme } from '../../../src/app/theme';\nexport const site = () => theme;\n",
    });
    expect(run.status).not.toBe(0);
    expect(codesOf(run, 'server/routes/site/site.ts')).toEqual([RESTRICTED]);
  });

  it('refuse the browser storage outside src/session/storage.ts (issue 13: every write passes the storage policy there)', () => {
    const run = lint({
      'src/session/storage.ts': "export const read = (key: string) => window.localStorage.getItem(key) ?? sessionStorage.getItem(key);\n",
      'src/enrollment/stash.ts': "export const stash = (ssn: string) => localStorage.setItem('ssn', ssn);\n",
      'src/storefront/draft.ts': "export const keep = (text: string) => window.sessionStorage.setItem('draft', text);\n",
      'src/app/patch.ts': "export const original = globalThis.Storage.prototype.setItem;\n",
    });
    expect(run.status).not.toBe(0);
    expect(codesOf(run, 'src/enrollment/stash.ts')).toEqual([GLOBALS]);
    expect(codesOf(run, 'src/storefront/draft.ts')).toEqual([GLOBALS]);
    expect(codesOf(run, 'src/app/patch.ts')).toEqual([GLOBALS]);
    expect(codesOf(run, 'src/session/storage.ts')).toEqual([]);
  });

  it('refuse a screen that names a machine state, and let machines and tests do so (issue 16: screens ask hasTag/can)', () => {
    const run = lint({
      'src/enrollment/Busy.tsx': "export const Busy = ({ snapshot }: { snapshot: { matches(state: string): boolean } }) => <p aria-busy={snapshot.matches('saving')} />;\n",
      'src/storefront/Ready.tsx': "export const Ready = ({ snapshot }: { snapshot: { hasTag(tag: string): boolean } }) => <p aria-busy={snapshot.hasTag('busy')} />;\n",
      'machines/flow.ts': "export const done = (snapshot: { matches(state: string): boolean }) => snapshot.matches('done');\n",
    });
    expect(run.status).not.toBe(0);
    expect(codesOf(run, 'src/enrollment/Busy.tsx')).toEqual([STATE_NAME]);
    expect(codesOf(run, 'src/storefront/Ready.tsx')).toEqual([]);
    expect(codesOf(run, 'machines/flow.ts')).toEqual([]);
  });

  it('refuse machines/ imported into server/, and adapters/, machines/, xstate or React imported into domain/ (issue 16 item 5)', () => {
    const run = lint({
      'machines/flow.ts': "import { setup } from 'xstate';\nexport const flow = setup({}).createMachine({});\n",
      'server/services/flow.ts': "import { flow } from '../../machines/flow';\nexport const id = flow.id;\n",
      'domain/flowRules.ts': "import { setup } from 'xstate';\nimport { flow } from '../machines/flow';\nexport const rules = [setup, flow];\n",
      'domain/label.ts': "import { createElement } from 'react';\nimport { labelOf } from '../adapters/labels';\nexport const label = (text: string) => createElement('span', null, labelOf(text));\n",
      'adapters/labels.ts': 'export const labelOf = (text: string) => text;\n',
    });
    expect(run.status).not.toBe(0);
    expect(codesOf(run, 'server/services/flow.ts')).toEqual([RESTRICTED]);
    expect(codesOf(run, 'domain/flowRules.ts')).toEqual([RESTRICTED, RESTRICTED]);
    expect(codesOf(run, 'domain/label.ts')).toEqual([RESTRICTED, RESTRICTED]);
  });

  it('pass every allowed direction: schemas <- adapters <- {src, server}, schemas <- domain <- {machines, src, server}, machines <- src', () => {
    const run = lint({
      'schemas/messages.ts': "export const messages = { required: 'This field is required' };\n",
      'adapters/errors.ts': "import { messages } from '../schemas/messages';\nexport const requiredError = (field: string) => ({ target_element: field, error_message: messages.required });\n",
      'domain/saveRules.ts': "import { messages } from '../schemas/messages';\nexport const canSave = (value: string) => value !== '' && messages.required !== '';\n",
      'machines/save.ts': "import { setup } from 'xstate';\nimport { canSave } from '../domain/saveRules';\nexport const machine = setup({ guards: { canSave: () => canSave('x') } }).createMachine({});\n",
      'src/app/Field.tsx': "import { useState } from 'react';\nimport { requiredError } from '../../adapters/errors';\nimport { canSave } from '../../domain/saveRules';\nimport { machine } from '../../machines/save';\nexport function Field() {\n  const [value] = useState(machine.id);\n  return <p>{canSave(value) ? '' : requiredError('x').error_message}</p>;\n}\n",
      'server/services/save.ts': "import type { FastifyInstance } from 'fastify';\nimport { join } from 'node:path';\nimport { requiredError } from '../../adapters/errors';\nimport { canSave } from '../../domain/saveRules';\nexport const save = (app: FastifyInstance, value: string) => (canSave(value) ? app.log.info(join('a', 'b')) : requiredError('x'));\n",
    });
    expect(run.diagnostics).toEqual([]);
    expect(run.status).toBe(0);
  });
});
