/**
 * Dependent Information's routes (enrollment.md sections 3, 4, 5, 7 and 9): the item form per
 * portal with its validator and disclaimer, the dependents' health questions, a member's
 * dependents on file filtered by tier, the single-dependent check, the save with the tier rules
 * (birthdate stored year-month-day, employed '0', SSN sealed), the save to the temporary store,
 * delete-dependent-in-IO, the Save & Continue Later draft and the completion check. Bad input
 * gets 422 at the field and changes nothing.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../schemas/api/types';
import { DEPENDENT_DISCLAIMER, DEPENDENT_FORM_DEFINITIONS } from '../../schemas/demo/dependents';
import { DEMO0001, DEMO0004, DEMO0005, DEMO0006, DEMO0007 } from '../../schemas/demo/enrollments';
import { allNoHealthInfo } from '../../schemas/demo/healthQuestions';
import { MESSAGES } from '../../schemas/messages';
import { findEnrollment } from '../../server/db/queries/enrollments';
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

const spouse = { relationship: 'spouse', first_name: 'Robin', last_name: 'Quinn', birthdate: '02/14/1986', gender: '1', ssn: '123450055', height_feet: '5', height_inch: '6' };
const child = { relationship: 'child', first_name: 'Sky', last_name: 'Quinn', birthdate: '03/04/2015', gender: '0', ssn: '123450056', height_feet: '4', height_inch: '2' };

const column = async (id: string) => (await t.db.selectFrom('enrollments').select('dependent_info').where('id', '=', id).executeTakeFirstOrThrow()).dependent_info;
const rawColumn = async (id: string) => (await sql<{ text: string | null }>`select dependent_info::text as text from enrollments where id = ${id}`.execute(t.db)).rows[0].text;
type FieldsData = { result: FieldDefinition[]; validator: string; disclaimer: string; dependents: Record<string, unknown>[]; tier: string; premier: boolean };
const formFields = async (session: Session, id: string) => dataOf<FieldsData>(await get(t.app, session, 'get-form-fields-dependent-primary-info', { enrollment_id: id }));
const save = (session: Session, id: string, dependents: unknown[], path = 'save-dependent-info') => post(t.app, session, path, { enrollment_id: id, dependents });

describe('GET get-form-fields-dependent-primary-info', () => {
  it("answers portal 11's item form, its validator, the disclaimer, tier IF and the premier plan (DEMO0005)", async () => {
    const data = await formFields(d5, DEMO0005.id);
    expect(data.result.map((def) => [def.field_name, def.required, def.read_only])).toEqual(DEPENDENT_FORM_DEFINITIONS[11]);
    expect(data).toMatchObject({ disclaimer: DEPENDENT_DISCLAIMER, dependents: [], tier: 'IF', premier: true });
    const module = await t.app.inject({ method: 'GET', url: `${API}/form-validators/${data.validator}.js`, headers: { cookie: d5.cookie! } });
    expect(module.statusCode).toBe(200);
  });

  it("answers portal 12's form (weight, middle name) and no premier plan (DEMO0004, tier IS)", async () => {
    const data = await formFields(d4, DEMO0004.id);
    expect(data.result.map((def) => def.field_name)).toEqual(DEPENDENT_FORM_DEFINITIONS[12].map(([name]) => name));
    expect(data).toMatchObject({ tier: 'IS', premier: false });
  });
});

describe('GET get-health-questions-dependent-info', () => {
  it("answers the dependents' questions and their form's validator", async () => {
    const data = dataOf<{ result: unknown; validator: string }>(await get(t.app, d5, 'get-health-questions-dependent-info', { enrollment_id: DEMO0005.id }));
    expect(JSON.stringify(data.result)).toContain('question_id');
    expect(data.validator).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('GET get-dependents-existing-user-enrollment', () => {
  it("answers member 7001's spouse Alex Lee (tier IS), birthdate MM/DD/YYYY and SSN masked even to the member", async () => {
    const data = dataOf<{ result: { dependents: Record<string, unknown>[] } }>(
      await get(t.app, d4, 'get-dependents-existing-user-enrollment', { enrollment_id: DEMO0004.id }),
    );
    expect(data.result.dependents).toEqual([{
      dependent_id: expect.any(Number),
      primary_info: {
        relationship: 'spouse', first_name: 'Alex', last_name: 'Lee', birthdate: '09/30/1979', gender: '0', ssn: 'xxxxx7002',
        weight: '175', height_feet: '5', height_inch: '11', employed: '0',
      },
    }]);
  });

  it('filters by tier (IC: no spouse) and answers [] for an enrollment of no member', async () => {
    await t.db.updateTable('enrollments').set({ filter_info: JSON.stringify({ ...DEMO0004.filter_info, tier: 'IC' }) }).where('id', '=', DEMO0004.id).execute();
    const data = dataOf<{ result: { dependents: unknown[] } }>(await get(t.app, d4, 'get-dependents-existing-user-enrollment', { enrollment_id: DEMO0004.id }));
    expect(data.result.dependents).toEqual([]);
    const none = dataOf<{ result: { dependents: unknown[] } }>(await get(t.app, d1, 'get-dependents-existing-user-enrollment', { enrollment_id: DEMO0001.id }));
    expect(none.result.dependents).toEqual([]);
  });
});

describe('POST validate-single-dependent', () => {
  it('accepts a valid dependent and answers 422 at its fields otherwise', async () => {
    expect((await post(t.app, d5, 'validate-single-dependent', { enrollment_id: DEMO0005.id, primary_info: spouse })).statusCode).toBe(200);
    const { ssn: _ssn, ...noSsn } = spouse;
    const refused = await post(t.app, d5, 'validate-single-dependent', { enrollment_id: DEMO0005.id, primary_info: { ...noSsn, birthdate: '01/01/2999' } });
    expect(refused.statusCode).toBe(422);
    expect(fieldErrors(refused)).toEqual(expect.arrayContaining([
      { target_element: 'ssn', error_message: MESSAGES.required }, { target_element: 'birthdate', error_message: MESSAGES.pastDate },
    ]));
  });
});

describe("a dependent's health_info", () => {
  it('is checked against the dependents\' questions (errors at health_info.<path>, in a list at dependents.N.health_info.<path>) and stored', async () => {
    const health = allNoHealthInfo() as { condition_questions: Record<string, unknown>[] };
    expect((await post(t.app, d5, 'validate-single-dependent', { enrollment_id: DEMO0005.id, primary_info: spouse, health_info: health })).statusCode).toBe(200);
    const unanswered = { ...health, condition_questions: health.condition_questions.map((q, i) => (i === 0 ? { ...q, yes_no_flag: 1 } : q)) };
    const refused = fieldErrors(await post(t.app, d5, 'validate-single-dependent', { enrollment_id: DEMO0005.id, primary_info: spouse, health_info: unanswered }));
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((e) => e.target_element.startsWith('health_info.condition_questions.0.'))).toBe(true);
    const listed = fieldErrors(await save(d5, DEMO0005.id, [{ primary_info: spouse, health_info: unanswered }, { primary_info: child }]));
    expect(listed.every((e) => e.target_element.startsWith('dependents.0.health_info.condition_questions.0.'))).toBe(true);
    expect((await save(d5, DEMO0005.id, [{ primary_info: spouse, health_info: health }, { primary_info: child }])).statusCode).toBe(200);
    const stored = await column(DEMO0005.id) as { dependents: { health_info?: { condition_questions: unknown[] } }[] };
    expect(stored.dependents[0].health_info?.condition_questions).toHaveLength(health.condition_questions.length);
    expect(stored.dependents[1].health_info).toBeUndefined();
  });
});

describe('POST save-dependent-info', () => {
  it('stores the list with birthdates year-month-day, employed 0, ids and sealed SSNs; the form answers them MM/DD/YYYY, SSNs masked', async () => {
    const response = await save(d5, DEMO0005.id, [{ primary_info: spouse }, { primary_info: child }]);
    expect(response.statusCode).toBe(200);
    const stored = await column(DEMO0005.id) as { dependents: { dependent_id: number; primary_info: Record<string, unknown> }[] };
    expect(stored.dependents.map((d) => [d.dependent_id, d.primary_info.birthdate, d.primary_info.employed])).toEqual([[1, '1986-02-14', '0'], [2, '2015-03-04', '0']]);
    expect(await rawColumn(DEMO0005.id)).not.toContain('123450055');
    expect((await formFields(d5, DEMO0005.id)).dependents.map((d) => d.primary_info)).toEqual([
      { ...spouse, ssn: 'xxxxx0055', employed: '0' }, { ...child, ssn: 'xxxxx0056', employed: '0' },
    ]);
  });

  it('refuses too few for IF, a second spouse and field errors at dependents.N.field, writing nothing', async () => {
    expect(fieldErrors(await save(d5, DEMO0005.id, [{ primary_info: spouse }]))).toEqual([
      { target_element: 'dependents', error_message: MESSAGES.dependentsNeeded.replace('{count}', '2') },
    ]);
    expect(fieldErrors(await save(d5, DEMO0005.id, [{ primary_info: spouse }, { primary_info: spouse }]))).toEqual([
      { target_element: 'dependents', error_message: MESSAGES.dependentRelationship.replace('{relationship}', 'spouse') },
    ]);
    expect(fieldErrors(await save(d5, DEMO0005.id, [{ primary_info: spouse }, { primary_info: { ...child, first_name: '' } }]))).toEqual(
      expect.arrayContaining([{ target_element: 'dependents.1.first_name', error_message: MESSAGES.required }]),
    );
    expect(await column(DEMO0005.id)).toBeNull();
  });

  it('shows the L713 message for a premier IC enrollment with two children', async () => {
    await t.db.updateTable('enrollments').set({ filter_info: JSON.stringify({ ...DEMO0005.filter_info, tier: 'IC' }) }).where('id', '=', DEMO0005.id).execute();
    expect(fieldErrors(await save(d5, DEMO0005.id, [{ primary_info: child }, { primary_info: { ...child, first_name: 'Lake' } }]))).toEqual([
      { target_element: 'dependents', error_message: MESSAGES.dependentL713 },
    ]);
  });

  it("follows the cart at each save: the same IC list is refused with the premier plan and stored once it leaves the cart", async () => {
    await t.db.updateTable('enrollments').set({ filter_info: JSON.stringify({ ...DEMO0005.filter_info, tier: 'IC' }) }).where('id', '=', DEMO0005.id).execute();
    const children = [{ primary_info: child }, { primary_info: { ...child, first_name: 'Lake' } }];
    expect(fieldErrors(await save(d5, DEMO0005.id, children))).toEqual([{ target_element: 'dependents', error_message: MESSAGES.dependentL713 }]);
    // Behind the app: the cart's premier line goes; the next save reads the cart with its session's statement.
    await t.db.deleteFrom('cart_items').where('enrollment_id', '=', DEMO0005.id)
      .where('plan_id', 'in', (eb) => eb.selectFrom('plans').select('id').where('plan_type', '=', 'MM')).execute();
    expect((await save(d5, DEMO0005.id, children)).statusCode).toBe(200);
    expect(await column(DEMO0005.id)).toMatchObject({ dependents: [{ primary_info: { first_name: 'Sky' } }, { primary_info: { first_name: 'Lake' } }] });
  });

  it('answers 409 once the enrollment is complete', async () => {
    await t.db.updateTable('enrollments').set({ status: 'completed' }).where('id', '=', DEMO0005.id).execute();
    expect((await save(d5, DEMO0005.id, [{ primary_info: spouse }, { primary_info: child }])).statusCode).toBe(409);
  });
});

describe('POST save-dependent-info-to-temp and delete-dependent-in-IO', () => {
  it('keeps an unfinished list (formats only), refuses a bad format, and empties the list', async () => {
    const { ssn: _ssn, ...unfinished } = spouse;
    expect((await save(d5, DEMO0005.id, [{ primary_info: unfinished }], 'save-dependent-info-to-temp')).statusCode).toBe(200);
    expect(await column(DEMO0005.id)).toMatchObject({ dependents: [{ dependent_id: 1, primary_info: { first_name: 'Robin', birthdate: '1986-02-14' } }] });
    expect(fieldErrors(await save(d5, DEMO0005.id, [{ primary_info: { ...spouse, ssn: '12' } }], 'save-dependent-info-to-temp'))).toEqual([
      { target_element: 'dependents.0.ssn', error_message: MESSAGES.ssn },
    ]);
    expect((await post(t.app, d5, 'delete-dependent-in-IO', { enrollment_id: DEMO0005.id })).statusCode).toBe(200);
    expect(await column(DEMO0005.id)).toEqual({ dependents: [] });
  });
});

describe('POST save-enrollment for Dependent Information', () => {
  it('keeps a draft at data.dependents and refuses a bad format there', async () => {
    const later = (data: unknown) => post(t.app, d1, 'save-enrollment', { enrollment_id: DEMO0001.id, email: 'demo@example.com', tab: 'dependent_info', data });
    expect((await later({ dependents: [{ primary_info: { first_name: 'Robin' } }] })).statusCode).toBe(200);
    expect(fieldErrors(await later({ dependents: [{ primary_info: { ...spouse, ssn: '12' } }] }))).toEqual([
      { target_element: 'data.dependents.0.ssn', error_message: MESSAGES.ssn },
    ]);
  });
});

describe('completion check of Dependent Information', () => {
  const enrollment = async (id: string) => (await findEnrollment(t.db, id))!;

  it("passes DEMO0007's seeded spouse and DEMO0006's empty IO list; names the tab when nothing is saved", async () => {
    const context = { db: t.db, services: t.app.services };
    for (const demo of [DEMO0007, DEMO0006]) expect(await checkTab('dependent_info', { ...context, enrollment: await enrollment(demo.id) })).toEqual([]);
    expect(await checkTab('dependent_info', { ...context, enrollment: await enrollment(DEMO0001.id) })).toEqual([
      { target_element: 'dependent_info', error_message: MESSAGES.stepIncomplete },
    ]);
  });
});
