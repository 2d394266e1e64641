/**
 * Health as a layered form (issues 14 and 15; schemas/forms/healthForm.ts): the studio's API lists
 * it, a group's published version changes one question's text, one leaf's label and hides another,
 * and the enrollee's get-health-questions answers the resolved definition, while the server checks
 * saves with it; an enrollment that saved before the publish keeps its version; rollback restores.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDefinition, HealthQuestion } from '../../schemas/api/types';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PUBLISHER_2 } from '../../schemas/demo/staffAccounts';
import type { FormLayer } from '../../schemas/forms/definition';
import { questionField } from '../../schemas/forms/healthForm';
import { dataOf, fieldErrors, get, messageAt, post, put, type Session } from './helpers/client';
import { MESSAGES } from '../../schemas/messages';
import { MAX_LIST_LIMIT } from '../../schemas/rules';
import { staffSession, withSpanish } from './helpers/staff';
import { acmeEnrollment as acmeEnrollmentOf } from './helpers/acme';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const HEALTH = 'admin/forms/primary_health_info/group/2001';

interface Questions { codition_questions: HealthQuestion[]; medication_question: HealthQuestion | null; fields?: FieldDefinition[]; messages?: Record<string, string>; max_items?: number }

/** A new employee enrollment of Acme (group 2001, portal 12). */
const acmeEnrollment = () => acmeEnrollmentOf(t.app);

const questionsOf = async (e: { session: Session; id: string }) =>
  dataOf<{ result: Questions }>(await get(t.app, e.session, 'get-health-questions-primary-health-info', { enrollment_id: e.id })).result;

/** No to every question (what a save of these questions holds). */
const allNo = (q: Questions) => ({
  condition_questions: q.codition_questions.map((c) => ({ question_id: c.question_id, question_text: c.question_text, yes_no_flag: 0, conditions: [] })),
  ...(q.medication_question && { medication_question: { question_id: q.medication_question.question_id, question_text: q.medication_question.question_text, yes_no_flag: 0, medications: [] } }),
});

/** Saves `content` as group 2001's health draft and publishes it (the author writes, the second publisher publishes). */
async function publishHealth(content: FormLayer, reason: string): Promise<{ version: number }> {
  const author = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
  const publisher = await staffSession(t.app, DEMO_STAFF_PUBLISHER_2.email);
  const draft = dataOf<{ revision: number }>(await post(t.app, author, `${HEALTH}/draft`, {}));
  expect((await put(t.app, author, `${HEALTH}/draft`, { content: withSpanish(content), revision: draft.revision })).statusCode).toBe(200);
  return dataOf<{ version: number }>(await post(t.app, publisher, `${HEALTH}/draft/publish`, { reason }));
}

