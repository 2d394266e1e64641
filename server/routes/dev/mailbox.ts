/**
 * The developer mailbox: /dev/mailbox (HTML) and /dev/mailbox.json (newest first, each mail with
 * its attachments' names, sizes and the /dev/mailbox/attachments/{id} that serves one; a mail's
 * HTML body rendered at /dev/mailbox/messages/{id}, under a policy that runs nothing), served only
 * when mail goes to the local outbox (no SMTP_URL), so a local user can read a continue code.
 * Only to a browser on this machine: continue codes are credentials, and a server deployed without
 * SMTP_URL must not publish them. So the TCP peer must be loopback (not X-Forwarded-For), the
 * Host a loopback name (a page of another site that rebinds its DNS name to 127.0.0.1 sends its
 * own name), and no proxy header may be present (a proxy on this host makes every client look
 * local). Answers are never cached.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findAttachment, findOutboxHtml, listOutbox, type OutboxAttachmentInfo } from '../../db/queries/outbox';
import { escapeHtml } from '../../services/html';
import { hashSource } from '../../plugins/cspSources';

/** Where an attachment's content is served. */
const attachmentUrl = (id: string) => `/dev/mailbox/attachments/${id}`;
/** Where a message's HTML body is shown rendered (a quote's tables, say). */
const renderedUrl = (id: string) => `/dev/mailbox/messages/${id}`;

/**
 * A mail's HTML as its own page, with nothing active: no script, no frame, no request beyond inline
 * styles and data: images. The server wrote it (escaping what people typed); the policy is the backstop.
 */
const RENDERED_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The mailbox page's one style sheet, allowed by its hash (MAILBOX_CSP): no inline style attributes. */
const MAILBOX_CSS = 'body{font-family:sans-serif;max-width:48rem;margin:0 auto;padding:16px}'
  + 'article{border:1px solid #ccc;border-radius:6px;padding:12px;margin:12px 0}article h2{margin:0 0 4px;font-size:1.1rem}'
  + '.meta{margin:0 0 8px;color:#555}pre{white-space:pre-wrap;margin:0}.after{margin:8px 0 0}ul{margin:4px 0 0}';

/** The mailbox page runs nothing and loads nothing: its style sheet is inline, allowed by hash. */
const MAILBOX_CSP = `default-src 'none'; style-src ${hashSource(MAILBOX_CSS)}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

function attachmentLinks(files: OutboxAttachmentInfo[]): string {
  if (files.length === 0) return '';
  const items = files.map((file) => `<li><a href="${attachmentUrl(file.id)}">${escapeHtml(file.filename)}</a> (${escapeHtml(file.content_type)}, ${file.size} bytes)</li>`);
  return `<p class="after">Attachments:</p><ul>${items.join('')}</ul>`;
}

function page(messages: Awaited<ReturnType<typeof listOutbox>>): string {
  const items = messages.map((message) => `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p class="meta">To ${escapeHtml(message.to)} · ${escapeHtml(message.created_at.toISOString())}</p>
<pre>${escapeHtml(message.text)}</pre>${message.html ? `<p class="after"><a href="${renderedUrl(message.id)}">View the mail as sent (HTML)</a></p>` : ''}${attachmentLinks(message.attachments)}</article>`).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style>${MAILBOX_CSS}</style></head>
<body><main><h1>Mailbox</h1>
${items || '<p>No mail yet.</p>'}</main></body></html>`;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/** Whether the request comes straight from a browser on this machine that asked for a loopback name. */
export function isLocalBrowser(request: FastifyRequest): boolean {
  return LOOPBACK.test(request.socket.remoteAddress ?? '')
    && LOOPBACK_HOST.test(request.headers.host ?? '')
    && !PROXY_HEADERS.some((name) => request.headers[name] !== undefined);
}

export async function mailboxRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isLocalBrowser(request)) return reply.code(404).send({ status: 'error', data: [] });
  });
  app.get('/dev/mailbox.json', { schema: { hide: true } }, async () => {
    const messages = await listOutbox(app.db);
    return messages.map((message) => ({
      ...message,
      created_at: message.created_at.toISOString(),
      attachments: message.attachments.map((file) => ({ ...file, url: attachmentUrl(file.id) })),
    }));
  });
  app.get<{ Params: { id: string } }>('/dev/mailbox/attachments/:id', { schema: { hide: true } }, async (request, reply) => {
    const file = /^[0-9]{1,18}$/.test(request.params.id) ? await findAttachment(app.db, request.params.id) : undefined;
    if (!file) return reply.code(404).send({ status: 'error', data: [] });
    const name = file.filename.replace(/[^A-Za-z0-9._-]/g, '_');
    return reply.type(file.content_type).header('content-disposition', `attachment; filename="${name}"`).send(file.content);
  });
  app.get<{ Params: { id: string } }>('/dev/mailbox/messages/:id', { schema: { hide: true } }, async (request, reply) => {
    const html = /^[0-9]{1,18}$/.test(request.params.id) ? await findOutboxHtml(app.db, request.params.id) : undefined;
    if (html === undefined) return reply.code(404).send({ status: 'error', data: [] });
    reply.header('content-security-policy', RENDERED_CSP).type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail</title><meta name="viewport" content="width=device-width,initial-scale=1"></head><body style="margin:16px"><main>${html}</main></body></html>`;
  });
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-security-policy', MAILBOX_CSP).type('text/html; charset=utf-8');
    return page(await listOutbox(app.db));
  });
}
