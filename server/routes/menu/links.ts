/**
 * The footer's ticketing button and the header's and footer's outside links, from configuration
 * (server/services/chromeConfig.ts): GET get-ticket-link answers data.ticket (storefront.md
 * section 7), or 204 when no TICKET_URL is set (the button hides); GET get-site-links (our
 * extension) lists the configured links by name, so a deployment changes them without a build.
 */
import type { FastifyInstance } from 'fastify';
import { MENU_ROUTES } from '../../../schemas/api/menu';
import { ok } from '../../http';
import { typed } from '../typed';

export async function chromeLinkRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { ticketLink, siteLinks } = MENU_ROUTES;
  const { chrome } = app.services.config;

  api.get(ticketLink.url, { schema: ticketLink.schema }, async (_request, reply) => {
    if (!chrome.ticketUrl) return reply.code(204).send(null);
    return ok({ ticket: chrome.ticketUrl });
  });

  api.get(siteLinks.url, { schema: siteLinks.schema }, async () => ok({
    links: Object.entries(chrome.links).map(([name, url]) => ({ name, url: url ?? '' })),
  }));
}
