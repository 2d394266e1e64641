/**
 * Logger options: request bodies are never logged, the URL is logged without its query string
 * (phone numbers and e-mails travel there) or a direct link's id, and any PII-named path is
 * redacted if logged anyway.
 */
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

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

/** pino's loggers answer whether a level is on (a route's logLevel sets its request's logger's level). */
type LevelAware = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/** The app's logger without redaction, per app logger (see OneLinePerRequest). */
const PLAIN = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

/** Fastify's label for the request id in a request's log lines (the app keeps the default). */
const REQUEST_ID_LABEL = 'reqId';

/**
 * One log line per request, when it ends: the request (id, method, URL as above), the status and
 * the time taken. Fastify's default writes two, the incoming request and its completion, each
 * serialized and redacted: twice the work for what this one line says. Its other lines (a stream
 * error, an unknown route) are as before.
 *
 * The completed line is written through a child of the app's logger without redaction: what it
 * holds is only what the serializers above keep (id, method, URL without query or link id,
 * status) and the time, so there is nothing to redact, and walking the PII paths and their
 * wildcards for it was about 5 % of a save's CPU (docs/save-latency.md). The line reads as
 * before: the request id under Fastify's label, then req, res and responseTime. An errored
 * request's line (it holds the error) is redacted as before.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    // Fastify's no-op logger (logging off) has no levels and writes nothing: optional call, not a crash.
    else if ((reply.log as Partial<LevelAware>).isLevelEnabled?.('info')) plainLogger(request.server.log).info({ [REQUEST_ID_LABEL]: request.id, ...line }, 'request completed');
  }
}

/** The app logger's child without redaction (same level, serializers and destination). */
function plainLogger(log: FastifyBaseLogger): FastifyBaseLogger {
  let plain = PLAIN.get(log);
  if (!plain) PLAIN.set(log, (plain = log.child({}, { redact: { paths: [] } })));
  return plain;
}

/** Fastify's logController option: one line per request (OneLinePerRequest). */
export const requestLogController = (): LogController => new OneLinePerRequest();
