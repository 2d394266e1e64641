/**
 * The answers the storefront's first paint waits on that are the same for every visitor of a
 * site and path (issue 17: each was a 150 ms round trip before the first content): get-default-info,
 * the site's branding (get-external-site-dynamic-information), the configured links
 * (get-site-links) and, on a landing slug, the rep's or group's landing page and the startup's
 * get-agent-info-enroll of its rep; on a plan's detail page, the plan's public get-plan-detail (the
 * page's first call, which every later one waited on). Each is what the API answers a caller without a cookie (asked in-process
 * through app.inject, so the answer is the route's own, never a copy), keyed by the exact URL the
 * app asks for (src/api/client.ts apiUrl). Nothing here reads the visitor's request beyond its host,
 * path and language: no cookie, no session. The language matters because a landing page's tagline
 * and bio and a plan's texts are the store's content, answered in the caller's language when
 * translated (services/contentLanguage.ts), so the result may be cached per host, path and language.
 *
 * Calls with an effect on the caller's session (validate-landing-page, get-domain-site record the
 * way in) are never answered here: the app still makes them. A landing slug's validate-landing-page
 * is named in `early` instead: the page asks the browser to start it (a fetch preload, with the
 * visitor's own cookie) while the scripts download, and the app's call takes that answer.
 */
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../schemas/i18n/language';
import { findAgentByLanding, findGroupBy } from '../db/queries/storefront';

/** The API's prefix as the app calls it (client.ts API_BASE's default; server/app.ts registers the routes under it). */
const API_BASE = '/api/v1';
/** A landing slug as one path segment; anything else is not a landing page. */
const SLUG = /^\/([A-Za-z0-9_-]{1,100})\/?$/;

/** A plan detail page, /plan/{id}/{name}: the id as the app's planIdOf accepts it (src/storefront/shop/common/planPath.ts). */
const PLAN_DETAIL = /^\/plan\/([1-9][0-9]{0,8})(\/[^/]*)?\/?$/;

/** URL (as the app builds it) → the answer's `data`. */
export type FirstPaintAnswers = Record<string, unknown>;

/** Which page a path is, as far as the shell's hints go: the root, a rep's or group's landing slug, or any other. */
export type ShellPageKind = 'home' | 'landing' | 'other';

/** The answers of a visit, the calls the browser may start early (URLs) and the kind of page it opens. */
export interface FirstPaint { answers: FirstPaintAnswers; early: string[]; page: ShellPageKind }

/** The app's URL for `path` with `query` (the same encoding as src/api/client.ts apiUrl). */
export function apiUrlOf(path: string, query: Record<string, string | number> = {}): string {
  const search = new URLSearchParams(Object.entries(query).map(([name, value]): [string, string] => [name, String(value)])).toString();
  return `${API_BASE}/${path}${search ? `?${search}` : ''}`;
}

/**
 * The headers of an in-process GET: as the caller holding `cookie` asks it, in `language` (the
 * visitor's, so an answer's texts are the ones the page shows: plugins/language.ts), or
 * cookie-less and English for a public answer.
 */
const headersOf = (cookie?: string, language?: Language) =>
  ({ accept: 'application/json', ...(cookie ? { cookie } : {}), ...(language ? { 'accept-language': language } : {}) });

/**
 * The `data` of a successful answer to a GET of `url`, or undefined (204, an error, anything
 * else): cookie-less (a public answer), or as the caller holding `cookie` is answered in `language`.
 */
export async function injectedAnswer(app: FastifyInstance, url: string, cookie?: string, language?: Language): Promise<unknown> {
  return injectedAnswerOf(await app.inject({ method: 'GET', url, headers: headersOf(cookie, language) }));
}

function injectedAnswerOf(response: { statusCode: number; json: <T>() => T }): unknown {
  if (response.statusCode !== 200) return undefined;
  const body = response.json<{ status?: string; data?: unknown }>();
  return body.status === 'success' ? body.data : undefined;
}

/**
 * A lookup's answer (src/api/lookup.ts apiLookup) as the caller holding `cookie` is answered: the
 * `data` of a 200, or null for its 204 ("none", which the app reads as null from the embedded
 * block too); undefined on anything else.
 */
