/**
 * A health publish's dry run (issue 14 item 5): the group's open enrollments that saved health
 * answers are checked against the draft as their save would be, and the answer says how many
 * would fail and at which fields (a leaf's name, a question's field), ids only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthQuestion } from '../../schemas/api/types';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PUBLISHER_2 } from '../../schemas/demo/staffAccounts';
import { questionField } from '../../schemas/forms/healthForm';
import { acmeEnrollment } from './helpers/acme';
import { dataOf, get, post, put } from './helpers/client';
import { staffSession } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const HEALTH = 'admin/forms/primary_health_info/group/2001';

/** An enrollment's questions (primary or dependent) and health answers to them: all No, and one condition question answered Yes. */
async function healthAnswers(enrollment: Awaited<ReturnType<typeof acmeEnrollment>>, url: string) {
  const { result } = dataOf<{ result: { codition_questions: HealthQuestion[]; medication_question: HealthQuestion | null } }>(
    await get(t.app, enrollment.session, url, { enrollment_id: enrollment.id }),
  );
  const answers = result.codition_questions.map((q) => ({ question_id: q.question_id, question_text: q.question_text, yes_no_flag: 0, conditions: [] as object[] }));
  const medication = result.medication_question && { question_id: result.medication_question.question_id, question_text: result.medication_question.question_text, yes_no_flag: 0, medications: [] };
  const at = result.codition_questions.findIndex((q) => q.layout === 'condition');
  const withYes = answers.map((a, i) => (i === at
    ? { ...a, yes_no_flag: 1, conditions: [{ health_condition: 'Asthma', date_of_onset: '01/02/2020', is_treatment: '1', is_medicate: '0', d_last_seen: '03/04/2024' }] }
    : a));
  return { result, answers, medication, withYes };
}

/** A draft of the group's health form that narrows is_treatment to Y/N (a saved '1' fails), (not published). */
async function narrowTreatmentDraft() {
  const author = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
  const draft = dataOf<{ revision: number }>(await post(t.app, author, `${HEALTH}/draft`, {}));
  const content = { fields: { is_treatment: { choices: [{ value: 'Y', label: 'Yes' }, { value: 'N', label: 'No' }] } } };
  expect((await put(t.app, author, `${HEALTH}/draft`, { content, revision: draft.revision })).statusCode).toBe(200);
  return author;
}

interface DryRun { supported: boolean; checked: number; failing: number; fields: Record<string, number>; enrollments: { enrollment_id: string; fields: string[] }[] }

describe('a health publish\'s dry run', () => {
  it('counts the saved health answers the draft would refuse, at the field it changes', async () => {
    const yes = await acmeEnrollment(t.app);
    const no = await acmeEnrollment(t.app);
    const { result, answers, medication, withYes } = await healthAnswers(yes, 'get-health-questions-primary-health-info');
    expect((await post(t.app, yes.session, 'save-primary-health-info', { enrollment_id: yes.id, condition_questions: withYes, ...(medication && { medication_question: medication }) })).statusCode).toBe(200);
    expect((await post(t.app, no.session, 'save-primary-health-info', { enrollment_id: no.id, condition_questions: answers, ...(medication && { medication_question: medication }) })).statusCode).toBe(200);

    const author = await narrowTreatmentDraft();
    const publisher = await staffSession(t.app, DEMO_STAFF_PUBLISHER_2.email);
    const dry = dataOf<DryRun>(await post(t.app, publisher, `${HEALTH}/draft/dry-run`, {}));
    expect(dry.supported).toBe(true);
    expect(dry.checked).toBeGreaterThanOrEqual(2);
    expect(dry.enrollments).toContainEqual({ enrollment_id: yes.id, fields: ['is_treatment'] });
    expect(dry.enrollments.map((e) => e.enrollment_id)).not.toContain(no.id);
    expect(dry.fields.is_treatment).toBeGreaterThanOrEqual(1);

    // A draft that hides a question the enrollments answered: their answers are out of date.
    const hidden = { fields: { [questionField(result.codition_questions[0].question_id)]: { widget: 'text', label: 'Gone', hidden: true } } };
    const revision = dataOf<{ revision: number }>(await post(t.app, author, `${HEALTH}/draft`, {})).revision;
    expect((await put(t.app, author, `${HEALTH}/draft`, { content: hidden, revision })).statusCode).toBe(200);
    const second = dataOf<DryRun>(await post(t.app, publisher, `${HEALTH}/draft/dry-run`, {}));
    expect(second.enrollments).toEqual(expect.arrayContaining([{ enrollment_id: no.id, fields: ['condition_questions'] }]));
  });

  it('checks each dependent\'s saved health answers against the dependents\' questions with the draft', async () => {
    const enrollment = await acmeEnrollment(t.app);
    const clean = await acmeEnrollment(t.app);
    const { medication, withYes, answers } = await healthAnswers(enrollment, 'get-health-questions-dependent-info');
    const health = (conditions: object[]) => ({ condition_questions: conditions, ...(medication && { medication_question: medication }) });
    const dependent = (id: number, conditions: object[]) => ({ dependent_id: id, primary_info: { first_name: 'Kid', relationship: 'child' }, health_info: health(conditions) });
    // Saved as a save of the current definition would keep them (the dry run reads the column).
    const save = (id: string, dependents: object[]) => t.db.updateTable('enrollments').set({ dependent_info: JSON.stringify({ dependents }) }).where('id', '=', id).execute();
    await save(enrollment.id, [dependent(1, answers), dependent(2, withYes)]);
    await save(clean.id, [dependent(1, answers)]);

    await narrowTreatmentDraft();
    const publisher = await staffSession(t.app, DEMO_STAFF_PUBLISHER_2.email);
    const dry = dataOf<DryRun>(await post(t.app, publisher, `${HEALTH}/draft/dry-run`, {}));
    expect(dry.supported).toBe(true);
    expect(dry.enrollments).toContainEqual({ enrollment_id: enrollment.id, fields: ['dependents.is_treatment'] });
    expect(dry.enrollments.map((e) => e.enrollment_id)).not.toContain(clean.id);
    expect(dry.fields['dependents.is_treatment']).toBeGreaterThanOrEqual(1);
  });
});
