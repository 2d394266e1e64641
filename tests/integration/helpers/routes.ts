/** Every route of the slice bound to an enrollment, with a valid request for a given enrollment id. */
export interface BoundRoute { method: 'GET' | 'POST'; path: string; input: (id: string) => Record<string, unknown> }

const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const BOUND_ROUTES: BoundRoute[] = [
  { method: 'GET', path: 'get-dynamic-tabs', input: (id) => ({ enrollment_id: id }) },
  { method: 'GET', path: 'check-tab-required', input: (id) => ({ enrollment_id: id, tab_name: 'primary_health_info' }) },
  { method: 'GET', path: 'get-enrollment-temp-info', input: (id) => ({ enrollment_id: id, column: 'primary_info' }) },
  { method: 'GET', path: 'get-form-fields-personal-info', input: (id) => ({ enrollment_id: id }) },
  { method: 'GET', path: 'get-form-fields-contact-info', input: (id) => ({ enrollment_id: id }) },
  { method: 'GET', path: 'get-form-fields-employer-info', input: (id) => ({ enrollment_id: id }) },
  { method: 'POST', path: 'save-personal-info', input: (id) => ({ enrollment_id: id, first_name: 'Eve' }) },
  { method: 'POST', path: 'save-contact-info', input: (id) => ({ enrollment_id: id, city: 'Springfield' }) },
  { method: 'POST', path: 'save-employer-info', input: (id) => ({ enrollment_id: id, name: 'Acme' }) },
  { method: 'GET', path: 'get-vacation-policy', input: (id) => ({ enrollment_id: id }) },
  { method: 'GET', path: 'get-bargaining-unit', input: (id) => ({ enrollment_id: id }) },
  { method: 'GET', path: 'get-holiday-policy', input: (id) => ({ enrollment_id: id }) },
  { method: 'GET', path: 'get-group-info', input: (id) => ({ enrollment_id: id }) },
  { method: 'POST', path: 'save-enroller-code', input: (id) => ({ enrollment_id: id, enrollerCode: 'ENR-1001' }) },
  { method: 'GET', path: 'check-enroll-code', input: (id) => ({ enrollment_id: id }) },
  { method: 'POST', path: 'save-enrollment', input: (id) => ({ enrollment_id: id, email: 'eve@example.com', tab: 'primary_info' }) },
  { method: 'POST', path: 'save-screenshot', input: (id) => ({ enrollment_id: id, name: 'primary_info', image: png }) },
];

/** A valid 1x1 PNG data URL. */
export const TINY_PNG = png;
