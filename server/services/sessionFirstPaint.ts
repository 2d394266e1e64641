/**
 * The shop pages' first paint for a quoted visitor (issue 17): on /plans, /cart and a plan's
 * detail the page's first calls are bound to the visitor's quote (the listing, its categories and
 * the saved quote; the cart, its effective dates, the header's count and amount, the saved quote
 * and who is signed in; on a plan's detail the saved quote, its answered check, the related plans
 * and the plan's prices; on each of them the portal's message overrides, the header's menu and
 * the footer's ticketing address),
 * so each was a round trip after the page's scripts ran. For a request whose session holds an
 * open quote, they are asked in-process with the request's own cookie (app.inject, so each answer
 * is the route's own and its session check applies) and embedded beside the public answers, keyed
 * by the exact URL the app asks with the stored tempId (src/api/client.ts apiUrl). A browser whose
 * stored tempId is another one asks for its own: an unused entry costs nothing. These answers are the visitor's
 * own: never cached here, and the page that carries them is marked private.
 *
 * On plan detail, the cart and /plans (without a ?type= category) the page also carries its static
 * first paint (shopStaticPaint.ts, plansStaticPaint.ts), built from these answers and the public
 * ones (on /plans the header's cart count and amount are asked for it too); plan detail's own get-plan-detail is then asked
 * here too, in the visitor's language, so the plan's texts painted and shown are the same.
 *
 * On /plans the first plans' logos are also hinted (`<link rel="preload" as="image">`): a logo is
 * the listing's largest first paint, and it need not wait for the scripts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '../../schemas/i18n/language';
import { CART_PATH } from '../../schemas/tabs';
import { sessionQuote, type SessionQuote } from '../db/queries/sessionQuote';
import { lookUpSession } from '../plugins/session';
import { escapeHtml } from './html';
import { apiUrlOf, injectedAnswer, injectedBody, injectedLookup, type FirstPaintAnswers } from './firstPaint';
import { hasShopPaint, shopStaticPaint } from './shopStaticPaint';
import { categoriesUrl, listingUrl, savedQuoteUrl } from './plansStaticPaint';

/** The header's cart count and amount, as it asks them. */
const cartHeaderUrls = (id: string) => ['get-cart-count', 'get-cart-amount'].map((call) => apiUrlOf(call, { enrollment_id: id }));

/** A plan detail page, /plan/{id}/{name} (the public part: services/firstPaint.ts PLAN_DETAIL). */
const PLAN_DETAIL = /^\/plan\/([1-9][0-9]{0,8})(\/[^/]*)?$/;

/** Each shop page's quote-bound first calls (their URLs as the app builds them): the page's path pattern and its calls. */
const PAGE_CALLS: readonly [RegExp, (id: string, match: RegExpExecArray) => string[]][] = [
  // The listing's first page, its categories, the saved quote and the header's count and amount (its static copy's header).
  [/^\/plans$/, (id) => [listingUrl(id), categoriesUrl(id), savedQuoteUrl(id), ...cartHeaderUrls(id)]],
  // The cart, its dates and the header's count and amount; the saved quote (what its recommendations are ranked by) and who
  // is signed in (the send-quote button asks).
  [new RegExp(`^${CART_PATH}$`), (id) => [
    ...['get-plan-cart', 'get-cart-effective-dates'].map((call) => apiUrlOf(call, { enrollment_id: id })), ...cartHeaderUrls(id),
    savedQuoteUrl(id), apiUrlOf('portal-session'),
  ]],
  // The saved quote, what the entry checks first, the related plans and the plan's prices (what the price cards wait on);
  // the plan itself in the page's language (the public answer is asked without one), which the static copy paints.
  [PLAN_DETAIL, (id, [, plan]) => [
    apiUrlOf(`get-plan-detail/${plan}`), savedQuoteUrl(id),
    apiUrlOf('check-already-answered', { enrollment_id: id, plan_id: plan }),
    apiUrlOf('get-related-plans', { enrollment_id: id, plan_id: plan }),
    pricingUrl(id, plan),
  ]],
];

/** The portal's overrides of the storefront's messages (issue 14), as the app's layout route asks them (src/api/getSiteMessages.ts). */
const SITE_MESSAGES_URL = apiUrlOf('get-form-fields-messages');

/**
 * The header's category menu as it asks for it (src/api/getMenu.ts: agent_id, group_id, portal_id,
 * eprocess, open_type, unset ones left out) with the values the app stored from the same quote.
 * A visitor whose stored values differ (or who came from a partner site: get-group-menu) asks for
 * its own.
 */
function menuUrl(quote: SessionQuote): string {
  const query = { agent_id: quote.agent_id, group_id: quote.group_id, portal_id: quote.portal_id, eprocess: quote.eprocess, open_type: quote.open_type };
  return apiUrlOf('get-common-menu', Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== null)));
}

/** The plan's prices, as usePlanPricing asks them (getPlanPricingDetail's query order). */
function pricingUrl(id: string, plan: string): string {
  return apiUrlOf('get-plan-pricing-detail', { pid: plan, enrollment_id: id });
}

