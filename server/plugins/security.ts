/**
 * Security headers on every answer (helmet with our Content-Security-Policy) and no caching of
 * API answers, which carry personal data.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { STYLE_ATTRIBUTE_SOURCES, STYLE_ELEMENT_HASHES } from './cspSources';

/** The Content-Security-Policy of the app (and of the API's answers). */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  // Style sheets from our origin; inline styles only the few cspSources.ts allows by hash.
  styleSrc: ["'self'", ...STYLE_ELEMENT_HASHES],
  styleSrcAttr: [...STYLE_ATTRIBUTE_SOURCES],
  // No eval: forms validate with modules precompiled on the server (GET form-validators/{hash}.js).
  scriptSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

/** Registers helmet and the API's Cache-Control. */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const https = app.services.config.publicUrl.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
    // HSTS only means something over https; on the http default it would only confuse a local browser.
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
  // Answers carry personal data unless a route says otherwise (the public, content-addressed
  // form validators do).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
