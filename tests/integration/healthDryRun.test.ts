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

interface DryRun { supported: boolean; checked: number; failing: number; fields: Record<string, number>; enrollments: { enrollment_id: string; fields: string[] }[] }

describe('a health publish\'s dry run', () => {
  it('counts the saved health answers the draft would refuse, at the field it changes', async () => {
    const yes = await acmeEnrollment(t.app);
    const no = await acmeEnrollment(t.app);
    const { result } = dataOf<{ result: { codition_questions: HealthQuestion[]; medication_question: HealthQuestion | null } }>(
      await get(t.app, yes.session, 'get-health-questions-primary-health-info', { enrollment_id: yes.id }),
    );
    const answers = result.codition_questions.map((q) => ({ question_id: q.question_id, question_text: q.question_text, yes_no_flag: 0, conditions: [] as object[] }));
    const medication = result.medication_question && { question_id: result.medication_question.question_id, question_text: result.medication_question.question_text, yes_no_flag: 0, medications: [] };
    const at = result.codition_questions.findIndex((q) => q.layout === 'condition');
    const withYes = answers.map((a, i) => (i === at
      ? { ...a, yes_no_flag: 1, conditions: [{ health_condition: 'Asthma', date_of_onset: '01/02/2020', is_treatment: '1', is_medicate: '0', d_last_seen: '03/04/2024' }] }
      : a));
    expect((await post(t.app, yes.session, 'save-primary-health-info', { enrollment_id: yes.id, condition_questions: withYes, ...(medication && { medication_question: medication }) })).statusCode).toBe(200);
    expect((await post(t.app, no.session, 'save-primary-health-info', { enrollment_id: no.id, condition_questions: answers, ...(medication && { medication_question: medication }) })).statusCode).toBe(200);

    const author = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
    const draft = dataOf<{ revision: number }>(await post(t.app, author, `${HEALTH}/draft`, {}));
    const content = { fields: { is_treatment: { choices: [{ value: 'Y', label: 'Yes' }, { value: 'N', label: 'No' }] } } };
    expect((await put(t.app, author, `${HEALTH}/draft`, { content, revision: draft.revision })).statusCode).toBe(200);
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
});
