/** Fake API routes for a wizard enrollment, from the demo world's form definitions. */
import type { EnrollCodeData } from '../../../schemas/api/types';
import type { FormTab } from '../../../schemas/tabs';
import { demoDefs, demoTabs, type FakeAnswer, type FakeRoute } from './fakeApi';
import { registerFormValidator } from './fakeValidators';

export interface WizardWorld {
  portal: number;
  groupId: number | null;
  eprocess: string;
  type?: string;
  saved?: Partial<Record<FormTab, Record<string, unknown>>>;
  enrollCode?: EnrollCodeData;
}

const ok = (data: unknown): FakeAnswer => ({ data });

/** get-form-fields-*: the demo definitions with the saved values, and the hash of the form's validator. */
function formFields(world: WizardWorld, tab: FormTab): FakeAnswer {
  const result = demoDefs(world.portal, tab, world.saved?.[tab]);
  return ok({ result, validator: registerFormValidator(tab, result) });
}

/** Routes answering every read of the three form tabs for `world`. */
export function wizardRoutes(world: WizardWorld): Record<string, FakeRoute | FakeAnswer> {
  const temp: Record<string, unknown> = { group_id: world.groupId, eprocess: world.eprocess, type: world.type ?? 'new-member', ...world.saved };
  return {
    'get-external-site-dynamic-information': ok({ result: [] }),
    'get-dynamic-tabs': ok(demoTabs(world.portal)),
    'get-enrollment-temp-info': (url) => ok({ result: temp[url.searchParams.get('column') ?? ''] ?? null }),
    'get-form-fields-personal-info': formFields(world, 'primary_info'),
    'get-form-fields-contact-info': formFields(world, 'contact_info'),
    'get-form-fields-employer-info': formFields(world, 'employer_info'),
    'check-enroll-code': ok(world.enrollCode ?? { show_enroll_code: false, required: false, saved: false }),
    'get-group-info': ok({ general_info: { group_name: 'Acme Manufacturing', group_phone: '5552170100' }, address_information: { address1: '100 Main St', city: 'Springfield', state: 'IL', zip: '62701' } }),
    'save-screenshot': ok({}),
  };
}
