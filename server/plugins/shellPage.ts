/**
 * index.html as the server sends it for a client route: the built file with the page's chunk
 * hints (shellPreloads.ts) and the first paint's
 * public answers (services/firstPaint.ts) in a `<script type="application/json">` data block, so
 * the app paints its header, theme and landing page without a round trip per call (issue 17).
 * A data block never runs (the CSP's script-src does not apply to it), and its JSON is escaped so
 * no value can close the element. The answers are the same for every visitor of a host and path,
 * so they are kept briefly per host and path (a staff edit shows within FRESH_MS); the page itself
 * stays no-cache. On the shop's pages a quoted visitor's own first calls are embedded too
 * (services/sessionFirstPaint.ts), and on a wizard screen the session's enrollment's
 * (services/wizardFirstPaint.ts): never kept, and the page is then `personal` (stored nowhere).
 * The page speaks the visitor's language (plugins/language.ts): its `<html lang>`, the static
 * paint's texts and, for Spanish, a hint of the Spanish pack's chunk (shellPreloads.ts); the kept
 * answers are asked in that language too (a landing's tagline, a plan's texts are the store's
 * content, translated: services/contentLanguage.ts), so they are kept per language, and the page
 * varies by the cookie and Accept-Language that choose it (static.ts).
 * Any failure sends the plain file: the app then asks as before.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '../../schemas/i18n/language';
import { textsIn } from '../../schemas/i18n/localizable';
import { APP_TEXT } from '../../schemas/uiText/app';
import { boundedMap } from '../services/boundedMap';
import { escapeHtml } from '../services/html';
import { apiUrlOf, firstPaintAnswers, injectedAnswer, type FirstPaint, type FirstPaintAnswers } from '../services/firstPaint';
import { STATIC_PAINT_THEME_PATH, staticPaintTheme } from '../services/staticPaint';
import { mayCarrySession, searchOf, sessionFirstPaint, type SessionFirstPaint } from '../services/sessionFirstPaint';
import { hasShopPaint } from '../services/shopStaticPaint';
import { sessionHashOf } from './session';
import { mayCarryEnrollment, paintedWithStepStyles, wizardFirstPaint } from '../services/wizardFirstPaint';
import { createShellPreloads } from './shellPreloads';
import { dataBlock } from '../services/scriptJson';
import { deferredScriptsTail, takeAppScripts } from '../services/deferredAppScripts';

/** The data block's id (src/api/firstPaint.ts reads it). */
export const FIRST_PAINT_ID = 'first-paint-data';
/** How long one host and path's answers are reused. */
const FRESH_MS = 10_000;
/**
 * Writes after which nothing kept is used: the theme's save (routes/menu/siteTheme.ts) and a
 * content text's Spanish written in the studio (routes/admin/contentTranslations.ts; a landing's
 * tagline or a plan's texts are answered in the caller's language).
 */
const FRESHENING_WRITES: readonly (readonly [method: string, url: string])[] = [
  ['POST', '/api/v1/save-site-theme'],
  ['PUT', '/api/v1/admin/content-translations'],
];
/** Hosts × paths × languages remembered (unknown slugs included: bounded, oldest forgotten first). */
const MAX_ENTRIES = 500;

/**
 * The page's `<html lang>` set to the visitor's language (the browser reads it there:
 * src/shared/text/language.ts), and the HTML's loading indicator (index.html, PageLoading's
 * text) said in it.
 */
export function withLanguage(html: string, language: Language): string {
  const at = html.search(/<html[\s>]/i);
  if (at < 0) return html;
  const end = html.indexOf('>', at);
  const tag = html.slice(at, end + 1).replace(/\s+lang="[^"]*"/i, '');
  const loading = (text: string) => `<span>${escapeHtml(text)}</span>`;
  const page = `${html.slice(0, at)}${tag.slice(0, 5)} lang="${language}"${tag.slice(5)}${html.slice(end + 1)}`;
  return page.replace(loading(APP_TEXT.pageLoading.loading), loading(textsIn(language, APP_TEXT).pageLoading.loading));
}

