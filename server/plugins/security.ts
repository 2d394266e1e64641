/**
 * Security headers on every answer (helmet with our Content-Security-Policy) and no caching of
 * API answers, which carry personal data.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
// helmet itself (what @fastify/helmet wraps): the plugin builds helmet's middleware again on every
// request, parsing the whole policy each time; built once here, the headers are the same.
import helmet, { type HelmetOptions } from 'helmet';
import { MESSAGES } from '../../schemas/messages';
import { errorBody, fieldError, GENERAL_TARGET } from '../http';
import { SCRIPT_ELEMENT_HASHES, STYLE_ATTRIBUTE_SOURCES, STYLE_ELEMENT_HASHES } from './cspSources';

/** The Content-Security-Policy of the app (and of the API's answers). */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  // Style sheets from our origin; inline styles only the few cspSources.ts allows by hash.
  styleSrc: ["'self'", ...STYLE_ELEMENT_HASHES],
  styleSrcAttr: [...STYLE_ATTRIBUTE_SOURCES],
  // No eval: forms validate with modules precompiled on the server (GET form-validators/{hash}.js).
  // Inline, only the wizard's deferred scripts' loader, by its hash.
  scriptSrc: ["'self'", ...SCRIPT_ELEMENT_HASHES],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

const ADMIN_API = /^\/api\/v1\/admin(?:[/?]|$)/;

/**
 * Whether a request from `site` (its Sec-Fetch-Site) is refused: another site's, anywhere in the
 * API; on the admin API (/api/v1/admin, product staff's) also a sibling subdomain's ('same-site':
 * a white-label host of the same registrable domain is not the studio). Absent or 'none' (typed
 * in, a bookmark) is judged by the route.
 */
function refusedSite(url: string, site: string | string[] | undefined): boolean {
  if (site === 'cross-site') return true;
  return site === 'same-site' && ADMIN_API.test(url);
}

/**
 * A browser says where a request comes from (Sec-Fetch-Site). Our app calls its API from its own
 * origin only, so an API request another site started is refused before any route runs: a link
 * or form elsewhere cannot make a visitor's browser use its session here, not even through the
 * spec's GET writes (remove-plan-from-cart) that SameSite=Lax cookies would let through on a
 * top-level navigation. Callers that send no such header (not browsers) are judged as before.
 */
async function refuseCrossSiteApiCalls(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.url.startsWith('/api/') && refusedSite(request.url, request.headers['sec-fetch-site'])) {
    await reply.code(403).send(errorBody([fieldError(GENERAL_TARGET, MESSAGES.crossSiteRefused)]));
  }
}

/** helmet's options for this app: served over https or not. */
export function helmetOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
    // HSTS only means something over https; on the http default it would only confuse a local browser.
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
  };
}

/** Registers helmet's headers, the cross-site refusal and the API's Cache-Control. */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const setSecurityHeaders = helmet(helmetOptions(app.services.config.publicUrl.startsWith('https:')));
  // Every answer, as @fastify/helmet's global registration did (no route opts out or adds nonces).
  // (helmet 8 throws its errors rather than passing them on, so its callback only means "done".)
  // Setting a list of its headers found once instead was measured: no cheaper (node's setHeader
  // is most of it), so helmet's own middleware stays (docs/save-latency.md, seventh step).
  app.addHook('onRequest', (request, reply, done) => setSecurityHeaders(request.raw, reply.raw, () => done()));
  app.addHook('onRequest', refuseCrossSiteApiCalls);
  // Answers carry personal data unless a route says otherwise (the public, content-addressed
  // form validators do).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
