/**
 * Logger options: request bodies are never logged, the URL is logged without its query string
 * (phone numbers and e-mails travel there) or a direct link's id, and any PII-named path is
 * redacted if logged anyway.
 */
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

const PII_KEYS = ['ssn', 'email', 'email_address', 'phone', 'phone_number', 'code', 'enrollerCode', 'image', 'password'];

const REDACT = [
  'req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'body', 'req.body', 'request.body',
  ...PII_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** A direct link's id opens the enrollment (like the code), so the path after it is not logged either. */
const DIRECT_LINK = /(\/direct-continue\/).*$/;

/** The logged form of a request URL: no query string, no direct-link id. */
function loggedUrl(url: string): string {
  return url.split('?')[0].replace(DIRECT_LINK, '$1[redacted]');
}

/** Fastify logger options for this level ('silent' = no logger), to stdout or `stream`. */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        id: request.id, method: request.method, url: loggedUrl(request.url),
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}

/**
 * One log line per request, when it ends: the request (id, method, URL as above), the status and
 * the time taken. Fastify's default writes two, the incoming request and its completion, each
 * serialized and redacted: twice the work for what this one line says. Its other lines (a stream
 * error, an unknown route) are as before.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** Fastify's logController option: one line per request (OneLinePerRequest). */
export const requestLogController = (): LogController => new OneLinePerRequest();
