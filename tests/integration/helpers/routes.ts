/**
 * Every route of the slice bound to an enrollment, with a request that succeeds (200) for the
 * owner of DEMO0001 (portal 11, no group): complete tab saves, a code valid for it, a tab name.
 */
import { allNoHealthInfo } from '../../../schemas/demo/healthQuestions';
import { acceptAll, dataUrl, SIGNED_PNG } from './agreement';

export interface BoundRoute { method: 'GET' | 'POST'; path: string; input: (id: string) => Record<string, unknown> }

/** Complete answers of portal 11's three form tabs (the read-only fields come from the server). */
export const VALID_PERSONAL = { first_name: 'Eve', last_name: 'Stone', marital_status: '0', ssn: '123456789', height_feet: '5', height_inch: '6' };
export const VALID_CONTACT = { email_address: 'eve.stone@example.com', phone_number: '5552170199', address1: '1 Elm St', city: 'Springfield' };
export const VALID_EMPLOYER = {
  name: 'Acme Manufacturing', phone: '5552170100', address1: '100 Main St', city: 'Springfield', state: 'IL', zip: '62701',
  occupation: 'Machinist', employment_start_date: '03/01/2015', employment_status: 'A', compensation_type: 'Salary',
  average_work_week: '40', holiday_policy: { Standard_6: 1 },
};

/** One complete beneficiary of portal 11's item form (100%). */
export const VALID_BENEFICIARY = {
  first_name: 'Ann', last_name: 'Stone', birthdate: '02/03/2001', relationship: 'Child', ssn: '123456701', beneficiary_percentage: '100',
};

