/**
 * The Health Questions routes: the questions per portal and group with their form's validator,
 * the member's health info on file, and the save: checked with the shared adapters (errors at
 * the spec's dotted targets, nothing written), stored in its wire shape with health_track set;
 * Save & Continue Later's draft (formats only) and the tab's completion check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthInfo } from '../../schemas/api/types';
import { DEMO0001, DEMO0004, DEMO_ENROLLMENTS, DEMO0007 } from '../../schemas/demo/enrollments';
import { allNoHealthInfo, DEMO_HEALTH_QUESTIONS } from '../../schemas/demo/healthQuestions';
import { MESSAGES } from '../../schemas/messages';
import { findEnrollment } from '../../server/db/queries/enrollments';
import { checkTab } from '../../server/services/tabChecks';
import { API, dataOf, fieldErrors, get, post, resume, type Session } from './helpers/client';
import { restoreEnrollmentsAfterEach } from './helpers/restore';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let d1: Session;
let d4: Session;
beforeAll(async () => {
  t = await createTestApp();
  d1 = await resume(t.app, DEMO0001.code, DEMO0001.email);
  d4 = await resume(t.app, DEMO0004.code, DEMO0004.email);
});
afterAll(async () => { await t.close(); });
restoreEnrollmentsAfterEach(() => t.db, [DEMO0001.id, DEMO0004.id]);

const CONDITION_IDS = [140, 141, 145, 146, 147];
const text = (id: number) => DEMO_HEALTH_QUESTIONS.find((q) => q.question_id === id)!.question_text;

/** Health info answering No everywhere but where `changes` says (rows by question id). */
function answers(changes: Record<number, Record<string, unknown>> = {}, medication: Record<string, unknown> = {}, notes?: string): HealthInfo {
  const info = allNoHealthInfo() as unknown as HealthInfo;
  return {
    condition_questions: info.condition_questions.map((row) => ({ ...row, ...changes[row.question_id] })),
    medication_question: { ...info.medication_question!, ...medication },
    ...(notes !== undefined && { notes }),
  };
}

const ANGINA = { health_condition: 'Angina', date_of_onset: '02/03/2020', is_treatment: '1', is_medicate: '0', d_last_seen: '01/15/2026' };
const save = (session: Session, id: string, info: unknown) => post(t.app, session, 'save-primary-health-info', { enrollment_id: id, ...(info as object) });
const row = async (id: string) => t.db.selectFrom('enrollments').select(['health_info', 'health_track']).where('id', '=', id).executeTakeFirstOrThrow();
const messages = (response: Parameters<typeof fieldErrors>[0]) => Object.fromEntries(fieldErrors(response).map((e) => [e.target_element, e.error_message]));

describe('get-health-questions-primary-health-info', () => {
  it('answers the portal\'s condition questions (codition_questions), the medication question and the form\'s validator module', async () => {
    const data = dataOf<{ result: { codition_questions: { question_id: number; layout: string }[]; medication_question: unknown }; validator: string }>(
      await get(t.app, d1, 'get-health-questions-primary-health-info', { enrollment_id: DEMO0001.id }),
    );
    expect(data.result.codition_questions.map((q) => [q.question_id, q.layout])).toEqual([
      [140, 'condition'], [141, 'condition'], [145, 'yes_no'], [146, 'special_condition'], [147, 'special_condition'],
    ]);
    // Each question says its language, to an English caller too (issue 18), as every content answer does.
    expect(data.result.medication_question).toEqual({ question_id: 150, question_text: text(150), layout: 'medication', content_lang: 'en' });
    const module = await t.app.inject({ method: 'GET', url: `${API}/form-validators/${data.validator}.js`, headers: { cookie: d1.cookie! } });
    expect(module.statusCode).toBe(200);
    expect(module.body).toContain('export const schema');
  });

  it('answers a group\'s own questions instead of its portal\'s when the group has some', async () => {
    await t.db.insertInto('health_questions').values([
      { scope: 'group', scope_id: 2001, audience: 'primary', question_id: 901, question_text: 'Do you use tobacco?', layout: 'yes_no', position: 0 },
    ]).execute();
    try {
      const data = dataOf<{ result: { codition_questions: { question_id: number }[]; medication_question: unknown } }>(
        await get(t.app, d4, 'get-health-questions-primary-health-info', { enrollment_id: DEMO0004.id }),
      );
      expect(data.result).toEqual({ codition_questions: [{ question_id: 901, question_text: 'Do you use tobacco?', layout: 'yes_no', content_lang: 'en' }], medication_question: null });
    } finally {
      await t.db.deleteFrom('health_questions').where('scope', '=', 'group').execute();
    }
  });
});

