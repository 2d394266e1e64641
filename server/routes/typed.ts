/**
 * The app as route files register on it: Fastify with the json-schema-to-ts type provider, so a
 * route's request.body, request.query and request.params, and the answer its handler returns,
 * are typed from the JSON Schemas of its schemas/api/routes.ts entry (no hand-written generics).
 * FromSchema's default options suffice: the schemas have no defaults, and ajv neither coerces
 * nor deserializes (a value arrives as the type its schema names). The extension keywords
 * (x-message, x-required-message) and our formats are invisible to the types, as they should be.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';

/** `app` with its routes typed from their schemas. */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<JsonSchemaToTsProvider>();
}
