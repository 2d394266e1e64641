/** save-personal/contact/employer-info: the spec's messages, nothing written on errors, SSN encrypted at rest. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../schemas/api/types';
import { DEMO0001, DEMO0002, DEMO0004 } from '../../schemas/demo/enrollments';
import { MESSAGES } from '../../schemas/messages';
import { dataOf, fieldErrors, get, messageAt, post, resume, type Session } from './helpers/client';
import { restoreEnrollmentsAfterEach } from './helpers/restore';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let d1: Session;
let d2: Session;
let d4: Session;
beforeAll(async () => {
  t = await createTestApp();
  d1 = await resume(t.app, 'DEMO0001', 'demo@example.com');
  d2 = await resume(t.app, 'DEMO0002', 'group@example.com');
  d4 = await resume(t.app, 'DEMO0004', 'morgan.lee@example.com');
});
afterAll(async () => { await t.close(); });
// Saves change the demo rows (a retired-employee test expects DEMO0002's employer tab still empty): each test starts from the seed.
restoreEnrollmentsAfterEach(() => t.db, [DEMO0001.id, DEMO0002.id, DEMO0004.id]);

const row = (id: string) => t.db.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const rawColumn = async (id: string, column: 'primary_info' | 'contact_info' | 'employer_info') =>
  (await sql<{ text: string | null }>`select ${sql.ref(column)}::text as text from enrollments where id = ${id}`.execute(t.db)).rows[0].text;

const personal = {
  enrollment_id: DEMO0001.id, first_name: 'Casey', last_name: 'Rivera', marital_status: '1', ssn: '123456789',
  height_feet: '5', height_inch: '7', prior_coverage_flag: '0',
};
const contact = {
  enrollment_id: DEMO0001.id, email_address: 'casey.rivera@example.com', phone_number: '5552223333', address1: '1 Elm St', city: 'Springfield',
};
const employer = {
  enrollment_id: DEMO0002.id, name: 'Acme Manufacturing', phone: '5552170100', address1: '100 Main St', city: 'Springfield', state: 'IL',
  zip: '62701', average_work_week: '40', employment_start_date: '01/15/2020', occupation: 'Welder', compensation_type: 'Salary',
  employment_status: 'A', emp_industry: 'Manufacturing', holiday_policy: { Standard_6: 1, Birthday: 1 },
};

describe('save-personal-info', () => {
  it('answers each rule with the spec message and writes nothing', async () => {
    const before = await row(DEMO0001.id);
    const response = await post(t.app, d1, 'save-personal-info', {
      ...personal, first_name: '1Casey', last_name: '', ssn: '12345', height_feet: '0', height_inch: '12',
      prior_coverage_flag: '1', prior_effective_date: '13/01/2020', ethnic_category: '12',
    });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual(expect.arrayContaining([
      { target_element: 'first_name', error_message: MESSAGES.firstName },
      { target_element: 'last_name', error_message: MESSAGES.required },
      { target_element: 'ssn', error_message: MESSAGES.ssn },
      { target_element: 'height_feet', error_message: MESSAGES.heightFeet },
      { target_element: 'height_inch', error_message: MESSAGES.heightInch },
      { target_element: 'prior_carrier_name', error_message: MESSAGES.required },
      { target_element: 'prior_effective_date', error_message: MESSAGES.date },
      { target_element: 'ethnic_category_other_type', error_message: MESSAGES.required },
    ]));
    expect(await row(DEMO0001.id)).toEqual(before);
  });

  it("checks portal 12's weight rule", async () => {
    const response = await post(t.app, d2, 'save-personal-info', { ...personal, enrollment_id: DEMO0002.id, weight: '0' });
    expect(messageAt(response, 'weight')).toBe(MESSAGES.weight);
  });

  it('saves, keeps read-only values, drops hidden ones and stores the SSN only as ciphertext', async () => {
    const response = await post(t.app, d1, 'save-personal-info', {
      ...personal, birthdate: '01/01/2000', gender: '0', prior_carrier_name: 'Hidden Carrier',
    });
    expect(dataOf(response)).toEqual({ saved_tab: 'primary_info' });
    const stored = (await row(DEMO0001.id)).primary_info as Record<string, unknown>;
    expect(stored.birthdate).toBe('06/15/1985');
    expect(stored.gender).toBe(DEMO0001.filter_info.gender);
    expect(stored).not.toHaveProperty('prior_carrier_name');
    expect(String(stored.ssn)).toMatch(/^enc:v1:/);
    expect(await rawColumn(DEMO0001.id, 'primary_info')).not.toContain('123456789');
    const defs = dataOf<{ result: FieldDefinition[] }>(await get(t.app, d1, 'get-form-fields-personal-info', { enrollment_id: DEMO0001.id })).result;
    expect(defs.find((def) => def.field_name === 'ssn')?.value).toBe('123456789');
    const temp = dataOf<{ result: Record<string, unknown> }>(
      await get(t.app, d1, 'get-enrollment-temp-info', { enrollment_id: DEMO0001.id, column: 'primary_info' }),
    );
    expect(temp.result.ssn).toBe('xxxxx6789');
  });

  it('the seeded SSNs are ciphertext too', async () => {
    expect(await rawColumn(DEMO0004.id, 'primary_info')).not.toContain('123457001');
  });
});

describe('save-contact-info', () => {
  it('answers format errors with the spec messages', async () => {
    const response = await post(t.app, d1, 'save-contact-info', { ...contact, email_address: 'casey@', phone_number: '555' });
    expect(messageAt(response, 'email_address')).toBe(MESSAGES.email);
    expect(messageAt(response, 'phone_number')).toBe(MESSAGES.phone);
  });

  it("refuses a member's e-mail and phone for a new member, and writes nothing", async () => {
    const before = await row(DEMO0001.id);
    const response = await post(t.app, d1, 'save-contact-info', { ...contact, email_address: 'Morgan.Lee@example.com', phone_number: '5553337001' });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual([
      { target_element: 'email_address', error_message: MESSAGES.emailExists },
      { target_element: 'phone_number', error_message: MESSAGES.phoneExists },
    ]);
    expect(await row(DEMO0001.id)).toEqual(before);
  });

  it('lets member 7001 re-enroll with its own e-mail and phone (existing-user)', async () => {
    const response = await post(t.app, d4, 'save-contact-info', {
      enrollment_id: DEMO0004.id, email_address: 'morgan.lee@example.com', phone_number: '5553337001', address1: '9 Lake Rd', city: 'Springfield',
      birth_state: 'IL', birth_city: 'Peoria',
    });
    expect(dataOf(response)).toEqual({ saved_tab: 'contact_info' });
  });

  it('saves with state and zip kept from checkout and with_validation as 1', async () => {
    expect(dataOf(await post(t.app, d1, 'save-contact-info', { ...contact, state: 'NY', zip: '10001', with_validation: 1 }))).toEqual({ saved_tab: 'contact_info' });
    expect((await row(DEMO0001.id)).contact_info).toEqual({
      email_address: 'casey.rivera@example.com', phone_number: '5552223333', address1: '1 Elm St', city: 'Springfield', state: 'IL', zip: '62701',
      with_validation: 1,
    });
  });

  it('refuses an unknown birth state', async () => {
    const response = await post(t.app, d1, 'save-contact-info', { ...contact, birth_state: 'ZZ' });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response).map((error) => error.target_element)).toEqual(['birth_state']);
  });
});

describe('save-employer-info', () => {
  it('blocks a retired employee with the spec message', async () => {
    const response = await post(t.app, d2, 'save-employer-info', { ...employer, employment_status: 'R' });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual([{ target_element: 'employment_status', error_message: MESSAGES.retiredEmployer }]);
    expect((await row(DEMO0002.id)).employer_info).toBeNull();
  });

  it('requires a holiday policy, a 5-digit zip and a valid employer name', async () => {
    const { holiday_policy: _omit, ...rest } = employer;
    const response = await post(t.app, d2, 'save-employer-info', { ...rest, zip: '627', name: '!' });
    expect(messageAt(response, 'holiday_policy')).toBe(MESSAGES.holidayPolicy);
    expect(messageAt(response, 'zip')).toBe(MESSAGES.zip);
    expect(messageAt(response, 'name')).toBe(MESSAGES.employerName);
    const none = await post(t.app, d2, 'save-employer-info', { ...employer, holiday_policy: { Standard_6: 0 } });
    expect(messageAt(none, 'holiday_policy')).toBe(MESSAGES.holidayPolicy);
  });

  it('asks the USPS validator when with_validation is 1', async () => {
    const response = await post(t.app, d2, 'save-employer-info', { ...employer, state: 'ZZ', with_validation: 1 });
    expect(fieldErrors(response)).toEqual([{ target_element: 'address1', error_message: MESSAGES.addressInvalid }]);
  });

  it('saves holiday_policy as an object of 0/1 for every key', async () => {
    expect(dataOf(await post(t.app, d2, 'save-employer-info', { ...employer, with_validation: 1 }))).toEqual({ saved_tab: 'employer_info' });
    expect((await row(DEMO0002.id)).employer_info).toMatchObject({
      holiday_policy: { Standard_6: 1, Presendents_Day: 0, Columbus_Day: 0, Religious_Days: 0, Birthday: 1, Floating_Day: 0 },
      with_validation: 1,
    });
  });
});

describe('concurrency', () => {
  it('two tabs of one enrollment saved at the same time both persist', async () => {
    const results = await Promise.all([
      post(t.app, d2, 'save-personal-info', { ...personal, enrollment_id: DEMO0002.id, first_name: 'Jordan', weight: '170' }),
      post(t.app, d2, 'save-contact-info', {
        enrollment_id: DEMO0002.id, email_address: 'jordan@example.com', phone_number: '5552224444', address1: '3 Pine St', city: 'Springfield',
        birth_state: 'IL', birth_city: 'Chicago',
      }),
      post(t.app, d2, 'save-employer-info', { ...employer, occupation: 'Foreman' }),
    ]);
    expect(results.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const stored = await row(DEMO0002.id);
    expect(stored.primary_info?.first_name).toBe('Jordan');
    expect(stored.contact_info?.email_address).toBe('jordan@example.com');
    expect(stored.employer_info?.occupation).toBe('Foreman');
  });
});
