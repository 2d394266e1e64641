/**
 * GET /get-form-fields-pricing/{form} (issue 16 item 1): a pricing dialog's field definitions
 * (adapters/pricingForms.ts over schemas/catalog/storefront/) and the hash of its schema,
 * registered so its validator module can be served, as get-form-fields-* answer for the wizard's
 * tabs; the dependent info's follow ?tier=, the select-portal dialog's choices the caller's session
 * (services/portalChoices.ts). The other dialogs' fields are the visitor's portal's (their published
 * layers: services/storefrontForms.ts). Anonymous: a form definition holds nothing of anyone's but the
 * caller's own portal and group choices.
 */
import type { FastifyInstance } from 'fastify';
import { formSchema, pricingDefinitions, pricingForm } from '../../../adapters';
import { PRICING_ROUTES } from '../../../schemas/api/pricing';
import { isLayeredPricingForm } from '../../../schemas/forms/storefrontForms';
import { ok } from '../../http';
import { portalChoices } from '../../services/portalChoices';
import { storefrontAnswer, visitorPortal } from '../../services/storefrontForms';
import { typed } from '../typed';

export async function pricingFormRoutes(app: FastifyInstance): Promise<void> {
  const { pricingFormFields } = PRICING_ROUTES;
  typed(app).get(pricingFormFields.url, { schema: pricingFormFields.schema }, async (request) => {
    const { form } = request.params;
    if (isLayeredPricingForm(form)) {
      return ok(await storefrontAnswer(app.db, app.services, form, await visitorPortal(request), { key: form, defs: (layered) => layered, build: (defs) => pricingForm(form, defs) }));
    }
    // The portal's choices are the caller's (from its session); every other form is the same for anyone.
    const defs = pricingDefinitions(form, { tier: request.query.tier, ...(form === 'portal' && { portal: await portalChoices(request) }) });
    return ok({ result: defs, validator: await app.services.forms.register(formSchema(pricingForm(form, defs))) });
  });
}