describe('get-existing-primary-health-info', () => {
  it('answers the member\'s health info on file, and null for an enrollment without a member', async () => {
    expect(dataOf(await get(t.app, d4, 'get-existing-primary-health-info', { enrollment_id: DEMO0004.id }))).toEqual({ result: allNoHealthInfo() });
    expect(dataOf(await get(t.app, d1, 'get-existing-primary-health-info', { enrollment_id: DEMO0001.id }))).toEqual({ result: null });
  });

  it('is refused to a session the enrollment is not bound to', async () => {
    expect((await get(t.app, d1, 'get-existing-primary-health-info', { enrollment_id: DEMO0004.id })).statusCode).toBe(403);
  });
});

describe('save-primary-health-info', () => {
  it('stores a Yes with its details and medication rows (empty rows dropped, ids and texts the server\'s), sets health_track', async () => {
    const info = answers(
      { 140: { yes_no_flag: 1, question_text: 'edited by the client', conditions: [ANGINA] }, 146: { yes_no_flag: 1, conditions: [{ condition: 'Anxiety', status: 'Recovered', last_seen_by_physician: '05/01/2025', physician_name: 'Dr. Ada Park' }] } },
      { yes_no_flag: 1, medications: [{ medication: 'Aspirin', dosage: '81 mg', medical_condition: 'Angina' }, {}, { medication: '', dosage: '' }] },
      ' Seen yearly ',
    );
    expect(dataOf(await save(d1, DEMO0001.id, info))).toEqual({ saved_tab: 'health_info' });
    const saved = await row(DEMO0001.id);
    expect(saved.health_track).toBe(true);
    expect(saved.health_info).toEqual({
      condition_questions: CONDITION_IDS.map((id) => ({
        question_id: id, question_text: text(id),
        yes_no_flag: id === 140 || id === 146 ? 1 : 0,
        conditions: id === 140 ? [ANGINA] : id === 146 ? [{ condition: 'Anxiety', status: 'Recovered', last_seen_by_physician: '05/01/2025', physician_name: 'Dr. Ada Park' }] : [],
      })),
      medication_question: { question_id: 150, question_text: text(150), yes_no_flag: 1, medications: [{ medication: 'Aspirin', dosage: '81 mg', medical_condition: 'Angina' }] },
      notes: 'Seen yearly',
    });
    expect(dataOf(await get(t.app, d1, 'get-enrollment-temp-info', { enrollment_id: DEMO0001.id, column: 'health_info' }))).toEqual({ result: saved.health_info });
  });

  it('drops the details of a No and never stores them', async () => {
    const info = answers({ 141: { yes_no_flag: 0, conditions: [ANGINA] } }, { yes_no_flag: 0, medications: [{ medication: 'Aspirin', dosage: '81 mg', medical_condition: 'x' }] });
    dataOf(await save(d1, DEMO0001.id, info));
    const { condition_questions, medication_question } = answers();
    expect((await row(DEMO0001.id)).health_info).toEqual({ condition_questions, medication_question });
  });

  it('answers the spec\'s dotted targets for missing and malformed details, and writes nothing', async () => {
    const before = await row(DEMO0001.id);
    const response = await save(d1, DEMO0001.id, answers(
      { 140: { yes_no_flag: 1, conditions: [{ health_condition: 'Angina', date_of_onset: '02/30/2020' }] }, 145: { yes_no_flag: undefined }, 147: { yes_no_flag: 1 } },
      { yes_no_flag: 1, medications: [{ medication: 'Aspirin', dosage: '81 mg', medical_condition: 'Angina' }, { dosage: '5 mg' }] },
    ));
    expect(response.statusCode).toBe(422);
    expect(messages(response)).toEqual({
      'condition_questions.0.conditions.0.date_of_onset': MESSAGES.date,
      'condition_questions.0.conditions.0.is_treatment': MESSAGES.required,
      'condition_questions.0.conditions.0.is_medicate': MESSAGES.required,
      'condition_questions.0.conditions.0.d_last_seen': MESSAGES.required,
      'condition_questions.2.yes_no_flag': MESSAGES.required,
      'condition_questions.4.conditions.0.condition': MESSAGES.required,
      'condition_questions.4.conditions.0.status': MESSAGES.required,
      'condition_questions.4.conditions.0.last_seen_by_physician': MESSAGES.required,
      'condition_questions.4.conditions.0.physician_name': MESSAGES.required,
      'medication_question.medications.1.medication': MESSAGES.required,
      'medication_question.medications.1.medical_condition': MESSAGES.required,
    });
    expect(await row(DEMO0001.id)).toEqual(before);
  });

  it('asks for medication row 1 when the medication answer is Yes', async () => {
    const response = await save(d1, DEMO0001.id, answers({}, { yes_no_flag: 1, medications: [] }));
    expect(messages(response)).toEqual({
      'medication_question.medications.0.medication': MESSAGES.required,
      'medication_question.medications.0.dosage': MESSAGES.required,
      'medication_question.medications.0.medical_condition': MESSAGES.required,
    });
  });

  it('refuses more than 3 medication rows, wrong wire types and answers to other questions, writing nothing', async () => {
    const before = await row(DEMO0001.id);
    const med = { medication: 'Aspirin', dosage: '81 mg', medical_condition: 'Angina' };
    expect(messages(await save(d1, DEMO0001.id, answers({}, { yes_no_flag: 1, medications: [med, med, med, med] })))).toEqual({
      'medication_question.medications': MESSAGES.tooManyItems,
    });
    expect(messages(await save(d1, DEMO0001.id, answers({ 140: { yes_no_flag: '1' } })))).toEqual({ 'condition_questions.0.yes_no_flag': MESSAGES.choice });
    const reordered = answers();
    reordered.condition_questions.reverse();
    expect(messages(await save(d1, DEMO0001.id, reordered))).toEqual({ condition_questions: MESSAGES.healthQuestionsChanged });
    const missing = answers();
    missing.condition_questions.pop();
    expect(messages(await save(d1, DEMO0001.id, missing))).toEqual({ condition_questions: MESSAGES.healthQuestionsChanged });
    expect(messages(await save(d1, DEMO0001.id, answers({}, { question_id: 999 })))).toEqual({ medication_question: MESSAGES.healthQuestionsChanged });
    expect(await row(DEMO0001.id)).toEqual(before);
  });
});

