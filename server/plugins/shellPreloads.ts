/**
 * `<link rel="modulepreload">` (and style preloads) for the lazy chunks a storefront page needs
 * before its first content (issue 17): the layout's header and footer, and the page of the path
 * (the home on '/', the site page on a landing slug, with the startup's own chunk; the shop's
 * pages and the wizard's screens by their paths, schemas/routeChunks.ts). Without them the browser
 * learns of each chunk only once the entry has run and the startup has settled. The
 * chunks and what they import come from Vite's build manifest (dist/.vite/manifest.json); without
 * one (a build made otherwise) there are no hints and the app loads as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, type Language } from '../../schemas/i18n/language';
import type { Other } from '../../schemas/i18n/localizable';
import { HOME_ROOTS, LANDING_ROOTS, LAYOUT_ROOTS, ROUTE_PAGES, routePageOf } from '../../schemas/routeChunks';
import type { ShellPageKind } from '../services/firstPaint';

interface ManifestChunk { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }
type Manifest = Record<string, ManifestChunk>;

function readManifest(root: string): Manifest | null {
  const path = join(root, '.vite', 'manifest.json');
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** The files of `sources` and everything they import, less what the entry (index.html) loads already. */
function filesOf(manifest: Manifest, sources: readonly string[]): { scripts: string[]; styles: string[] } {
  const loaded = new Set<string>();
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  const skip = new Set<string>();
  const walkEntry = (key: string) => {
    if (skip.has(key) || !manifest[key]) return;
    skip.add(key);
    for (const next of manifest[key].imports ?? []) walkEntry(next);
  };
  if (entry) walkEntry(entry[0]);
  const scripts: string[] = [];
  const styles: string[] = [];
  const walk = (key: string) => {
    if (loaded.has(key) || skip.has(key) || !manifest[key]) return;
    loaded.add(key);
    scripts.push(manifest[key].file);
    for (const css of manifest[key].css ?? []) if (!styles.includes(css)) styles.push(css);
    for (const next of manifest[key].imports ?? []) walk(next);
  };
  for (const source of sources) walk(source);
  return { scripts, styles };
}

/**
 * The hint tags of a page, by its kind, path and language: built once from the manifest in `root`.
 * `applyStyles`: the page's stylesheets as stylesheets rather than preloads, for a page whose
 * static first paint they lay out (services/staticPaint.ts); Vite's loader then finds them in
 * place and adds none.
 */
export type ShellPreloads = (page: ShellPageKind, path: string, language?: Language, applyStyles?: boolean) => string;

/**
 * Each other language's pack as the browser imports it on demand (src/shared/text/language.ts,
 * a dynamic import: its own chunk in the manifest, keyed by its source). A page in that language
 * hints it, so the texts come with the page's first chunks rather than after the entry has run.
 */
export const LANGUAGE_PACK_SOURCES: Readonly<Record<Other, string>> = { es: 'schemas/i18n/es/index.ts' };

/** The hint tags per kind of page and per route page (schemas/routeChunks.ts), built once from the manifest in `root`. */
export function createShellPreloads(root: string): ShellPreloads {
  const manifest = readManifest(root);
  const tags = (sources: readonly string[], styleRel = 'preload" as="style') => {
    if (!manifest) return '';
    const { scripts, styles } = filesOf(manifest, sources);
    return [
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      // crossorigin as Vite's preload helper sets it on the stylesheet links it adds, so the browser reuses this fetch.
      ...styles.map((file) => `<link rel="${styleRel}" crossorigin href="/${file}">`),
    ].join('');
  };
  const byKind: Record<ShellPageKind, string> = { home: tags([...LAYOUT_ROOTS, ...HOME_ROOTS]), landing: tags([...LAYOUT_ROOTS, ...LANDING_ROOTS]), other: tags(LAYOUT_ROOTS) };
  const byRoute = new Map(ROUTE_PAGES.map((route) => [route, tags([...LAYOUT_ROOTS, ...route.roots])]));
  const applied = new Map(ROUTE_PAGES.map((route) => [route, tags([...LAYOUT_ROOTS, ...route.roots], 'stylesheet')]));
  const packs = new Map(Object.entries(LANGUAGE_PACK_SOURCES).map(([language, source]) => [language, tags([source])]));
  return (page, path, language = DEFAULT_LANGUAGE, applyStyles = false) => {
    const route = page === 'other' ? routePageOf(path) : undefined;
    return ((route && (applyStyles ? applied : byRoute).get(route)) ?? byKind[page]) + (packs.get(language) ?? '');
  };
}
