/**
 * Fastify's schema compilers, shared by every app this process builds.
 *
 * Fastify makes a new pool of compilers per app, so each app compiles every route's schemas
 * again: ajv code generation and fast-json-stringify were over half of building an app (CPU
 * profile in docs/testing.md). A server process builds one app, so this changes nothing there;
 * an integration test file that builds several apps (twinApps(), several createTestApp()) compiled
 * the same schema objects again for each.
 *
 * What is shared is pure: a validator or serializer depends only on its schema, the shared schemas
 * (`addSchema`) and the options, and the pools key by exactly those (Fastify's own key for ajv:
 * the shared schemas and ajv options as JSON; ajv then reuses a compiled schema by object
 * identity). Route schemas are module constants, so an app built later finds them compiled.
 */
import { AjvCompiler, type RouteDefinition, type ValidatorFactory } from '@fastify/ajv-compiler';
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

/** What Fastify hands a validator compiler per route part (the package's types name it loosely). */
type CompileValidator = (route: RouteDefinition) => unknown;

/** One ajv per set of shared schemas and options, for the process (Fastify's own pool, made once). */
const ajvPool = AjvCompiler() as unknown as (externalSchemas: unknown, options: unknown) => CompileValidator;

/**
 * Header names a headers schema names that are not lower case. With a compilers factory of its own,
 * Fastify hands a headers schema over as written instead of lower-casing its names (it does not
 * know what the compiler accepts), and requests' header names are lower case.
 */
function upperCaseHeaders(schema: unknown): string[] {
  const { properties = {}, required = [] } = (schema ?? {}) as { properties?: object; required?: string[] };
  return [...Object.keys(properties), ...required].filter((name) => name !== name.toLowerCase());
}

/** The pool's validators; a headers schema must name its headers in lower case (above), checked when the route is built. */
const buildValidator = ((externalSchemas: unknown, options: unknown): CompileValidator => {
  const compile = ajvPool(externalSchemas, options);
  return (route) => {
    const wrong = route.httpPart === 'headers' ? upperCaseHeaders(route.schema) : [];
    if (wrong.length > 0) throw new Error(`${route.method} ${route.url}: write header names lower case in its schema (${wrong.join(', ')})`);
    return compile(route);
  };
}) as unknown as ValidatorFactory;

const fastJsonStringify = SerializerSelector();
/** Serializers by the JSON of shared schemas and options, then by schema object (weakly: a schema made per app goes with it). */
const serializers = new Map<string, WeakMap<object, ReturnType<ReturnType<SerializerFactory>>>>();

/** fast-json-stringify's compiler, remembering what it built for a schema object. */
const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = fastJsonStringify(externalSchemas, options);
  const key = JSON.stringify([externalSchemas, options]);
  let built = serializers.get(key);
  if (!built) serializers.set(key, (built = new WeakMap()));
  const kept = built;
  return (route) => {
    const schema = route.schema as object;
    let serialize = kept.get(schema);
    if (!serialize) kept.set(schema, (serialize = compile(route)));
    return serialize;
  };
};

/** Fastify's `schemaController` option: the shared compilers above. */
export const sharedSchemaController = { compilersFactory: { buildValidator, buildSerializer } };
