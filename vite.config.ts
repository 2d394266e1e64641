/// <reference types="vitest/config" />
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { FORM_RENDERER, SHELL_ROOTS, SHOP_ON_DEMAND, SHOP_ROOTS, WIZARD_ROOTS } from './schemas/routeChunks';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';

/**
 * Node 25 and later have a global localStorage of their own, on by default (undefined without a
 * --localstorage-file): it shadows jsdom's in the test workers, so those workers run without it.
 * Node 20 does not know the flag and refuses to start with it; 22 and 24 have it off already.
 */
const NODE_WEB_STORAGE_OFF = Number(process.versions.node.split('.')[0]) >= 25 ? ['--no-experimental-webstorage'] : [];

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/** Text files worth compressing (images other than SVG are compressed already). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at
 * build time: server/plugins/static.ts serves them (@fastify/static's preCompressed) to a browser
 * that accepts them, so a first visit downloads the app's scripts at about a third of their size
 * without the server compressing per request. Vite's own manifest (.vite/) is not served.
 */
function precompress(): Plugin {
  return {
    name: 'benefit-store:precompress',
    apply: 'build',
    async writeBundle(options) {
      const walk = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? (name === '.vite' ? [] : walk(path)) : [path];
      });
      // Brotli level 10: within a few per cent of 11 at a fraction of its time (builds run before every e2e run).
      await Promise.all(walk(options.dir ?? 'dist').filter((path) => COMPRESSIBLE.test(path)).map(async (file) => {
        const source = await readFile(file);
        const params = { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: source.length };
        const [br, gz] = await Promise.all([brotli(source, { params }), gzip(source, { level: 9 })]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }));
    },
  };
}

/**
 * Collects every module SHELL_ROOTS (schemas/routeChunks.ts: the entry and what a storefront
 * landing asks for at once) import statically, once the module graph is known, for the `shell`
 * chunk group. Split by module, they made about 45 requests of 1 to 3 kB each, and over a mobile
 * connection each costs a round trip on one of the browser's six connections: Lighthouse's
 * slow-4G model put more than a second of the landing's paint on those round trips (issue 17).
 * What they load lazily (the wizard, the shop's pages, the studio) keeps its chunks, which
 * server/plugins/shellPreloads.ts hints on the pages that show them.
 */
function shellChunk(): { plugin: Plugin; isShellModule: (id: string) => boolean } {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'benefit-store:shell-chunk',
    apply: 'build',
    buildEnd() {
      members.clear();
      for (const id of staticClosure(this, SHELL_ROOTS)) members.add(id);
    },
  };
  return { plugin, isShellModule: (id) => members.has(id) };
}

const shell = shellChunk();

/** What the build tells of a module's static imports (a plugin's `this` in buildEnd). */
interface ModuleGraph { getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; dynamicImporters: readonly string[] } | null }

/** Every module `roots` (paths from the repository root) import statically, the roots included. */
function staticClosure(build: ModuleGraph, roots: readonly string[]): Set<string> {
  const members = new Set<string>();
  const pending = roots.map((path) => resolve(path));
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    const info = members.has(id) ? null : build.getModuleInfo(id);
    if (!info) continue;
    members.add(id);
    pending.push(...info.importedIds);
  }
  return members;
}

/**
 * The `wizard` chunk group: what two or more wizard screens share and the shell does not hold
 * (the step frame, its machines, the session helpers, the validators' runtime). Split by
 * module it was about 25 requests of 1 to 5 kB on every wizard page, each a round trip on
 * Lighthouse's slow-4G model (issue 17). Left out: what the shop's pages load at start or with
 * their dialogs (SHOP_ON_DEMAND's lazy modules; the landings' tier form shares their code) and the form engine's rendering (RJSF, our widgets), which a page
 * without a form on screen (Dependent Information) loads only when a popup opens.
 */
function wizardChunk(): { plugin: Plugin; isWizardModule: (id: string) => boolean } {
  let members = new Set<string>();
  const plugin: Plugin = {
    name: 'benefit-store:wizard-chunk',
    apply: 'build',
    buildEnd() {
      const shopDialogs = this.getModuleInfo(resolve(SHOP_ON_DEMAND))?.dynamicallyImportedIds ?? [];
      const outside = new Set([...staticClosure(this, [...SHOP_ROOTS, ...shopDialogs]), ...staticClosure(this, SHELL_ROOTS), ...staticClosure(this, [FORM_RENDERER])]);
      const renderer = resolve(FORM_RENDERER);
      // The group is one file: a member that imports the renderer would make every wizard page load it.
      members = new Set([...staticClosure(this, WIZARD_ROOTS)].filter((id) => !outside.has(id) && !staticClosure(this, [id]).has(renderer)));
    },
  };
  return { plugin, isWizardModule: (id) => members.has(id) };
}

const wizard = wizardChunk();

