/**
 * GET /get-form-fields-quote (issue 16 item 1): the quote form's field definitions
 * (adapters/quoteForm.ts over schemas/catalog/storefront/quote.ts) and the hash of its schema,
 * registered so its validator module can be served, as get-form-fields-* answer for the wizard's
 * tabs. `premier=1` adds Category with the premier categories as choices, `referred=1` the
 * read-only 'Referred By'. Anonymous: a form definition holds nothing of anyone's.
 */
import type { FastifyInstance } from 'fastify';
import { formSchema, quoteDefinitions, quoteForm } from '../../../adapters';
import { QUOTE_ROUTES } from '../../../schemas/api/quote';
import { premierCategories } from '../../db/queries/plans';
import { ok } from '../../http';
import { typed } from '../typed';

export async function quoteFormRoutes(app: FastifyInstance): Promise<void> {
  const { quoteFormFields } = QUOTE_ROUTES;
  typed(app).get(quoteFormFields.url, { schema: quoteFormFields.schema }, async (request) => {
    const premier = request.query.premier === '1';
    const categories = premier ? (await premierCategories(app.db)).map(({ code, name }) => ({ value: code, label: name })) : [];
    const defs = quoteDefinitions({ premier, categories, referred: request.query.referred === '1' });
    return ok({ result: defs, validator: await app.services.forms.register(formSchema(quoteForm(defs))) });
  });
}
