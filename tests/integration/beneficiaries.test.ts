/**
 * Beneficiary Information's routes (enrollment.md sections 5, 7 and 9): the item form per portal
 * with its validator and the saved list, the relationships lookup, a member's beneficiaries on
 * file, the single-beneficiary check, the save with its list rules, the Save & Continue Later
 * draft and the completion check. Bad input gets 422 at the field and changes nothing.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskSecrets } from '../../adapters/secrets';
import { totalMessage } from '../../domain/beneficiaryRules';
import type { FieldDefinition } from '../../schemas/api/types';
import { BENEFICIARY_FORM_DEFINITIONS } from '../../schemas/demo/beneficiaries';
import { DEMO0001, DEMO0004, DEMO0005, DEMO0006, DEMO0007 } from '../../schemas/demo/enrollments';
import { MESSAGES } from '../../schemas/messages';
import { checkTab } from '../../server/services/tabChecks';
import { API, dataOf, fieldErrors, get, post, resume, type Session } from './helpers/client';
import { restoreEnrollmentsAfterEach } from './helpers/restore';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let d1: Session;
let d4: Session;
let d5: Session;
beforeAll(async () => {
  t = await createTestApp();
  d1 = await resume(t.app, 'DEMO0001', 'demo@example.com');
  d4 = await resume(t.app, 'DEMO0004', 'morgan.lee@example.com');
  d5 = await resume(t.app, 'DEMO0005', 'premier@example.com');
});
afterAll(async () => { await t.close(); });
restoreEnrollmentsAfterEach(() => t.db, [DEMO0001.id, DEMO0004.id, DEMO0005.id]);

const ann = { first_name: 'Ann', last_name: 'Rivera', birthdate: '02/03/2001', relationship: 'Child', ssn: '123456701', beneficiary_percentage: '60' };
const bo = { first_name: 'Bo', last_name: 'Rivera', birthdate: '04/05/1960', relationship: 'Parent', ssn: '123456702', beneficiary_percentage: '40' };

const column = async (id: string) => (await t.db.selectFrom('enrollments').select('benificiary_info').where('id', '=', id).executeTakeFirstOrThrow()).benificiary_info;
const rawColumn = async (id: string) => (await sql<{ text: string | null }>`select benificiary_info::text as text from enrollments where id = ${id}`.execute(t.db)).rows[0].text;
async function formFields(session: Session, id: string) {
  const response = await get(t.app, session, 'get-form-fields-beneficiary-info', { enrollment_id: id });
  return dataOf<{ result: FieldDefinition[]; validator: string; beneficiaries: Record<string, unknown>[] }>(response);
}

describe('GET get-form-fields-beneficiary-info', () => {
  it("answers the portal's item form, its validator and nothing saved (portal 11)", async () => {
    const data = await formFields(d1, DEMO0001.id);
    expect(data.result.map((def) => [def.field_name, def.required, def.read_only])).toEqual(BENEFICIARY_FORM_DEFINITIONS[11]);
    expect(data.validator).toMatch(/^[0-9a-f]{64}$/);
    expect(data.beneficiaries).toEqual([]);
    const module = await t.app.inject({ method: 'GET', url: `${API}/form-validators/${data.validator}.js`, headers: { cookie: d1.cookie! } });
    expect(module.statusCode).toBe(200);
    // The relationship options travel inside the form's schema.
    for (const relationship of ['Spouse', 'Child', 'Parent', 'Sibling', 'Other']) expect(module.body).toContain(`"${relationship}"`);
  });

  it("answers portal 12's form (with a middle name) and the saved list, each numbered, SSNs masked (a beneficiary's SSN is never the caller's)", async () => {
    expect((await formFields(d4, DEMO0004.id)).result.map((def) => def.field_name)).toEqual(BENEFICIARY_FORM_DEFINITIONS[12].map(([name]) => name));
    const seeded = (DEMO0005.benificiary_info?.beneficiaries ?? []) as Record<string, unknown>[];
    expect((await formFields(d5, DEMO0005.id)).beneficiaries).toEqual(seeded.map((item, index) => ({ beneficiary_id: index + 1, ...maskSecrets(item) })));
  });
});

describe('GET get-beneficiary-relationships', () => {
  it('lists Spouse, Child, Parent, Sibling and Other', async () => {
    const data = dataOf<{ result: { value: string; name: string }[] }>(await get(t.app, { cookie: undefined }, 'get-beneficiary-relationships'));
    expect(data.result.map((item) => item.name)).toEqual(['Spouse', 'Child', 'Parent', 'Sibling', 'Other']);
  });
});

describe('GET get-beneficiaries-existing-user-enrollment', () => {
  it("answers member 7001's Alex Lee with the date of birth as dob, his SSN masked even to the member", async () => {
    const data = dataOf<{ result: { beneficiaries: Record<string, unknown>[] } }>(
      await get(t.app, d4, 'get-beneficiaries-existing-user-enrollment', { enrollment_id: DEMO0004.id }),
    );
    expect(data.result.beneficiaries).toEqual([{
      beneficiary_id: expect.any(Number), first_name: 'Alex', last_name: 'Lee', dob: '09/30/1979', relationship: 'Spouse', ssn: 'xxxxx7002', beneficiary_percentage: '100',
    }]);
  });

  it('answers an empty list for an enrollment of no member', async () => {
    const data = dataOf<{ result: { beneficiaries: unknown[] } }>(await get(t.app, d1, 'get-beneficiaries-existing-user-enrollment', { enrollment_id: DEMO0001.id }));
    expect(data.result.beneficiaries).toEqual([]);
  });

  it('keeps the SSN on file sealed at rest', async () => {
    const raw = await sql<{ ssn: string }>`select ssn from member_beneficiaries where member_id = 7001`.execute(t.db);
    expect(raw.rows[0].ssn).toMatch(/^enc:v1:/);
  });
});

describe('POST validate-single-beneficiary', () => {
  const check = (item: Record<string, unknown>) => post(t.app, d1, 'validate-single-beneficiary', { enrollment_id: DEMO0001.id, ...item });

  it('accepts a valid beneficiary, one on file with its beneficiary_id too, and writes nothing', async () => {
    expect(dataOf(await check(ann))).toEqual({});
    expect(dataOf(await check({ ...ann, beneficiary_id: 3 }))).toEqual({});
    expect(await column(DEMO0001.id)).toBeNull();
  });

  it('answers 422 at each field with the spec and catalog messages', async () => {
    const response = await check({ ...ann, first_name: '4nn', birthdate: '01/01/2999', ssn: '12345', beneficiary_percentage: '0', relationship: 'Cousin' });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual(expect.arrayContaining([
      { target_element: 'first_name', error_message: MESSAGES.firstName },
      { target_element: 'birthdate', error_message: MESSAGES.pastDate },
      { target_element: 'ssn', error_message: MESSAGES.ssn },
      { target_element: 'beneficiary_percentage', error_message: MESSAGES.beneficiaryPercentage },
      { target_element: 'relationship', error_message: expect.any(String) },
    ]));
    expect(fieldErrors(await check({ ...ann, beneficiary_percentage: '101' }))).toEqual([
      { target_element: 'beneficiary_percentage', error_message: MESSAGES.beneficiaryPercentage },
    ]);
    const { last_name: _l, ...missing } = ann;
    expect(fieldErrors(await check(missing))).toEqual([{ target_element: 'last_name', error_message: MESSAGES.required }]);
  });
});

describe('POST save-beneficiary-info', () => {
  const save = (beneficiaries: unknown, session = d1, id = DEMO0001.id) => post(t.app, session, 'save-beneficiary-info', { enrollment_id: id, beneficiaries });

  it('stores a list of exactly 100%, SSNs sealed, items numbered, served masked to every reader', async () => {
    expect(dataOf(await save([ann, { ...bo, beneficiary_id: 12 }]))).toEqual({ saved_tab: 'benificiary_info' });
    const raw = await rawColumn(DEMO0001.id);
    expect(raw).not.toContain('123456701');
    expect(raw).toContain('enc:v1:');
    expect((await formFields(d1, DEMO0001.id)).beneficiaries).toEqual([
      { beneficiary_id: 13, ...ann, ssn: 'xxxxx6701' }, { ...bo, beneficiary_id: 12, ssn: 'xxxxx6702' },
    ]);
    const temp = dataOf<{ result: { beneficiaries: { ssn: string }[] } }>(
      await get(t.app, d1, 'get-enrollment-temp-info', { enrollment_id: DEMO0001.id, column: 'benificiary_info' }),
    );
    expect(temp.result.beneficiaries.map((item) => item.ssn)).toEqual(['xxxxx6701', 'xxxxx6702']);
  });

  it.each([
    ['none', [], MESSAGES.beneficiaryNone],
    ['a total below 100', [ann], totalMessage(60)],
    ['a total above 100', [ann, { ...bo, beneficiary_percentage: '41' }], totalMessage(101)],
    ['more than 3', [ann, bo, ann, bo], MESSAGES.beneficiaryMax],
  ])('refuses %s with its message at beneficiaries and writes nothing', async (_name, list, message) => {
    const response = await save(list);
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual([{ target_element: 'beneficiaries', error_message: message }]);
    expect(await column(DEMO0001.id)).toBeNull();
  });

  it("answers each item's errors at beneficiaries.N.field", async () => {
    const response = await save([ann, { ...bo, ssn: '99', birthdate: '' }]);
    expect(fieldErrors(response)).toEqual([
      { target_element: 'beneficiaries.1.birthdate', error_message: MESSAGES.required },
      { target_element: 'beneficiaries.1.ssn', error_message: MESSAGES.ssn },
    ]);
    expect(await column(DEMO0001.id)).toBeNull();
  });

  it('refuses wrong wire types at the field', async () => {
    expect(fieldErrors(await save('x'))).toEqual([{ target_element: 'beneficiaries', error_message: MESSAGES.tooManyItems }]);
    const typed = await save([{ ...ann, ssn: 123456701 }]);
    expect(typed.statusCode).toBe(422);
    expect(fieldErrors(typed)[0].target_element).toBe('beneficiaries.0.ssn');
    expect(await column(DEMO0001.id)).toBeNull();
  });

  it('answers 409 once the enrollment is complete', async () => {
    await t.db.updateTable('enrollments').set({ status: 'completed' }).where('id', '=', DEMO0001.id).execute();
    const response = await save([ann, bo]);
    expect(response.statusCode).toBe(409);
    expect(fieldErrors(response)).toEqual([{ target_element: 'enrollment_id', error_message: MESSAGES.enrollmentComplete }]);
  });
});

describe('POST save-enrollment for Beneficiary Information', () => {
  const later = (data: unknown) => post(t.app, d1, 'save-enrollment', { enrollment_id: DEMO0001.id, email: 'demo@example.com', tab: 'benificiary_info', data });

  it('keeps an unfinished list (formats only: a total below 100, a missing field) and resumes at the tab', async () => {
    const { ssn: _ssn, ...unfinished } = ann;
    expect((await later({ beneficiaries: [unfinished] })).statusCode).toBe(200);
    expect(await column(DEMO0001.id)).toEqual({ beneficiaries: [{ beneficiary_id: 1, ...unfinished }] });
    const row = await t.db.selectFrom('enrollments').select('saved_tab').where('id', '=', DEMO0001.id).executeTakeFirstOrThrow();
    expect(row.saved_tab).toBe('benificiary_info');
  });

  it('refuses a bad format at data.beneficiaries.N.field and a wrong type, storing nothing', async () => {
    expect(fieldErrors(await later({ beneficiaries: [{ ...ann, beneficiary_percentage: '0' }] }))).toEqual([
      { target_element: 'data.beneficiaries.0.beneficiary_percentage', error_message: MESSAGES.beneficiaryPercentage },
    ]);
    const typed = await later({ beneficiaries: [{ ...ann, ssn: 5 }] });
    expect(typed.statusCode).toBe(422);
    expect(fieldErrors(typed)[0].target_element).toBe('data.beneficiaries.0.ssn');
    expect(await column(DEMO0001.id)).toBeNull();
  });
});

describe('completion check of Beneficiary Information', () => {
  const enrollment = (id: string) => t.db.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('passes a saved list of 100% and names the tab when nothing is saved', async () => {
    const context = { db: t.db, services: t.app.services };
    expect(await checkTab('beneficiary_info', { ...context, enrollment: await enrollment(DEMO0005.id) })).toEqual([]);
    expect(await checkTab('beneficiary_info', { ...context, enrollment: await enrollment(DEMO0001.id) })).toEqual([
      { target_element: 'beneficiary_info', error_message: MESSAGES.stepIncomplete },
    ]);
  });

  // The seeded demos that reach the review (DEMO0007 on portal 12, DEMO0006 on portal 11) must pass their portal's rules.
  it.each([DEMO0005, DEMO0006, DEMO0007])("passes $code's seeded beneficiaries", async (demo) => {
    expect(demo.benificiary_info).toBeDefined();
    expect(await checkTab('beneficiary_info', { db: t.db, services: t.app.services, enrollment: await enrollment(demo.id) })).toEqual([]);
  });

  it('answers the field a saved draft left empty', async () => {
    const { ssn: _ssn, ...unfinished } = { ...ann, beneficiary_percentage: '100' };
    await post(t.app, d1, 'save-enrollment', { enrollment_id: DEMO0001.id, email: 'demo@example.com', tab: 'benificiary_info', data: { beneficiaries: [unfinished] } });
    expect(await checkTab('beneficiary_info', { db: t.db, services: t.app.services, enrollment: await enrollment(DEMO0001.id) })).toEqual([
      { target_element: 'beneficiaries.0.ssn', error_message: MESSAGES.required },
    ]);
  });

  it('answers the rule a saved draft breaks', async () => {
    const context = { db: t.db, services: t.app.services };
    await post(t.app, d1, 'save-enrollment', { enrollment_id: DEMO0001.id, email: 'demo@example.com', tab: 'benificiary_info', data: { beneficiaries: [ann] } });
    expect(await checkTab('beneficiary_info', { ...context, enrollment: await enrollment(DEMO0001.id) })).toEqual([
      { target_element: 'beneficiaries', error_message: totalMessage(60) },
    ]);
  });
});
