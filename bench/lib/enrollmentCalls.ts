/**
 * The enrollment calls the API load makes before it loads a case: binding a session by continue
 * code and e-mail, and the save bodies it repeats (each checked once, so a body the server refuses
 * fails the bench instead of measuring 422s).
 */
import type { FieldDefinition } from '../../schemas/api/types';

/** DEMO0001's enrollment: the one the load binds to, reads and saves. */
export const ENROLLMENT_ID = 'de000001-0000-4000-8000-000000000001';

/** What we type on top of the saved values: a valid personal-info save for DEMO0001 (portal 11). */
const PERSONAL_OVERRIDES: Record<string, string> = {
  first_name: 'Avery',
  last_name: 'Quinn',
  marital_status: '1',
  ssn: '123456789',
  height_feet: '5',
  height_inch: '7',
  prior_coverage_flag: '0',
};

/** Binds a new session to an enrollment (DEMO0001 by default) by its continue code and e-mail, and returns its cookie (name=value). */
export async function bindSession(url: string, code = 'DEMO0001', email = 'demo@example.com'): Promise<string> {
  const response = await fetch(`${url}/api/v1/continue-enrollment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, email }),
  });
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).find((pair) => pair.startsWith('bs_sid='));
  if (!response.ok || !cookie) throw new Error(`continue-enrollment answered ${response.status} without a bs_sid cookie`);
  return cookie;
}

/**
 * A save body built from the form's own field definitions: every saved or prefilled value
 * (read-only birthdate and gender included) plus valid values for the rest of the required fields.
 */
export async function personalSaveBody(url: string, cookie: string, enrollmentId = ENROLLMENT_ID): Promise<string> {
  const response = await fetch(`${url}/api/v1/get-form-fields-personal-info?enrollment_id=${enrollmentId}`, { headers: { cookie } });
  const envelope = (await response.json()) as { status: string; data: { result: FieldDefinition[] } };
  if (!response.ok || envelope.status !== 'success') throw new Error(`get-form-fields-personal-info answered ${response.status}`);
  const body: Record<string, unknown> = { enrollment_id: enrollmentId };
  for (const def of envelope.data.result) {
    if (def.value !== null && def.value !== undefined && def.value !== '') body[def.field_name] = def.value;
  }
  for (const [name, value] of Object.entries(PERSONAL_OVERRIDES)) {
    if (envelope.data.result.some((def) => def.field_name === name)) body[name] = value;
  }
  return checkedSave(url, cookie, 'save-personal-info', body);
}

/** Sends one save first, so a body the server refuses fails the bench instead of measuring 422s. */
export async function checkedSave(url: string, cookie: string, route: string, body: Record<string, unknown>): Promise<string> {
  const json = JSON.stringify(body);
  const check = await fetch(`${url}/api/v1/${route}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: json });
  if (!check.ok) throw new Error(`${route} rejected the bench body (${check.status}): ${await check.text()}`);
  return json;
}

/**
 * An EFT save of DEMO0001 (portal 11 offers EFT): every field of section 3, the routing number
 * one the local lookup knows, so each request runs the whole save (validation, lookup, sealing, UPDATE).
 */
export const BILLING_SAVE = {
  enrollment_id: ENROLLMENT_ID, payment_method: 'eft', bill_date: '28', account_name: 'Avery Quinn', account_number: '123456789012',
  routing_number: '123456780', bank_name: 'First Demo Bank', account_type: 'checking', account_holder_type: 'individual',
};

/** DEMO0001 is tier IS: its one spouse, every field of portal 11's dependent form (validated, SSN sealed, stored). */
export const DEPENDENT_SAVE = {
  enrollment_id: ENROLLMENT_ID,
  dependents: [{ primary_info: { relationship: 'spouse', first_name: 'Robin', last_name: 'Quinn', birthdate: '02/14/1986', gender: '1', ssn: '123450055', height_feet: '5', height_inch: '6' } }],
};
