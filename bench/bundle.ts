import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { withAppInBrowser, scriptsOfRoute } from './lib/appBrowser';
import { against, log, rowsOrFailure, type Row } from './lib/report';
import { root } from './lib/paths';
import { quotedContext } from './lib/shopVisit';

const DIST = join(root, 'dist');
const INITIAL_TARGET_KB = 100;
/** Issue 6, point 13: what each later step's own screen adds on top of the wizard route. */
const STEP_TARGET_KB = 30;
/** A step's screen: src/enrollment/<area>/<Name>Screen.tsx, each a lazy chunk of its own (STEP_SCREENS). */
const STEP_SCREEN = /^src\/enrollment\/[a-z]+\/\w+Screen\.tsx$/;
/** Libraries that must load only where they are used, never with a route. */
const HEAVY_LIBRARIES = ['signature_pad', 'html2canvas'];
/**
 * Which lazy chunks make the wizard route (/enrollment/personal-info): src/app/routes.tsx loads
 * the three tab screens from src/enrollment/tabScreens. Override with BENCH_WIZARD_MATCH, a
 * regexp on the manifest's source paths.
 */
const WIZARD_MATCH = new RegExp(process.env.BENCH_WIZARD_MATCH ?? '(tabScreens|personal|wizard)', 'i');

interface ManifestChunk { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
type Manifest = Record<string, ManifestChunk>;

function gzipKb(files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(DIST, file))).length;
  return bytes / 1024;
}

/** Files a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

function fromManifest(manifest: Manifest): Row[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('dist/.vite/manifest.json has no entry chunk');
  const initial = staticClosure(manifest, entryKey);
  const lazy = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
  let wizardKeys = lazy.filter((key) => WIZARD_MATCH.test(manifest[key].src ?? key));
  if (wizardKeys.length === 0) wizardKeys = lazy.filter((key) => (manifest[key].src ?? key).startsWith('src/enrollment/'));
  const wizard = new Set(initial);
  for (const key of wizardKeys) staticClosure(manifest, key, wizard);
  const extra = [...wizard].filter((file) => !initial.has(file));
  const initialKb = gzipKb(initial);
  const rows: Row[] = [{ suite: 'bundle', case: 'initial route (/)', metric: 'gzipped JS', value: Math.round(initialKb * 10) / 10, unit: 'kB', ...against(initialKb, INITIAL_TARGET_KB), note: `${initial.size} chunks` }];
  if (wizardKeys.length === 0) {
    rows.push({ suite: 'bundle', case: 'wizard route', metric: 'gzipped JS', value: 'n/a', unit: '', note: 'no lazy chunk matched; set BENCH_WIZARD_MATCH' });
  } else {
    const wizardKb = gzipKb(wizard);
    rows.push({ suite: 'bundle', case: 'wizard route (initial + lazy)', metric: 'gzipped JS', value: Math.round(wizardKb * 10) / 10, unit: 'kB', note: `adds ${Math.round((wizardKb - initialKb) * 10) / 10} kB in ${extra.length} chunks (${wizardKeys.join(', ')})` });
  }
  return [...rows, ...stepRows(manifest, lazy, wizard), ...heavyLibraryRows(manifest, wizard), studioRow(manifest, lazy, initial)];
}

/**
 * The form studio (issue 15): its own lazy chunks (src/studio), what they load beyond the initial
 * route, and that the initial route holds none of it (the shopper never downloads the studio).
 */
function studioRow(manifest: Manifest, lazy: string[], initial: Set<string>): Row {
  const keys = lazy.filter((key) => key.startsWith('src/studio/'));
  const own = new Set<string>();
  for (const key of keys) staticClosure(manifest, key, own);
  const beyond = [...own].filter((file) => !initial.has(file));
  const leaked = Object.keys(manifest).filter((key) => key.startsWith('src/studio/') && initial.has(manifest[key].file));
  return {
    suite: 'bundle', case: 'studio (/studio, all its screens)', metric: 'gzipped JS beyond the initial route', value: Math.round(gzipKb(beyond) * 10) / 10, unit: 'kB',
    note: `${beyond.length} chunks (${beyond.map((file) => `${file.replace('assets/', '')} ${Math.round(gzipKb([file]) * 10) / 10}`).join(', ')} kB); ${leaked.length ? `IN THE INITIAL ROUTE: ${leaked.join(', ')}` : 'none of it in the initial route'}`,
  };
}