export async function injectedLookup(app: FastifyInstance, url: string, cookie: string, language?: Language): Promise<unknown> {
  const response = await app.inject({ method: 'GET', url, headers: headersOf(cookie, language) });
  return response.statusCode === 204 ? null : injectedAnswerOf(response);
}

/**
 * The whole body of a 200 answer to a GET of `url` as the caller holding `cookie` is answered, or
 * undefined: for a call whose 200 may be a coded refusal or carry a statusCode beside its data
 * (get-plan-pricing-detail, src/api/codedAnswer.ts reads it as it reads a response).
 */
export async function injectedBody(app: FastifyInstance, url: string, cookie: string, language?: Language): Promise<unknown> {
  const response = await app.inject({ method: 'GET', url, headers: headersOf(cookie, language) });
  return response.statusCode === 200 ? response.json() : undefined;
}

/** A landing slug's owner and the rep behind it (the startup asks for that rep's enroll info). */
interface LandingOwner { kind: 'agent' | 'group'; id: number; repId: number | null }

/** The rep's or group's landing site behind a slug, or null when the slug is no landing page. */
async function landingOwner(app: FastifyInstance, slug: string): Promise<LandingOwner | null> {
  const agent = await findAgentByLanding(app.db, slug);
  if (agent) return { kind: 'agent', id: agent.id, repId: agent.id };
  const group = await findGroupBy(app.db, 'landing_url', slug);
  return group ? { kind: 'group', id: group.id, repId: group.agent_id } : null;
}

/**
 * The site key the header will ask branding for on a first visit of `path` (the app's rule,
 * src/storefront/chrome/siteKey.ts, for a visitor with nothing stored): a host the storefront is
 * not served on is its own site, a landing slug its owner's site, any other page the default site
 * (the root, and the shop's pages of a visitor who came in there: the header's theme without a
 * round trip, issue 17). A returning visitor whose stored site differs simply asks for its own:
 * an unused entry costs nothing.
 */
function siteKeyOf(host: string, appHosts: readonly string[], owner: { kind: string; id: number } | null): string {
  if (!appHosts.includes(host)) return host;
  return owner ? `${owner.kind}:${owner.id}` : 'default';
}

/** The first paint's answers for a visit of `path` on `host` (lower case, no port) by a visitor reading `language`. */
export async function firstPaintAnswers(app: FastifyInstance, host: string, path: string, language: Language): Promise<FirstPaint> {
  const answers: FirstPaintAnswers = {};
  const slug = SLUG.exec(path)?.[1];
  const owner = slug ? await landingOwner(app, slug) : null;
  const page: ShellPageKind = path === '/' ? 'home' : owner ? 'landing' : 'other';
  // The startup's first call on a landing slug, exactly as it makes it (startup machine, validateLandingPage).
  const early = slug && owner ? [apiUrlOf('validate-landing-page', { landing_page: slug })] : [];
  const defaultUrl = apiUrlOf('get-default-info');
  const defaultInfo = await injectedAnswer(app, defaultUrl) as { app_hosts?: string[] } | undefined;
  if (defaultInfo === undefined) return { answers, early, page };
  answers[defaultUrl] = defaultInfo;
  const key = siteKeyOf(host, defaultInfo.app_hosts ?? [], owner);
  const urls = [
    apiUrlOf('get-site-links'),
    apiUrlOf('get-external-site-dynamic-information', { site_domain: Buffer.from(key, 'utf8').toString('base64') }),
    owner && apiUrlOf(`get-${owner.kind}-landing-page-info`, { [`${owner.kind}_id`]: owner.id }),
    owner?.repId && apiUrlOf('get-agent-info-enroll', { agent_id: owner.repId }),
    PLAN_DETAIL.test(path) && apiUrlOf(`get-plan-detail/${PLAN_DETAIL.exec(path)?.[1]}`),
  ].filter((url): url is string => Boolean(url));
  const found = await Promise.all(urls.map((url) => injectedAnswer(app, url, undefined, language)));
  urls.forEach((url, index) => {
    if (found[index] !== undefined) answers[url] = found[index];
  });
  return { answers, early, page };
}
