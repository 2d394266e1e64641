/**
 * Logger options: request bodies are never logged, the URL is logged without its query string
 * (phone numbers and e-mails travel there), and any PII-named path is redacted if logged anyway.
 */
import type { FastifyServerOptions } from 'fastify';

const PII_KEYS = ['ssn', 'email', 'email_address', 'phone', 'phone_number', 'code', 'enrollerCode', 'image', 'password'];

const REDACT = [
  'req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'body', 'req.body', 'request.body',
  ...PII_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** Fastify logger options for this level ('silent' = no logger), to stdout or `stream`. */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        id: request.id, method: request.method, url: request.url.split('?')[0],
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