/** Each step screen: the JS it loads beyond the wizard route (its own chunk and what only it imports). */
function stepRows(manifest: Manifest, lazy: string[], wizard: Set<string>): Row[] {
  return lazy.filter((key) => STEP_SCREEN.test(key)).sort().map((key) => {
    const own = [...staticClosure(manifest, key)].filter((file) => !wizard.has(file));
    const kb = gzipKb(own);
    return { suite: 'bundle', case: `step ${key.split('/')[2]}`, metric: 'gzipped JS beyond the wizard route', value: Math.round(kb * 10) / 10, unit: 'kB', ...against(kb, STEP_TARGET_KB), note: `${own.length} chunks` };
  });
}

/** signature_pad and html2canvas: their size, who loads them on demand, and that no route loads them up front. */
function heavyLibraryRows(manifest: Manifest, wizard: Set<string>): Row[] {
  return HEAVY_LIBRARIES.flatMap((name): Row[] => {
    // Vite may fold the library into the lazy module that wraps it (e.g. SignaturePad.tsx): either names the chunk.
    const squashed = (text: string) => text.toLowerCase().replace(/[_-]/g, '');
    const key = Object.keys(manifest).find((k) => k.includes(`node_modules/${name}/`))
      ?? Object.keys(manifest).find((k) => manifest[k].isDynamicEntry && squashed(k).includes(squashed(name)));
    if (!key) return [{ suite: 'bundle', case: name, metric: 'gzipped JS', value: 'n/a', unit: '', note: 'not in the build' }];
    const loaders = Object.keys(manifest).filter((k) => manifest[k].dynamicImports?.includes(key));
    const upFront = wizard.has(manifest[key].file);
    return [{ suite: 'bundle', case: name, metric: 'gzipped JS (lazy)', value: Math.round(gzipKb([manifest[key].file]) * 10) / 10, unit: 'kB', note: `${upFront ? 'LOADED WITH THE WIZARD ROUTE; ' : ''}imported on demand by ${loaders.join(', ') || 'nothing'}` }];
  });
}

/** The storefront's landing routes (issue 7, point 11): what a first visit of each loads, measured in Chromium. */
const LANDING_PATHS = ['/', '/javery'];
/** Text only the form engine's libraries put in a chunk (minified code keeps these strings). */
const FORM_ENGINE_MARKERS: Record<string, RegExp> = { RJSF: /__rjsf_|rjsf-field/, ajv: /ajv\/dist\/|strict mode: unknown keyword/ };

/** Which of FORM_ENGINE_MARKERS' libraries the files hold. */
function formEngineIn(files: Iterable<string>): string[] {
  const texts = [...files].map((file) => readFileSync(join(DIST, file), 'utf8'));
  return Object.entries(FORM_ENGINE_MARKERS).filter(([, marker]) => texts.some((text) => marker.test(text))).map(([name]) => name);
}

/**
 * Gzipped JS of each landing route as a browser loads it: the built app served by the real server,
 * each path opened as a first visit in Chromium until settled; every /assets/*.js it fetched
 * counts (lazy pages and what they import included, the chunks a click would load not).
 */
