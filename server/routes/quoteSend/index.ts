/**
 * GET get-quote-preview-content (issue 8 point 8): the quote the form would send, as HTML, for
 * the bound enrollment's cart, once the send-quote form's own check passes (the one the browser's
 * engine runs: adapters/storefrontForms.ts). The send itself is save-enrollment with tab cart_info
 * (server/routes/resume/saveEnrollment.ts hands it to services/quote/sendQuote.ts). The form's
 * definitions: get-form-fields-send-quote (server/routes/forms/storefrontForms.ts).
 */
import type { FastifyInstance } from 'fastify';
import { QUOTE_SEND_ROUTES } from '../../../schemas/api/quoteSend';
import { storefrontFieldErrors } from '../../../adapters';
import { ok, unprocessable } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { currentPrincipal } from '../../services/portalAuth';
import { quoteHtml } from '../../services/quote/quoteHtml';
import { loadQuote } from '../../services/quote/sendQuote';
import { storefrontLayered } from '../../services/storefrontForms';
import { typed } from '../typed';

export async function quoteSendRoutes(app: FastifyInstance): Promise<void> {
  const { url, schema } = QUOTE_SEND_ROUTES.quotePreview;
  typed(app).get(url, { ...bound, schema }, async (request) => {
    const errors = storefrontFieldErrors('send_quote', request.query, await storefrontLayered(app.db, 'send_quote', boundEnrollment(request).portal_id));
    if (errors.length > 0) unprocessable(errors);
    const quote = await loadQuote(app.db, boundEnrollment(request), request.query, await currentPrincipal(request), request.language);
    return ok({ content: quoteHtml(quote, null) });
  });
}