/**
 * The `messagesForms` chunk group: the storefront forms' catalogs and texts (schemas/forms,
 * schemas/catalog/storefront) with the modules only their users import. The wizard, the cart and
 * plan detail's dialogs all load them; split by which lazy entry reaches which, they came in two
 * files once plan detail's dialogs loaded on demand (one more request on every wizard page and
 * the cart). A module some other entry also loads (the plan types, the names) keeps its own chunk.
 */
function formTextsChunk(): { plugin: Plugin; isFormTextModule: (id: string) => boolean } {
  let members = new Set<string>();
  const plugin: Plugin = {
    name: 'benefit-store:form-texts-chunk',
    apply: 'build',
    buildEnd() {
      const roots = FORM_TEXT_ENTRIES.map((path) => resolve(path));
      const shellModules = staticClosure(this, SHELL_ROOTS);
      const others = [...this.getModuleIds()]
        .filter((id) => (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0)
        .map((id) => staticClosure(this, [id]))
        .filter((closure) => !roots.some((root) => closure.has(root)));
      members = new Set([...staticClosure(this, FORM_TEXT_ROOTS)].filter((id) => !shellModules.has(id) && !others.some((closure) => closure.has(id))));
    },
  };
  return { plugin, isFormTextModule: (id) => members.has(id) };
}

/** The form texts' entries: the site-messages form (with the storefront's forms) and the pricing forms' catalogs; a lazy entry that reaches neither keeps what it shares. */
const FORM_TEXT_ENTRIES = ['schemas/forms/messagesForms.ts', 'schemas/catalog/storefront/pricingForms.ts'];
/** The form texts' roots: the entries and the catalog of every form. */
const FORM_TEXT_ROOTS = [...FORM_TEXT_ENTRIES, 'schemas/catalog/index.ts'];

const formTexts = formTextsChunk();

/** Where the build takes `markdown-to-jsx/react` from, for every importer but that module itself. */
const MARKDOWN_ON_DEMAND = resolve('src/engine/markdownOnDemand.tsx');

/**
 * RJSF's default templates import markdown-to-jsx statically (86 kB minified, 42% of the form
 * engine's chunk) for options our forms never use: the build hands them
 * src/engine/markdownOnDemand.tsx instead, which loads the real module on first use (issue 17).
 */
function markdownOnDemand(): Plugin {
  return {
    name: 'benefit-store:markdown-on-demand',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'markdown-to-jsx/react' && importer !== MARKDOWN_ON_DEMAND ? MARKDOWN_ON_DEMAND : null;
    },
  };
}

/**
 * react-router 7 publishes its production build (dist/production: the same code with its
 * development warnings compiled out) under no export condition, so every resolution picks
 * dist/development, warnings and all, into the shell. The build takes the production files;
 * the dev server and the tests keep the warnings (issue 17).
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: resolve('node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: resolve('node_modules/react-router/dist/production/dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress(), shell.plugin, wizard.plugin, formTexts.plugin, markdownOnDemand()],
  resolve: { alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [] },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', test: shell.isShellModule }, { name: 'messagesForms', test: formTexts.isFormTextModule, includeDependenciesRecursively: false }, { name: 'wizard', test: wizard.isWizardModule, minShareCount: 2, includeDependenciesRecursively: false }] } } },
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': apiTarget, '/dev': apiTarget },
  },
  test: {
    execArgv: NODE_WEB_STORAGE_OFF,
    projects: [
      {
        extends: true,
        // CPU-bound tests (a 300-field form, scrypt at OWASP's cost) took 7 s on 2 cores shared with
        // the integration suite and other work: above the 5 s default, far below a hang.
        // Pure modules in node: its files share a module graph (`isolate: false`), so schemas, machines
        // and the catalogs load once, not once per file (docs/testing.md). A test that stubs a global
        // or fakes the clock undoes it in afterEach.
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'], testTimeout: 30_000, isolate: false },
      },
      {
        extends: true,
        // Above the 15 s async wait of tests/setup/dom.ts, so a slow wait fails as a wait, not a timeout.
        test: { name: 'components', environment: 'jsdom', include: ['tests/unit/**/*.test.tsx', 'tests/stories/**/*.test.tsx'], setupFiles: ['tests/setup/dom.ts'], testTimeout: 60_000 },
      },
      {
        extends: true,
        // Building a test app (migrations and the demo world on PGlite) took over 60 s at a load of 30
        // on 2 cores; 120 s is still far below a hang.
        // Its files share one worker and module graph (`isolate: false`): the server, Fastify, ajv and
        // PGlite load once, and the apps share compiled schemas. Each file still builds its own app on
        // its own database; what an app keeps (tab checks, drafts, registered validators) is the app's
        // own, so one file's app never reaches the next (docs/testing.md).
        test: { name: 'integration', environment: 'node', include: ['tests/integration/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 120_000, fileParallelism: false, isolate: false },
      },
    ],
  },
}));
