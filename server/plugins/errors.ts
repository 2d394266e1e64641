/**
 * The error envelope for everything that goes wrong: schema validation -> 422 FieldError[]
 * (messages from the schemas' x-message), malformed bodies -> 422, a NUL character anywhere in
 * the input -> 422 at its field, a value the database refuses (SQLSTATE class 22) -> 422, other
 * client errors keep their 4xx status, and anything unexpected -> a generic 500 that leaks nothing.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, type MessageKey } from '../../schemas/messages';
import type { FieldError } from '../../schemas/api/types';
import { ApiError, errorBody, fieldError, GENERAL_TARGET } from '../http';
import { messageIn } from '../services/mailText';
import { callerLanguage } from './language';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  parentSchema?: Record<string, unknown>;
}

const KEYWORD_MESSAGES: Record<string, string> = { enum: MESSAGES.choice, format: MESSAGES.text, maxLength: MESSAGES.text };

function targetOf(error: AjvError): string {
  const path = error.instancePath.split('/').filter(Boolean).join('.');
  const child = error.keyword === 'required' ? error.params.missingProperty
    : error.keyword === 'additionalProperties' ? error.params.additionalProperty : undefined;
  return [path, typeof child === 'string' ? child : ''].filter(Boolean).join('.') || 'body';
}

function messageOf(error: AjvError): string {
  // The object's own x-message speaks of its values, not of a property it does not have.
  if (error.keyword === 'additionalProperties') return MESSAGES.fieldUnknown;
  const schema = error.parentSchema ?? {};
  if (error.keyword === 'required') {
    const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    const property = properties[String(error.params.missingProperty)] ?? {};
    return String(property['x-required-message'] ?? MESSAGES.required);
  }
  return String(schema['x-message'] ?? KEYWORD_MESSAGES[error.keyword] ?? MESSAGES.text);
}

/** Fastify's ajv errors -> one FieldError per target (the first, as the client shows one). */
export function validationErrors(errors: AjvError[]): FieldError[] {
  const seen = new Map<string, FieldError>();
  for (const error of errors) {
    // An if/then rule's own error only repeats the errors of its `then` branch.
    if (error.keyword === 'if') continue;
    const target = targetOf(error);
    if (!seen.has(target)) seen.set(target, fieldError(target, messageOf(error)));
  }
  return [...seen.values()];
}

/** A value met by the NUL scan, with the way back to the root (the path is built only for a find). */
interface ScanNode { value: unknown; key: string; parent: ScanNode | null }

function pathOf(node: ScanNode | null): string[] {
  const path: string[] = [];
  for (let at = node; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The dotted path of the first string (or key) holding a NUL character, or null. PostgreSQL
 * stores no NUL in text or jsonb, so such input would end as a 500; a key's NUL is reported at
 * its parent. Iterative, so a deeply nested body cannot exhaust the stack, and linear in the
 * input's size: each value is visited once with a link to its parent, and the path is put
 * together only for the value that holds a NUL.
 */
export function nulCharacterPath(value: unknown): string[] | null {
  const pending: ScanNode[] = [{ value, key: '', parent: null }];
  while (pending.length > 0) {
    const node = pending.pop()!;
    const current = node.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(node);
    } else if (current !== null && typeof current === 'object') {
      // Pushed last to first, so the first value in document order is looked at first.
      const keys = Array.isArray(current) ? null : Object.keys(current);
      const size = keys ? keys.length : (current as unknown[]).length;
      for (let index = size - 1; index >= 0; index -= 1) {
        const key = keys ? keys[index] : String(index);
        if (key.includes('\u0000')) return pathOf(node);
        pending.push({ value: (current as Record<string, unknown>)[key], key, parent: node });
      }
    }
  }
  return null;
}

/** preValidation of every route: 422 at the field when params, query or body hold a NUL character. */
async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  for (const [part, fallback] of [[request.params, 'params'], [request.query, 'query'], [request.body, 'body']] as const) {
    const path = nulCharacterPath(part);
    if (path) throw new ApiError(422, [fieldError(path.join('.') || fallback, MESSAGES.text)]);
  }
}