describe('health as a layered form', () => {
  it('is listed by the studio, and a group\'s published version reaches new enrollments only, until rolled back', async () => {
    const author = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
    const forms = dataOf<{ forms: { form: string; title: string }[] }>(await get(t.app, author, 'admin/forms')).forms;
    expect(forms).toContainEqual({ form: 'primary_health_info', title: 'Health Questions' });

    const before = await acmeEnrollment();
    const original = await questionsOf(before);
    expect(original.fields).toBeUndefined();
    const [first, second] = original.codition_questions;
    expect(second).toBeDefined();
    // The studio offers the scope's questions for a question's field.
    const view = dataOf<{ questions?: { question_id: number; question_text: string }[] }>(await get(t.app, author, HEALTH));
    expect(view.questions).toContainEqual({ question_id: first.question_id, question_text: first.question_text });
    // A save keeps the definition it was checked with.
    expect((await post(t.app, before.session, 'save-primary-health-info', { enrollment_id: before.id, ...allNo(original) })).statusCode).toBe(200);

    const change: FormLayer = {
      fields: {
        [questionField(first.question_id)]: { widget: 'text', label: 'In the last 5 years, were you treated for a heart condition?' },
        [questionField(second.question_id)]: { widget: 'text', label: second.question_text, hidden: true },
        health_condition: { label: 'Diagnosis', help: 'As your doctor wrote it' },
        symptoms: { hidden: true },
      },
    };
    const publisher = await staffSession(t.app, DEMO_STAFF_PUBLISHER_2.email);
    // A first version that changes nothing, then the change.
    const baseline = await publishHealth({ fields: {} }, 'The carrier\'s wording');
    const published = await publishHealth(change, 'Plainer health questions');
    expect(published.version).toBe(baseline.version + 1);

    const after = await acmeEnrollment();
    const changed = await questionsOf(after);
    expect(changed.codition_questions[0].question_text).toBe('In the last 5 years, were you treated for a heart condition?');
    expect(changed.codition_questions.map((q) => q.question_id)).not.toContain(second.question_id);
    expect(changed.fields?.find((f) => f.field_name === 'health_condition')).toMatchObject({ schema: { title: 'Diagnosis', help: 'As your doctor wrote it' } });
    expect(changed.fields?.map((f) => f.field_name)).not.toContain('symptoms');
    // The server checks the new form: the old questions are out of date, the new ones save.
    expect((await post(t.app, after.session, 'save-primary-health-info', { enrollment_id: after.id, ...allNo(original) })).statusCode).toBe(422);
    expect((await post(t.app, after.session, 'save-primary-health-info', { enrollment_id: after.id, ...allNo(changed) })).statusCode).toBe(200);

    // The enrollment that saved before keeps the questions it answered.
    expect(await questionsOf(before)).toEqual(original);

    const rollback = await post(t.app, publisher, `${HEALTH}/versions/${baseline.version}/rollback`, { reason: 'Back to the carrier\'s wording' });
    expect(rollback.statusCode).toBe(200);
    expect(await questionsOf(await acmeEnrollment())).toEqual(original);
    // The enrollment that saved under the change keeps it.
    expect((await questionsOf(after)).codition_questions[0].question_text).toBe('In the last 5 years, were you treated for a heart condition?');
  });

  it('asks the questions and shows the leaves in the order a group\'s version gives, and checks saves in that order', async () => {
    const original = await questionsOf(await acmeEnrollment());
    const [first, second] = original.codition_questions;
    await publishHealth({
      fields: { [questionField(second.question_id)]: { widget: 'text', label: second.question_text, order: 1 }, date_of_onset: { order: -1 } },
    }, 'Ask the second question first');
    const e = await acmeEnrollment();
    const changed = await questionsOf(e);
    expect(changed.codition_questions.slice(0, 2).map((q) => q.question_id)).toEqual([second.question_id, first.question_id]);
    expect(changed.fields?.[0].field_name).toBe('date_of_onset');
    // The answers in the database's order are out of date; in the asked order they save.
    const stale = await post(t.app, e.session, 'save-primary-health-info', { enrollment_id: e.id, ...allNo(original) });
    expect(stale.statusCode).toBe(422);
    expect((await post(t.app, e.session, 'save-primary-health-info', { enrollment_id: e.id, ...allNo(changed) })).statusCode).toBe(200);
    await publishHealth({ fields: {} }, 'Back to the database\'s order');
  });

  it('gives a question the help a group\'s version sets and the treatment selects its choices, refusing a choice not in them at the field', async () => {
    const original = await questionsOf(await acmeEnrollment());
    const condition = original.codition_questions.find((q) => q.layout === 'condition')!;
    const choices = [{ value: '1', label: 'Yes' }, { value: '0', label: 'No' }, { value: '2', label: 'Not sure' }];
    await publishHealth({
      fields: {
        [questionField(condition.question_id)]: { widget: 'text', label: condition.question_text, help: 'Count only conditions a doctor diagnosed' },
        is_treatment: { choices },
      },
    }, 'Help and an unsure answer');
    const e = await acmeEnrollment();
    const changed = await questionsOf(e);
    expect(changed.codition_questions.find((q) => q.question_id === condition.question_id)?.help).toBe('Count only conditions a doctor diagnosed');
    expect(changed.fields?.find((f) => f.field_name === 'is_treatment')?.schema?.choices).toEqual(choices);
    const at = changed.codition_questions.findIndex((q) => q.question_id === condition.question_id);
    /** All No but the condition question: Yes, with its details and `treatment`. */
    const body = (treatment: string) => {
      const info = allNo(changed);
      info.condition_questions[at] = {
        ...info.condition_questions[at], yes_no_flag: 1,
        conditions: [{ health_condition: 'Asthma', date_of_onset: '01/02/2020', is_treatment: treatment, is_medicate: '0', d_last_seen: '03/04/2024' }] as never[],
      };
      return { enrollment_id: e.id, ...info };
    };
    const refused = await post(t.app, e.session, 'save-primary-health-info', body('7'));
    expect(refused.statusCode).toBe(422);
    expect(messageAt(refused, `condition_questions.${at}.conditions.0.is_treatment`)).toBe('Please choose a valid option');
    expect((await post(t.app, e.session, 'save-primary-health-info', body('2'))).statusCode).toBe(200);
    await publishHealth({ fields: {} }, 'Back to the catalog\'s help and choices');
  });

  it('says a group\'s message overrides in the health save\'s errors and hands them to the wizard', async () => {
    const original = await questionsOf(await acmeEnrollment());
    const messages = { required: 'Please answer this before you go on', healthQuestionsChanged: 'These questions changed: please reload the page' };
    await publishHealth({ fields: {}, messages }, 'Our own words');
    const e = await acmeEnrollment();
    const changed = await questionsOf(e);
    expect(changed.messages).toEqual(messages);
    const at = changed.codition_questions.findIndex((q) => q.layout === 'condition');
    const info = allNo(changed);
    info.condition_questions[at] = { ...info.condition_questions[at], yes_no_flag: 1, conditions: [{}] as never[] };
    const refused = await post(t.app, e.session, 'save-primary-health-info', { enrollment_id: e.id, ...info });
    expect(messageAt(refused, `condition_questions.${at}.conditions.0.health_condition`)).toBe('Please answer this before you go on');
    const reordered = { ...allNo(changed), condition_questions: [...allNo(changed).condition_questions].reverse() };
    expect(messageAt(await post(t.app, e.session, 'save-primary-health-info', { enrollment_id: e.id, ...reordered }), 'condition_questions'))
      .toBe('These questions changed: please reload the page');
    await publishHealth({ fields: {} }, 'Back to the catalog\'s words');
    expect((await questionsOf(await acmeEnrollment())).messages).toBeUndefined();
    expect(original.messages).toBeUndefined();
  });

  it('limits the medication rows to a group\'s tab.maxItems: the answer says so and the save refuses more at the list', async () => {
    const author = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
    const opened = dataOf<{ revision: number }>(await post(t.app, author, `${HEALTH}/draft`, {}));
    await put(t.app, author, `${HEALTH}/draft`, { content: { fields: {}, tab: { maxItems: 0 } }, revision: opened.revision });
    expect(dataOf<{ problems: unknown[] }>(await post(t.app, author, `${HEALTH}/draft/check`, {})).problems)
      .toEqual([{ target_element: 'tab.maxItems', error_message: MESSAGES.formListLimitInvalid.replace('{max}', String(MAX_LIST_LIMIT)) }]);
    await publishHealth({ fields: {}, tab: { maxItems: 2 } }, 'Two medications are enough to review');
    const e = await acmeEnrollment();
    const questions = await questionsOf(e);
    expect(questions.max_items).toBe(2);
    const medication = questions.medication_question!;
    const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ medication: `Drug ${i + 1}`, dosage: '10 mg', medical_condition: 'Asthma' }));
    const body = (count: number) => ({
      enrollment_id: e.id, ...allNo(questions),
      medication_question: { question_id: medication.question_id, question_text: medication.question_text, yes_no_flag: 1, medications: rows(count) },
    });
    const refused = await post(t.app, e.session, 'save-primary-health-info', body(3));
    expect(refused.statusCode).toBe(422);
    expect(fieldErrors(refused).map((error) => error.target_element)).toEqual(['medication_question.medications']);
    expect((await post(t.app, e.session, 'save-primary-health-info', body(2))).statusCode).toBe(200);
    await publishHealth({ fields: {} }, 'Back to the rule table\'s limit');
    expect((await questionsOf(await acmeEnrollment())).max_items).toBeUndefined();
  });
});
