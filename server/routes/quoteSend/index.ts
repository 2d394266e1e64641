/**
 * GET get-quote-preview-content (issue 8 point 8): the quote the form would send, as HTML, for
 * the bound enrollment's cart. The send itself is save-enrollment with tab cart_info
 * (server/routes/resume/saveEnrollment.ts hands it to services/quote/sendQuote.ts).
 */
import type { FastifyInstance } from 'fastify';
import { QUOTE_SEND_ROUTES } from '../../../schemas/api/quoteSend';
import { ok } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { currentPrincipal } from '../../services/portalAuth';
import { quoteHtml } from '../../services/quote/quoteHtml';
import { loadQuote } from '../../services/quote/sendQuote';
import { typed } from '../typed';

export async function quoteSendRoutes(app: FastifyInstance): Promise<void> {
  const { url, schema } = QUOTE_SEND_ROUTES.quotePreview;
  typed(app).get(url, { ...bound, schema }, async (request) => {
    const quote = await loadQuote(app.db, boundEnrollment(request), request.query, await currentPrincipal(request));
    return ok({ content: quoteHtml(quote, null) });
  });
}
