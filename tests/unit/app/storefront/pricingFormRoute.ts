/**
 * get-form-fields-pricing/{form} as the server answers it in component tests: the form's
 * definitions (the dependent info's for ?tier=) and its validator, registered with the fake
 * validator modules (tests/unit/app/fakeValidators.ts).
 */
import { formSchema, pricingDefinitions, pricingForm, type PricingFormName } from '../../../../adapters';
import type { FakeRoute } from '../fakeApi';
import { registerSchema } from '../fakeValidators';

/** The fake route; install it as 'get-form-fields-pricing'. */
export const pricingFormRoute: FakeRoute = (url) => {
  const name = url.pathname.split('/').pop() as PricingFormName;
  const defs = pricingDefinitions(name, { tier: url.searchParams.get('tier') });
  return { data: { result: defs, validator: registerSchema(formSchema(pricingForm(name, defs))) } };
};