/** SQLSTATE class 22 (data exception: bad text encoding, invalid JSON or uuid text, out of range, ...). */
function dataErrorState(error: unknown): string | null {
  const state = (error as { code?: unknown }).code;
  return typeof state === 'string' && /^22[0-9A-Z]{3}$/.test(state) ? state : null;
}

/** Stack frames only: the first line holds the message, which may quote input (a database error echoes values). */
function stackFrames(error: Error): string {
  return (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).join('\n');
}

const BODY_ERRORS = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY', 'FST_ERR_CTP_INVALID_CONTENT_LENGTH']);
/** The catalog's message of a client error's status (anything else a 4xx: 'Bad request'). */
const CLIENT_MESSAGES: Partial<Record<number, MessageKey>> = {
  404: 'requestNotFound', 405: 'requestMethodNotAllowed', 413: 'requestTooLarge', 414: 'requestUrlTooLong', 415: 'requestContentType',
};

/** The API's answer to an unknown path, for a route that must answer exactly as one (GET /{hash} for no carrier's key). */
export const notFoundError = (): ApiError => new ApiError(404, [fieldError(GENERAL_TARGET, MESSAGES.requestNotFound)]);

/**
 * A client error's answer in the caller's language (issue 18), said here rather than left to the
 * answers' hook (services/messageOverridesHook.ts): Fastify answers a URL its router cannot take
 * (frameworkErrors) before any hook runs, so this is the one place every such answer passes.
 */
function sendClientError(request: FastifyRequest, reply: FastifyReply, status: number): FastifyReply {
  return reply.code(status).send(errorBody([fieldError(GENERAL_TARGET, messageIn(CLIENT_MESSAGES[status] ?? 'requestBad', callerLanguage(request)))]));
}

/** Installs the error handler and the API's not-found handler (SPA fallback is in static.ts). */
export function registerErrorHandling(app: FastifyInstance, notFound?: (request: FastifyRequest, reply: FastifyReply) => unknown): void {
  app.addHook('preValidation', refuseNulCharacters);
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.statusCode).send(errorBody(error.errors));
    const fastifyError = error as FastifyError & { validation?: AjvError[] };
    if (fastifyError.validation) return reply.code(422).send(errorBody(validationErrors(fastifyError.validation)));
    const dataState = dataErrorState(error);
    if (dataState) {
      // Input the schemas let through but the database refused: bad input, not a fault. The
      // statement failed, so nothing was written; its message quotes the value, so only the state is logged.
      request.log.warn({ err: { type: 'database data error', sqlState: dataState } }, 'input refused by the database');
      return reply.code(422).send(errorBody([fieldError(GENERAL_TARGET, MESSAGES.text)]));
    }
    if (fastifyError.code && BODY_ERRORS.has(fastifyError.code)) {
      return reply.code(422).send(errorBody([fieldError('body', MESSAGES.text)]));
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendClientError(request, reply, status);
    // Log where, not what. The key is not 'code': the logger redacts that name (continue codes).
    request.log.error({ err: { type: error.name, errorCode: fastifyError.code, frames: stackFrames(error) } }, 'unexpected error');
    return reply.code(500).send(errorBody([fieldError(GENERAL_TARGET, MESSAGES.generalError)]));
  });

  app.setNotFoundHandler((request, reply) => {
    if (notFound && !/^\/(api|dev)(\/|$)/.test(request.url)) return notFound(request, reply);
    return sendClientError(request, reply, 404);
  });
}

/**
 * Fastify's frameworkErrors option: a URL the router cannot take (bad percent-encoding, a path
 * parameter over maxParamLength) gets the error envelope like any other 4xx, instead of
 * Fastify's own body, which echoes the path.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // Fastify answers these before any hook runs, so helmet never sees them: a JSON error body
  // needs no more than these headers.
  reply.headers({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
  void sendClientError(request, reply, error.statusCode ?? 400);
}
