/**
 * GET /get-form-fields-quote (issue 16 item 1): the quote form's field definitions
 * (adapters/quoteForm.ts over schemas/catalog/storefront/quote.ts) and the hash of its schema,
 * registered so its validator module can be served, as get-form-fields-* answer for the wizard's
 * tabs. `premier=1` adds Category with the premier categories as choices (their names, the store's
 * content, in the caller's language when translated), `referred=1` the
 * read-only 'Referred By'. The fields are the visitor's portal's (the default's and its portal's
 * published layers: services/storefrontForms.ts). Anonymous: a form definition holds nothing of anyone's.
 */
import type { FastifyInstance } from 'fastify';
import { quoteForm, quoteVariant } from '../../../adapters';
import { QUOTE_ROUTES } from '../../../schemas/api/quote';
import { premierCategories } from '../../db/queries/plans';
import { ok } from '../../http';
import { inLanguage } from '../../services/contentLanguage';
import { storefrontAnswer, visitorPortal } from '../../services/storefrontForms';
import { typed } from '../typed';

export async function quoteFormRoutes(app: FastifyInstance): Promise<void> {
  const { quoteFormFields } = QUOTE_ROUTES;
  typed(app).get(quoteFormFields.url, { schema: quoteFormFields.schema }, async (request) => {
    const premier = request.query.premier === '1';
    const named = premier ? await inLanguage(app.db, request.language, await premierCategories(app.db), ['name']) : [];
    const categories = named.map(({ code, name }) => ({ value: code, label: name }));
    const variant = { premier, categories, referred: request.query.referred === '1' };
    const answer = await storefrontAnswer(app.db, app.services, 'quote', await visitorPortal(request), {
      key: JSON.stringify(variant), defs: (layered) => quoteVariant(layered, variant), build: quoteForm,
    });
    return ok(answer);
  });
}
