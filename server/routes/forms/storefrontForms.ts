/**
 * GET get-form-fields-{send-quote,access-code,group-code} (issue 16 item 1): a fixed storefront
 * form's definitions (adapters/storefrontForms.ts over schemas/catalog/storefront/) and the hash of
 * its schema, registered so its validator module can be served, as the wizard's get-form-fields-*
 * answer, with the visitor's portal's layers (services/storefrontForms.ts). Anonymous: a form
 * definition holds nothing of anyone's.
 */
import type { FastifyInstance } from 'fastify';
import { storefrontForm } from '../../../adapters';
import { FIXED_STOREFRONT_FORM_NAMES } from '../../../schemas/catalog/storefront/fixedForms';
import { STOREFRONT_FORM_ROUTES } from '../../../schemas/api/storefrontForms';
import { ok } from '../../http';
import { storefrontAnswer, visitorPortal } from '../../services/storefrontForms';
import { typed } from '../typed';

export async function storefrontFormRoutes(app: FastifyInstance): Promise<void> {
  for (const form of FIXED_STOREFRONT_FORM_NAMES) {
    const { url, schema } = STOREFRONT_FORM_ROUTES[form];
    typed(app).get(url, { schema }, async (request) => ok(await storefrontAnswer(app.db, app.services, form, await visitorPortal(request), {
      key: form, defs: (layered) => layered, build: (defs) => storefrontForm(form, defs),
    })));
  }
}
