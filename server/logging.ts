/**
 * Logger options: request bodies are never logged, the URL is logged without its query string
 * (phone numbers and e-mails travel there) or a direct link's id, and any PII-named path is
 * redacted if logged anyway.
 */
import type { FastifyServerOptions } from 'fastify';

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