const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const BOUND_ROUTES: BoundRoute[] = [
  { method: 'GET', path: 'get-dynamic-tabs', input: (id) => ({ enrollment_id: id }) },
  { method: 'GET', path: 'check-tab-required', input: (id) => ({ enrollment_id: id, tab_name: 'primary_health_info' }) },
  { method: 'GET', path: 'get-enrollment-temp-info', input: (id) => ({ enrollment_id: id, column: 'primary_info' }) },
  { method: 'GET', path: 'get-form-fields-personal-info', input: (id) => ({ enrollment_id: id }) },
  { method: 'GET', path: 'get-form-fields-contact-info', input: (id) => ({ enrollment_id: id }) },
  { method: 'GET', path: 'get-form-fields-employer-info', input: (id) => ({ enrollment_id: id }) },
  { method: 'POST', path: 'save-personal-info', input: (id) => ({ enrollment_id: id, ...VALID_PERSONAL }) },
  { method: 'POST', path: 'save-contact-info', input: (id) => ({ enrollment_id: id, ...VALID_CONTACT }) },
  { method: 'POST', path: 'save-employer-info', input: (id) => ({ enrollment_id: id, ...VALID_EMPLOYER }) },
  { method: 'GET', path: 'get-vacation-policy', input: (id) => ({ enrollment_id: id }) },
  { method: 'GET', path: 'get-bargaining-unit', input: (id) => ({ enrollment_id: id }) },
  { method: 'GET', path: 'get-holiday-policy', input: (id) => ({ enrollment_id: id }) },
  { method: 'GET', path: 'get-group-info', input: (id) => ({ enrollment_id: id }) },
  { method: 'POST', path: 'save-enroller-code', input: (id) => ({ enrollment_id: id, enrollerCode: 'ENR-1001' }) },
  { method: 'GET', path: 'check-enroll-code', input: (id) => ({ enrollment_id: id }) },
  { method: 'POST', path: 'save-enrollment', input: (id) => ({ enrollment_id: id, email: 'eve@example.com', tab: 'primary_info' }) },
  { method: 'POST', path: 'save-screenshot', input: (id) => ({ enrollment_id: id, name: 'primary_info', image: png }) },
  { method: 'GET', path: 'get-form-fields-beneficiary-info', input: (id) => ({ enrollment_id: id }) },
  { method: 'GET', path: 'get-beneficiaries-existing-user-enrollment', input: (id) => ({ enrollment_id: id }) },
  { method: 'POST', path: 'validate-single-beneficiary', input: (id) => ({ enrollment_id: id, ...VALID_BENEFICIARY }) },
  { method: 'POST', path: 'save-beneficiary-info', input: (id) => ({ enrollment_id: id, beneficiaries: [VALID_BENEFICIARY] }) },
  { method: 'GET', path: 'get-agreement-texts', input: (id) => ({ enrollment_id: id }) },
  { method: 'GET', path: 'get-form-fields-agreement-info', input: (id) => ({ enrollment_id: id }) },
  { method: 'POST', path: 'save-agreement-info', input: (id) => ({ enrollment_id: id, eprocess: 'applicant', ...acceptAll(11), signature: dataUrl(SIGNED_PNG) }) },
  { method: 'GET', path: 'get-health-questions-primary-health-info', input: (id) => ({ enrollment_id: id }) },
  { method: 'GET', path: 'get-existing-primary-health-info', input: (id) => ({ enrollment_id: id }) },
  { method: 'POST', path: 'save-primary-health-info', input: (id) => ({ enrollment_id: id, ...allNoHealthInfo() }) },
  { method: 'GET', path: 'get-plan-pricing-detail', input: (id) => ({ enrollment_id: id, pid: '301' }) },
  { method: 'GET', path: 'get-plan-pricing-detail-elevate', input: (id) => ({ enrollment_id: id }) },
  { method: 'GET', path: 'get-related-plans', input: (id) => ({ enrollment_id: id, plan_id: '301' }) },
  { method: 'POST', path: 'check-already-in-cart', input: (id) => ({ enrollment_id: id, plan_id: 301, plan_pricing_id: 3011 }) },
  // DEMO0001 holds 401 at this price already: the add answers success and changes nothing.
  { method: 'POST', path: 'add-plan-to-cart', input: (id) => ({ enrollment_id: id, plan_id: 401, plan_pricing_id: 4011 }) },
  { method: 'GET', path: 'get-filtered-plans', input: (id) => ({ enrollment_id: id, categories: 'dental' }) },
  { method: 'GET', path: 'get-left-side-filter-fields', input: (id) => ({ enrollment_id: id }) },
  { method: 'GET', path: 'get-cart-count', input: (id) => ({ enrollment_id: id }) },
  { method: 'GET', path: 'get-cart-amount', input: (id) => ({ enrollment_id: id }) },
  { method: 'GET', path: 'get-cart-effective-dates', input: (id) => ({ enrollment_id: id }) },
  { method: 'GET', path: 'get-suggested-plan-list', input: (id) => ({ enrollment_id: id }) },
  { method: 'GET', path: 'get-suggested-plan-list-new', input: (id) => ({ enrollment_id: id, plan_id: '501' }) },
  { method: 'GET', path: 'get-questions', input: (id) => ({ enrollment_id: id, plan_id: '305', type: 'save' }) },
  {
    method: 'POST', path: 'save-question-answers',
    input: (id) => ({ enrollment_id: id, plan_id: 305, answers: [3051, 3052, 3053].map((question_id) => ({ question_id, yes_no_flag: 0 })) }),
  },
  { method: 'GET', path: 'get-aflac-questions', input: (id) => ({ enrollment_id: id, plan_id: '1201' }) },
  { method: 'POST', path: 'save-aflac-questions', input: (id) => ({ enrollment_id: id, plan_id: 1201, aflac_data: [{ qid: 1, true_condition: 1 }, { qid: 2, true_condition: 1 }, { qid: 3, true_condition: 0 }] }) },
  { method: 'GET', path: 'check-prudential-plan', input: (id) => ({ enrollment_id: id, plan_id: '1901' }) },
  { method: 'GET', path: 'check-disability-plan', input: (id) => ({ enrollment_id: id, plan_id: '1601' }) },
  { method: 'GET', path: 'check-already-answered', input: (id) => ({ enrollment_id: id, plan_id: '305' }) },
  { method: 'POST', path: 'store-temp-dependent-info', input: (id) => ({ enrollment_id: id, plan_id: 1901, dep_dob: '02/02/1986' }) },
  { method: 'GET', path: 'get-temp-dependent-info', input: (id) => ({ enrollment_id: id }) },
];

/** A valid 1x1 PNG data URL. */
export const TINY_PNG = png;