/** Inserts the hints and the data block at the end of head, so the block is there before the app (a deferred module script) reads it. */
export function withAnswers(html: string, answers: FirstPaintAnswers, hints = ''): string {
  const block = Object.keys(answers).length === 0 ? '' : dataBlock(FIRST_PAINT_ID, answers);
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}${hints}${block}${html.slice(at)}`;
}

/**
 * The shell's HTML in two parts: `head`, sent at once (the hints and the public answers, so the
 * browser fetches the scripts at once), and `rest`, the end of the page after the visitor's own
 * answers (services/sessionFirstPaint.ts), sent when they are ready: the app's module script runs
 * only once the whole page is parsed, so it finds them, while the server's time to ask them
 * overlaps the scripts' download. `personal`: the page may carry the visitor's own answers (then
 * it must not be shared).
 */
export interface ShellHtml { head: string; rest: Promise<string>; personal: boolean }

/** The data block of the visitor's own answers (src/api/firstPaint.ts reads it beside the public one). */
export const SESSION_PAINT_ID = 'first-paint-session';

/** The visitor's own answers and hints, and the page's static first paint (services/staticPaint.ts), inserted before `</body>` of `tail`. */
function sessionTail(tail: string, own: { answers: FirstPaintAnswers; hints: string; paint?: string }): string {
  const block = Object.keys(own.answers).length === 0 ? '' : dataBlock(SESSION_PAINT_ID, own.answers);
  return `${own.paint ?? ''}${own.hints}${block}${tail}`;
}

/** The visitor's own answers of `path`: a shop page's or a wizard screen's (each is none on other paths), or null when it can have none. */
function ownAnswers(app: FastifyInstance, request: FastifyRequest, path: string, shared: Promise<FirstPaintAnswers>): Promise<SessionFirstPaint> | null {
  if (mayCarrySession(request, path)) return sessionFirstPaint(app, request, path, shared);
  if (mayCarryEnrollment(request, path)) return wizardFirstPaint(app, request, path).then((own) => own ?? { answers: {}, hints: '', paint: '' });
  return null;
}

/** The site's settings call, as the header asks it (services/firstPaint.ts): its URL and answer among the public answers. */
const SETTINGS_URL = apiUrlOf('get-external-site-dynamic-information');

/**
 * The stylesheet link of the site's theme for a page's static copy (services/staticPaint.ts
 * STATIC_PAINT_THEME_PATH, its query the settings call's), or '' when the site sets no theme.
 */
function themeLink(answers: FirstPaintAnswers): string {
  const [url, settings] = Object.entries(answers).find(([key]) => key.startsWith(`${SETTINGS_URL}?`)) ?? [];
  return url && staticPaintTheme(settings) ? `<link rel="stylesheet" href="${escapeHtml(`${STATIC_PAINT_THEME_PATH}?${url.split('?')[1]}`)}">` : '';
}

/** Serves a site's theme for its static paints (the public settings answer, as any visitor may ask it): CSS text, nothing personal. */
function serveStaticPaintTheme(app: FastifyInstance): void {
  app.get(STATIC_PAINT_THEME_PATH, async (request, reply) => {
    const site = new URLSearchParams(request.url.split('?')[1] ?? '').get('site_domain') ?? '';
    const css = staticPaintTheme(await injectedAnswer(app, apiUrlOf('get-external-site-dynamic-information', { site_domain: site })));
    return reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(css);
  });
}

/** The shell's HTML for `host` and `path` as `request`'s visitor gets it, the public answers cached per host, path and language. */
export function createShellPage(app: FastifyInstance, root: string) {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const htmlIn = new Map(LANGUAGES.map((language) => [language, withLanguage(html, language)]));
  const hints = createShellPreloads(root);
  serveStaticPaintTheme(app);
  const cache = boundedMap<{ at: number; generation: number; answers: Promise<FirstPaint> }>(MAX_ENTRIES);
  // A saved theme or Spanish shows on the next page at once: what was kept before it is not used again.
  let generation = 0;
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 200 && FRESHENING_WRITES.some(([method, url]) => request.method === method && request.url.startsWith(url))) generation += 1;
  });
  return async (host: string, path: string, request: FastifyRequest): Promise<ShellHtml> => {
    const { language } = request;
    const key = `${host} ${path} ${language}`;
    let entry = cache.get(key);
    if (!entry || entry.generation !== generation || Date.now() - entry.at > FRESH_MS) {
      entry = { at: Date.now(), generation, answers: firstPaintAnswers(app, host, path, language) };
      cache.set(key, entry);
    }
    const own = ownAnswers(app, request, path, entry.answers.then((first) => first.answers, () => ({})));
    const personal = own !== null;
    // A page that may carry a static copy (services/staticPaint.ts) starts its scripts once the copy has painted
    // (services/deferredAppScripts.ts); a shop page's copy is laid out by the page's own stylesheets, so they are in its head.
    // Only with a session cookie: a language cookie alone carries no quote, so no copy comes and the scripts need not wait.
    const shopPaint = mayCarrySession(request, path) && hasShopPaint(path, searchOf(request)) && sessionHashOf(request) !== null;
    const paintable = mayCarryEnrollment(request, path) || shopPaint;
    // A wizard copy that paints the step's own elements (Dependent Information's card) needs the step's stylesheets in the head too.
    const styled = shopPaint || (mayCarryEnrollment(request, path) && paintedWithStepStyles(path));
    let full = htmlIn.get(language) ?? html;
    try {
      const { answers, early, page } = await entry.answers;
      // `crossorigin` (anonymous): the same credentials mode and cookie as the app's same-origin fetch, so the browser hands it this answer.
      const fetches = early.map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(url)}">`).join('');
      full = withAnswers(full, answers, `${fetches}${hints(page, path, language, styled)}${shopPaint ? themeLink(answers) : ''}`);
    } catch (error) {
      app.log.warn({ err: error }, 'first paint answers unavailable');
    }
    const at = full.lastIndexOf('</body>');
    if (!own || at < 0) return { head: full, rest: Promise.resolve(''), personal };
    const deferred = paintable ? takeAppScripts(full.slice(0, at)) : null;
    const head = deferred?.html ?? full.slice(0, at);
    const withScripts = (tail: string, hinted = '') => {
      if (!deferred) return `${hinted}${tail}`;
      const late = takeAppScripts(hinted);
      return `${late.html}${deferredScriptsTail([...deferred.scripts, ...late.scripts])}${tail}`;
    };
    const tail = full.slice(at);
    const rest = own.then((answers) => withScripts(tail, sessionTail('', answers)), (error: unknown) => {
      app.log.warn({ err: error }, "the visitor's first paint answers unavailable");
      return withScripts(tail);
    });
    return { head, rest, personal };
  };
}
