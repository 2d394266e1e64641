/**
 * The JSON body parser of every route: one linear scan of the raw text refuses a body nested
 * deeper than any request of ours can be, before anything else looks at it; then Fastify's own
 * parser (secure-json-parse: a `__proto__` or `constructor.prototype` key is refused, not merged).
 * A body of 32,000 nested arrays fits in 64 kB, and every pass that walks a parsed body (the NUL
 * scan, ajv) would otherwise meet all of them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../schemas/messages';
import { ApiError, fieldError } from '../http';

/**
 * The deepest nesting of objects and arrays a JSON body may have. The deepest body our schemas
 * take is 9 levels (save-enrollment of dependent_info: body, data, dependents, a dependent,
 * health_info, condition_questions, a question, conditions, a condition entry); a query string
 * never nests (Fastify's parser keeps `a[b]=1` as the key 'a[b]'). 32 leaves room for a schema
 * that grows a few levels, while keeping every walk of a parsed body short.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Whether `text` opens more than `limit` objects or arrays inside one another (brackets inside
 * strings do not count). One pass over the characters, stopping at the first level past the limit;
 * malformed JSON is left to the parser.
 */
export function jsonNestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_BRACKET || char === OPEN_BRACE) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === CLOSE_BRACKET || char === CLOSE_BRACE) {
      depth -= 1;
    }
  }
  return false;
}

type Done = (error: Error | null, body?: unknown) => void;

/**
 * Replaces the instance's application/json parser (the root's, or an encapsulated plugin's) with
 * the depth-checked one: 422 at `body` with MESSAGES.text (as a malformed body gets) for nesting
 * past MAX_JSON_DEPTH. `allowEmpty` parses an empty body as {} (a fetch POST without a body).
 */
export function registerJsonBodyParser(app: FastifyInstance, { allowEmpty = false } = {}): void {
  // Fastify's defaults, spelled out: prototype poisoning is refused, never stripped or merged.
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, raw: string | Buffer, done: Done) => {
    const text = String(raw);
    if (allowEmpty && text === '') {
      done(null, {});
      return;
    }
    if (jsonNestingExceeds(text, MAX_JSON_DEPTH)) {
      request.log.warn({ limit: MAX_JSON_DEPTH }, 'request body nested too deeply: refused');
      done(new ApiError(422, [fieldError('body', MESSAGES.text)]));
      return;
    }
    parse(request, text, done);
  });
}