/** Calls whose 200 may be a coded refusal (a pricing error code) or a changePid: embedded whole, as codedGet reads a response. */
const CODED = /\/get-plan-pricing-detail\?/;

/** The ticketing address, as the footer and the Help menu ask it (src/api/getTicketLink.ts). */
const TICKET_URL = apiUrlOf('get-ticket-link');

/** Lookups, whose 204 ("none") is embedded as null (firstPaint.ts injectedLookup). */
const LOOKUPS = new Set([TICKET_URL]);

/**
 * The embedded form of `url`'s answer to the caller holding `cookie`, in the visitor's language
 * (a coded refusal's message is one the page shows): its data, a coded call's whole body, a lookup's null.
 */
function embedded(app: FastifyInstance, url: string, cookie: string, language: Language): Promise<unknown> {
  if (CODED.test(url)) return injectedBody(app, url, cookie, language);
  return LOOKUPS.has(url) ? injectedLookup(app, url, cookie, language) : injectedAnswer(app, url, cookie, language);
}

/** How many of the listing's first logos are hinted: the ones a phone shows above the fold. */
const HINTED_LOGOS = 2;

/** The session's answers of a shop page, its extra hints and its static first paint (shopStaticPaint.ts); nothing for any other page or visitor. */
export interface SessionFirstPaint { answers: FirstPaintAnswers; hints: string; paint?: string }

const NONE: SessionFirstPaint = { answers: {}, hints: '' };

/**
 * The page's static copy, from the answers as the app reads them (the public ones, then the
 * visitor's over them). Only on the default site (a quote without a rep or group): a rep's or
 * group's site shows their contact in the header, whose answers this page does not carry.
 */
async function paintOf(page: { path: string; search: string }, quote: SessionQuote, own: FirstPaintAnswers, shared: Promise<FirstPaintAnswers>, language: Language): Promise<string | undefined> {
  if (!hasShopPaint(page.path, page.search) || quote.agent_id !== null || quote.group_id !== null) return undefined;
  const answers = { ...(await shared), ...own };
  return shopStaticPaint({ ...page, answers, quoteId: quote.id, language }) || undefined;
}

/** The logos of the listing's first plans, as image preloads. */
function logoHints(listing: unknown): string {
  const groups = (listing as { result?: { plans?: { plan_logo?: unknown }[] }[] } | undefined)?.result ?? [];
  const logos = groups.flatMap((group) => group.plans ?? []).map((plan) => plan.plan_logo)
    .filter((logo): logo is string => typeof logo === 'string' && logo.startsWith('/'));
  return [...new Set(logos)].slice(0, HINTED_LOGOS).map((logo) => `<link rel="preload" as="image" href="${escapeHtml(logo)}">`).join('');
}

/** The shop page `path` shows and its match, when the request has a cookie to ask with; undefined otherwise. */
function sessionPage(request: FastifyRequest, path: string) {
  const trimmed = path.replace(/\/$/, '');
  const page = PAGE_CALLS.map(([pattern, calls]) => ({ match: pattern.exec(trimmed), calls })).find(({ match }) => match !== null);
  const cookie = request.headers.cookie;
  return page?.match && cookie ? { match: page.match, calls: page.calls, cookie } : undefined;
}

/** The request's query, without its '?' (a ?type= listing is another page than the one painted). */
export const searchOf = (request: FastifyRequest): string => request.url.split('?')[1] ?? '';

/** Whether `path` is a shop page that may carry `request`'s own answers (it has a cookie): its HTML is then private. */
export const mayCarrySession = (request: FastifyRequest, path: string): boolean => sessionPage(request, path) !== undefined;

/**
 * The first paint of `path` that is the session's own (a shop page of a quoted visitor), or none;
 * `shared`: the page's public answers (services/firstPaint.ts), which its static copy reads too.
 */
export async function sessionFirstPaint(app: FastifyInstance, request: FastifyRequest, path: string, shared: Promise<FirstPaintAnswers>): Promise<SessionFirstPaint> {
  const page = sessionPage(request, path);
  if (!page) return NONE;
  const { cookie } = page;
  const lookup = await lookUpSession(request);
  const quote = lookup.live ? await sessionQuote(app.db, lookup.hash) : undefined;
  if (!quote) return NONE;
  const quoteId = quote.id;
  // The page's own calls, then what the layout asks on every shop page as soon as it mounts: the
  // portal's texts (its overrides, or none: either way no round trip before the page's content
  // paints), the header's menu and the footer's ticketing address.
  const urls = [...page.calls(quoteId, page.match), SITE_MESSAGES_URL, menuUrl(quote), TICKET_URL];
  const found = await Promise.all(urls.map((url) => embedded(app, url, cookie, request.language)));
  const answers: FirstPaintAnswers = {};
  urls.forEach((url, index) => {
    if (found[index] !== undefined) answers[url] = found[index];
  });
  const listing = answers[listingUrl(quoteId)];
  const paint = await paintOf({ path: path.replace(/\/$/, ''), search: searchOf(request) }, quote, answers, shared.catch(() => ({})), request.language);
  return { answers, hints: listing ? logoHints(listing) : '', paint };
}
