/**
 * POST save-enrollment: Save & Continue Later (stores the draft, mails a new code; never returns it),
 * or with tab cart_info the personalised quote's send (services/quote/sendQuote.ts); either mail
 * is counted against the caller's limits (services/mailLimits.ts: 429 at email past them).
 */
import type { FastifyInstance } from 'fastify';
import { storefrontFieldErrors } from '../../../adapters';
import { QUOTE_TAB } from '../../../schemas/api/quoteSend';
import { API_ROUTES } from '../../../schemas/api/routes';
import { MESSAGES } from '../../../schemas/messages';
import { ok, unprocessable } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { mailSenderOf } from '../../services/mailLimits';
import { currentPrincipal } from '../../services/portalAuth';
import { sendQuote } from '../../services/quote/sendQuote';
import { saveAndMailCode } from '../../services/saveLater';
import { storefrontLayered } from '../../services/storefrontForms';
import { typed } from '../typed';

export async function saveEnrollmentRoutes(app: FastifyInstance): Promise<void> {
  const { url, schema } = API_ROUTES.saveEnrollment;
  typed(app).post(url, { ...bound, schema }, async (request) => {
    const { body } = request;
    // tab cart_info is the personalised quote's send (its schema rules require the name).
    if (body.tab === QUOTE_TAB) {
      // The send-quote form's own check, as the browser's engine ran it (adapters/storefrontForms.ts).
      const errors = storefrontFieldErrors('send_quote', body, await storefrontLayered(app.db, 'send_quote', boundEnrollment(request).portal_id));
      if (errors.length > 0) unprocessable(errors);
      const quote = { name: body.name ?? '', email: body.email, message: body.message };
      return ok({ message: await sendQuote(app.db, app.services, boundEnrollment(request), quote, await currentPrincipal(request), mailSenderOf(request), request.language) });
    }
    await saveAndMailCode(app.db, app.services, boundEnrollment(request), body, mailSenderOf(request));
    return ok({ message: MESSAGES.saveLaterSaved });
  });
}
