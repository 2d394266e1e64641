/**
 * get-form-fields-pricing/{form} as the server answers it in component tests: the form's
 * definitions (the dependent info's for ?tier=, the portal's with the session's choices) and its validator, registered with the fake
 * validator modules (tests/unit/app/fakeValidators.ts).
 */
import { formSchema, pricingDefinitions, pricingForm, type PortalChoices, type PricingFormName } from '../../../../adapters';
import type { FakeRoute } from '../fakeApi';
import { registerSchema } from '../fakeValidators';

/** The fake route for a session whose portal choices are `portal` (the server's, from the session); install it as 'get-form-fields-pricing'. */
export function pricingFormRouteFor(portal?: PortalChoices): FakeRoute {
  return (url) => {
    const name = url.pathname.split('/').pop() as PricingFormName;
    const defs = pricingDefinitions(name, { tier: url.searchParams.get('tier'), portal });
    return { data: { result: defs, validator: registerSchema(formSchema(pricingForm(name, defs))) } };
  };
}

/** The fake route of a session with no portal choices. */
export const pricingFormRoute: FakeRoute = pricingFormRouteFor();