async function landingRows(initial: Set<string>): Promise<Row[]> {
  return withAppInBrowser('bundle', async (url, browser) => {
    const rows: Row[] = [];
    for (const path of LANDING_PATHS) {
      const { scripts, finalPath } = await scriptsOfRoute(browser, url, path);
      const kb = gzipKb(scripts);
      const beyond = [...scripts].filter((file) => !initial.has(file)).map((file) => file.replace(/^assets\//, '')).sort();
      const engine = formEngineIn(scripts);
      rows.push({
        suite: 'bundle', case: `landing route ${path}${finalPath === path ? '' : ` (ends on ${finalPath})`}`, metric: 'gzipped JS loaded', value: Math.round(kb * 10) / 10, unit: 'kB',
        ...against(kb, INITIAL_TARGET_KB),
        note: `${scripts.size} chunks; form engine: ${engine.length ? `LOADED (${engine.join(', ')})` : 'not loaded (no RJSF, no ajv)'}; beyond the initial route: ${beyond.join(', ') || 'none'}`,
      });
    }
    rows.push(...(await rowsOrFailure('bundle shop routes', () => shopRows(url, browser, initial))));
    return rows;
  });
}

/** Issue 8, point 11: the shopping routes a quoted visitor opens, target <= 120 kB each. */
const SHOP_PATHS = ['/plans', '/cart'];
const SHOP_TARGET_KB = 120;

/**
 * Gzipped JS of the plans and cart routes as a quoted visitor's first visit loads them
 * (bench/lib/shopVisit.ts: a quote made in the context, the stored values of the quote form).
 */
async function shopRows(url: string, browser: Browser, initial: Set<string>): Promise<Row[]> {
  const rows: Row[] = [];
  for (const path of SHOP_PATHS) {
    const { context } = await quotedContext(browser, url);
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (/^\/assets\/[^/]+\.js$/.test(pathname)) scripts.add(pathname.slice(1));
    });
    await page.goto(path, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.evaluate(() => new Promise<void>((done) => { requestAnimationFrame(() => requestAnimationFrame(() => done())); }));
    const finalPath = new URL(page.url()).pathname;
    const heading = (await page.locator('h1').first().textContent({ timeout: 5_000 }).catch(() => null))?.trim() ?? '';
    await context.close();
    const kb = gzipKb(scripts);
    const beyond = [...scripts].filter((file) => !initial.has(file));
    // The largest chunks beyond the initial route: where a trim would have to come from.
    const largest = beyond.map((file) => ({ file, kb: gzipKb([file]) })).sort((a, b) => b.kb - a.kb).slice(0, 4)
      .map(({ file, kb: size }) => `${file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '')} ${Math.round(size * 10) / 10}`);
    rows.push({
      suite: 'bundle', case: `shop route ${path}${finalPath === path ? '' : ` (ends on ${finalPath})`}, quoted visitor`, metric: 'gzipped JS loaded',
      value: Math.round(kb * 10) / 10, unit: 'kB', ...against(kb, SHOP_TARGET_KB),
      note: `${scripts.size} chunks, ${Math.round(gzipKb(beyond) * 10) / 10} kB in ${beyond.length} beyond the initial route (largest: ${largest.join(', ')} kB); heading '${heading}'; form engine: ${formEngineIn(scripts).join(', ') || 'not loaded'}`,
    });
  }
  return rows;
}

/** Without a manifest only the initial route is known: the module script and its modulepreloads. */
function fromIndexHtml(): Row[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+\.js)"/g)].map((m) => m[1]);
  const kb = gzipKb(new Set(files));
  return [
    { suite: 'bundle', case: 'initial route (/)', metric: 'gzipped JS', value: Math.round(kb * 10) / 10, unit: 'kB', ...against(kb, INITIAL_TARGET_KB), note: 'from index.html (no manifest)' },
    { suite: 'bundle', case: 'wizard route', metric: 'gzipped JS', value: 'n/a', unit: '', note: 'needs build.manifest' },
  ];
}

/** Gzipped JS of the initial, wizard, landing and shop routes of the production build in dist/ (scripts/bench.mjs builds it). */
export async function benchBundle(): Promise<Row[]> {
  if (process.env.BENCH_BUILD_ERROR) throw new Error(`vite build failed: ${process.env.BENCH_BUILD_ERROR}`);
  log('bundle: gzipping the route chunks of dist/');
  const manifestPath = join(DIST, '.vite', 'manifest.json');
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
    const initial = entryKey ? staticClosure(manifest, entryKey) : new Set<string>();
    log('bundle: opening the landing routes in Chromium on the built app');
    return [...fromManifest(manifest), ...(await rowsOrFailure('bundle', () => landingRows(initial)))];
  }
  if (existsSync(join(DIST, 'index.html'))) return fromIndexHtml();
  throw new Error('dist/ is missing: run `npm run build`');
}
