/**
 * GET /get-form-fields-pricing/{form} (issue 16 item 1): a pricing dialog's field definitions
 * (adapters/pricingForms.ts over schemas/catalog/storefront/) and the hash of its schema,
 * registered so its validator module can be served, as get-form-fields-* answer for the wizard's
 * tabs; the select-portal dialog's choices are the caller's session's (services/portalChoices.ts).
 * The other dialogs' fields are the visitor's portal's (their published layers:
 * services/storefrontForms.ts), the dependent info's then those ?tier= asks. Anonymous: a form definition holds nothing of anyone's but the
 * caller's own portal and group choices.
 */
import type { FastifyInstance } from 'fastify';
import { formSchema, pricingDefinitions, pricingForm, pricingVariant } from '../../../adapters';
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
    const { tier } = request.query;
    if (isLayeredPricingForm(form)) {
      // The dependent info's answer is kept per tier (an enum: a handful of keys); the other dialogs' are one each.
      const key = form === 'dependentInfo' ? `${form}:${tier ?? ''}` : form;
      return ok(await storefrontAnswer(app.db, app.services, form, await visitorPortal(request), {
        key, defs: (layered) => pricingVariant(form, layered, { tier }), build: (defs) => pricingForm(form, defs),
      }));
    }
    // The select portal's choices are the caller's (from its session): not layered (docs/forms-as-data.md).
    const defs = pricingDefinitions(form, { portal: await portalChoices(request) });
    return ok({ result: defs, validator: await app.services.forms.register(formSchema(pricingForm(form, defs))) });
  });
}
