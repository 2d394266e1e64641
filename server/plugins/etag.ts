/**
 * Conditional GETs of a read whose answer stays the same between catalog changes (issue 17
 * point 2: the plans listing): the answer's ETag (sha1 of its JSON) with 'Cache-Control:
 * private, no-cache', so a browser keeps it and asks again with If-None-Match, and a 304 without
 * a body when nothing changed. Private: a quoted visitor's listing follows their enrollment's
 * group, and every API answer to a session carries its x-session-expires-in. The answer's content
 * follows the caller's language (the lang cookie, else Accept-Language: plugins/language.ts), so
 * its body and ETag differ by language and it varies by both headers: a copy kept in one language
 * is never taken as current for the other.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** onSend: the ETag and Cache-Control of a 200, or a 304 when the browser's copy is current. */
export async function conditionalGet(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const tag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
  reply.header('etag', tag).header('cache-control', 'private, no-cache').header('vary', 'Cookie, Accept-Language');
  if (request.headers['if-none-match'] !== tag) return payload;
  reply.code(304);
  return '';
}
