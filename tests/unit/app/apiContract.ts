/**
 * The fake network's contract with the real server: the route table of schemas/api/routes.ts
 * (which the server registers its routes from) and ajv over its response schemas, so a fake
 * answer the server could not give fails the test that uses it; and over its request schemas,
 * so a property the app sends where the server's schema is closed (a 422 at that property,
 * issue 13) fails it too.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import { customFormats } from '../../../adapters';
import { ALL_API_ROUTES, type ApiRoute } from '../../../schemas/api/routes';

// As the server's ajv (server/app.ts): our extension keywords, union types, our formats.
const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, keywords: ['x-message', 'x-required-message'] });
for (const [name, validate] of Object.entries(customFormats)) ajv.addFormat(name, { type: 'string', validate });

const validators = new WeakMap<object, ValidateFunction>();

function validatorOf(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

/** A path parameter's values: the route's own pattern for it (unanchored), else any one segment. */
const parameterSource = (route: ApiRoute, name: string): string => {
  const own = route.pathPatterns?.[name];
  return own === undefined ? '[^/]+' : `(?:${own.replace(/^\^/, '').replace(/\$$/, '')})`;
};

/** '/direct-continue/:id' -> /^direct-continue\/[^/]+$/ (the path after /api/v1/). */
function pathPattern(route: ApiRoute): RegExp {
  const source = route.url.slice(1).split('/')
    .map((part) => (part.startsWith(':') ? parameterSource(route, part.slice(1)) : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return new RegExp(`^${source}$`);
}

const PATTERNS = ALL_API_ROUTES.map((route) => ({ route, pattern: pathPattern(route) }));

/** The route serving `method path` (path after /api/v1/, e.g. 'direct-continue/<id>'), if the server has one. */
export function routeFor(method: string, path: string): ApiRoute | undefined {
  return PATTERNS.find(({ route, pattern }) => route.method === method && pattern.test(path))?.route;
}

/** Whether some route of the server answers at `name`: a path, or the first segment of a parametric one ('direct-continue'). */
export function isRouteName(name: string): boolean {
  return ALL_API_ROUTES.some((route) => route.url.slice(1) === name || (route.url.includes('/:') && route.url.slice(1).split('/')[0] === name));
}

/** What is wrong with an answer of `route` (empty when the server could have sent it). */
export function answerProblems(route: ApiRoute, status: number, body: unknown): string[] {
  const responses = route.schema.response;
  if (!responses) return [`${route.method} ${route.url} answers no JSON envelope`];
  const key = status >= 500 ? '5xx' : status >= 400 ? '4xx' : String(status);
  const schema = responses[key];
  if (!schema) return [`${route.method} ${route.url} never answers ${status}`];
  const validate = validatorOf(schema);
  if (validate(body)) return [];
  return (validate.errors ?? []).map((error) => `${route.method} ${route.url} ${status}: ${error.instancePath || '/'} ${error.message ?? ''}`);
}

/**
 * The properties of a request the server refuses as unknown (additionalProperties: false in the
 * route's querystring or body schema), empty when there are none. Only those: a value the server
 * refuses is a 422 a test may mean to show, an unknown property is a client that drifted.
 */
export function requestProblems(route: ApiRoute, query: Record<string, string>, body: unknown): string[] {
  const parts = [['query', route.schema.querystring, query], ['body', route.schema.body, body]] as const;
  return parts.flatMap(([part, schema, value]) => {
    if (!schema || value === undefined) return [];
    const validate = validatorOf(schema);
    if (validate(value)) return [];
    return (validate.errors ?? []).filter((error) => error.keyword === 'additionalProperties')
      .map((error) => `${route.method} ${route.url} ${part}: ${error.instancePath || '/'} has ${String(error.params.additionalProperty)}, which the server refuses`);
  });
}