describe('Save & Continue Later and completion', () => {
  it('stores a draft with answers missing (formats only) and refuses a malformed one', async () => {
    const draft = answers({ 140: { yes_no_flag: 1, conditions: [{ health_condition: 'Angina' }] }, 141: { yes_no_flag: undefined } });
    const saved = await post(t.app, d1, 'save-enrollment', { enrollment_id: DEMO0001.id, email: 'demo@example.com', tab: 'health_info', data: draft });
    expect(saved.statusCode).toBe(200);
    const stored = (await findEnrollment(t.db, DEMO0001.id))!;
    expect(stored.saved_tab).toBe('health_info');
    expect((stored.health_info as unknown as HealthInfo).condition_questions.slice(0, 2)).toEqual([
      { question_id: 140, question_text: text(140), yes_no_flag: 1, conditions: [{ health_condition: 'Angina' }] },
      { question_id: 141, question_text: text(141), conditions: [] },
    ]);
    expect(await checkTab('primary_health_info', { db: t.db, services: t.app.services, enrollment: stored })).toContainEqual({
      target_element: 'condition_questions.1.yes_no_flag', error_message: MESSAGES.required,
    });

    const bad = answers({ 140: { yes_no_flag: 1, conditions: [{ date_of_onset: '13/45/2020' }] } });
    const refused = await post(t.app, d1, 'save-enrollment', { enrollment_id: DEMO0001.id, email: 'demo@example.com', tab: 'health_info', data: bad });
    expect(messages(refused)).toEqual({ 'condition_questions.0.conditions.0.date_of_onset': MESSAGES.date });
    expect((await findEnrollment(t.db, DEMO0001.id))!.health_info).toEqual(stored.health_info);
  });

  it('counts the tab complete once a full save is stored, and incomplete before', async () => {
    const check = async () => checkTab('primary_health_info', { db: t.db, services: t.app.services, enrollment: (await findEnrollment(t.db, DEMO0001.id))! });
    expect(await check()).toEqual([{ target_element: 'primary_health_info', error_message: MESSAGES.stepIncomplete }]);
    dataOf(await save(d1, DEMO0001.id, answers()));
    expect(await check()).toEqual([]);
  });

  it('counts every seeded enrollment\'s saved health_info complete (DEMO0007, the review\'s, among them)', async () => {
    const seeded = DEMO_ENROLLMENTS.filter((demo) => demo.health_info);
    expect(seeded.map((demo) => demo.code)).toContain(DEMO0007.code);
    for (const demo of seeded) {
      const enrollment = (await findEnrollment(t.db, demo.id))!;
      expect({ code: demo.code, errors: await checkTab('primary_health_info', { db: t.db, services: t.app.services, enrollment }) }).toEqual({ code: demo.code, errors: [] });
    }
  });

  it('refuses a save to a completed enrollment with 409', async () => {
    await t.db.updateTable('enrollments').set({ status: 'completed' }).where('id', '=', DEMO0001.id).execute();
    expect((await save(d1, DEMO0001.id, answers())).statusCode).toBe(409);
    expect((await row(DEMO0001.id)).health_track).toBe(false);
  });
});
