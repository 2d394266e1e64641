/** Fake API routes for a wizard enrollment, from the demo world's form definitions. */
import type { FormTab } from '../../../schemas/tabs';
import { demoDefs, demoTabs, type FakeAnswer, type FakeRoute } from './fakeApi';

export interface WizardWorld {
  portal: number;
  groupId: number | null;
  eprocess: string;
  type?: string;
  saved?: Partial<Record<FormTab, Record<string, unknown>>>;
  enrollCode?: { show_enroll_code: boolean; required: boolean; saved: boolean };
}

const ok = (data: unknown): FakeAnswer => ({ data });
const options = (...pairs: Array<[string, string]>) => ok({ result: pairs.map(([value, name]) => ({ value, name })) });

/** Routes answering every read of the three form tabs for `world`. */
export function wizardRoutes(world: WizardWorld): Record<string, FakeRoute | FakeAnswer> {
  const temp: Record<string, unknown> = { group_id: world.groupId, eprocess: world.eprocess, type: world.type ?? 'new-member', ...world.saved };
  return {
    'get-external-site-dynamic-information': ok({ result: [] }),
    'get-dynamic-tabs': ok(demoTabs(world.portal)),
    'get-enrollment-temp-info': (url) => ok({ result: temp[url.searchParams.get('column') ?? ''] ?? null }),
    'get-form-fields-personal-info': ok({ result: demoDefs(world.portal, 'primary_info', world.saved?.primary_info) }),
    'get-form-fields-contact-info': ok({ result: demoDefs(world.portal, 'contact_info', world.saved?.contact_info) }),
    'get-form-fields-employer-info': ok({ result: demoDefs(world.portal, 'employer_info', world.saved?.employer_info) }),
    'check-enroll-code': ok(world.enrollCode ?? { show_enroll_code: false, required: false, saved: false }),
    'get-ethnic-category': ok({ result: [{ id: 1, name: 'Asian' }, { id: 12, name: 'Other' }] }),
    'get-states': ok({ result: [{ abbrev: 'IL', name: 'Illinois' }] }),
    'get-average-work-week': options(['40', '40 hours']),
    'get-employment-status': options(['A', 'Active'], ['C', 'COBRA'], ['R', 'Retired']),
    'get-compensation-types': options(['Salary', 'Salary']),
    'get-vacation-policy': options(['2W', 'Two weeks']),
    'get-bargaining-unit': options(['N', 'None']),
    'get-holiday-policy': options(['Standard_6', 'Standard 6 holidays'], ['Birthday', 'Birthday']),
    'get-group-info': ok({ general_info: { group_name: 'Acme Manufacturing', group_phone: '5552170100' }, address_information: { address1: '100 Main St', city: 'Springfield', state: 'IL', zip: '62701' } }),
    'save-screenshot': ok({}),
  };
}
