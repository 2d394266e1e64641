/**
 * The error envelope for everything that goes wrong: schema validation -> 422 FieldError[]
 * (messages from the schemas' x-message), malformed bodies -> 422, other client errors keep
 * their 4xx status, and anything unexpected -> a generic 500 that leaks nothing.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../schemas/messages';
import type { FieldError } from '../../schemas/api/types';
import { ApiError, errorBody, fieldError, GENERAL_TARGET } from '../http';

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

/** Stack frames only: the first line holds the message, which may quote input (a database error echoes values). */
function stackFrames(error: Error): string {
  return (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).join('\n');
}

const BODY_ERRORS = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY', 'FST_ERR_CTP_INVALID_CONTENT_LENGTH']);
const CLIENT_MESSAGES: Record<number, string> = {
  404: 'Not found', 405: 'Method not allowed', 413: 'Request is too large', 414: 'Request address is too long', 415: 'Unsupported content type',
};

function sendClientError(reply: FastifyReply, status: number): FastifyReply {
  return reply.code(status).send(errorBody([fieldError(GENERAL_TARGET, CLIENT_MESSAGES[status] ?? 'Bad request')]));
}

/** Installs the error handler and the API's not-found handler (SPA fallback is in static.ts). */
export function registerErrorHandling(app: FastifyInstance, notFound?: (request: FastifyRequest, reply: FastifyReply) => unknown): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.statusCode).send(errorBody(error.errors));
    const fastifyError = error as FastifyError & { validation?: AjvError[] };
    if (fastifyError.validation) return reply.code(422).send(errorBody(validationErrors(fastifyError.validation)));
    if (fastifyError.code && BODY_ERRORS.has(fastifyError.code)) {
      return reply.code(422).send(errorBody([fieldError('body', MESSAGES.text)]));
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendClientError(reply, status);
    // Log where, not what. The key is not 'code': the logger redacts that name (continue codes).
    request.log.error({ err: { type: error.name, errorCode: fastifyError.code, frames: stackFrames(error) } }, 'unexpected error');
    return reply.code(500).send(errorBody([fieldError(GENERAL_TARGET, MESSAGES.generalError)]));
  });

  app.setNotFoundHandler((request, reply) => {
    if (notFound && !/^\/(api|dev)(\/|$)/.test(request.url)) return notFound(request, reply);
    return sendClientError(reply, 404);
  });
}

/**
 * Fastify's frameworkErrors option: a URL the router cannot take (bad percent-encoding, a path
 * parameter over maxParamLength) gets the error envelope like any other 4xx, instead of
 * Fastify's own body, which echoes the path.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  // Fastify answers these before any hook runs, so helmet never sees them: a JSON error body
  // needs no more than these headers.
  reply.headers({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
  void sendClientError(reply, error.statusCode ?? 400);
}
