/**
 * Questions and eligibility through the app (issue 8 point 5): plan 305's health questions, the
 * rules at their fields, the declining combination (kept as a decline, no price), accepted
 * answers making pricing answer the price; plan 1201's carrier questions with the Yes rule (204
 * for a plan without); the detail page's checks; the dependent info before pricing (plan 1901);
 * bad input 422, and the bound-route guards (401/403), never a 500.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARRIER_QUESTIONS, DEMO_QUESTION_SETS } from '../../schemas/demo/planQuestions';
import { MESSAGES } from '../../schemas/messages';
import { cookieOf, dataOf, fieldErrors, get, post, type Session } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const SET = DEMO_QUESTION_SETS[0];
const anonymous: Session = { cookie: undefined };

/** A new visitor's quote at 62701 (IL), tier as given: the session and the temporary enrollment. */
async function visitor(tier = 'IS'): Promise<{ session: Session; id: string }> {
  const response = await post(t.app, anonymous, 'add-filter-for-new-user', { zip: '62701', dob: '06/15/1985', gender: '1', tier });
  return { session: { cookie: cookieOf(response) }, id: dataOf<{ temp_enrollment_id: string }>(response).temp_enrollment_id };
}

const price = (v: { session: Session; id: string }, pid: number) => get(t.app, v.session, 'get-plan-pricing-detail', { pid: String(pid), enrollment_id: v.id });
const ENTRY = { dot_from: '01/05/2022', dot_to: '02/01/2022', reason_for_condition: 'Knee surgery', degree_of_recovery: 'Full', physician_name_address: 'Dr. Lane, Springfield' };
const ALL_NO = [{ question_id: 3051, yes_no_flag: 0 }, { question_id: 3052, yes_no_flag: 0 }, { question_id: 3053, yes_no_flag: 0 }];
const filterOf = async (id: string) => (await t.db.selectFrom('enrollments').select('filter_info').where('id', '=', id).executeTakeFirstOrThrow()).filter_info;

describe('health questions (plan 305)', () => {
  it('lists the three questions with their sub types and option groups', async () => {
    const v = await visitor();
    const data = dataOf<{ validator: string; result: Array<{ question_id: number; question_sub_type: string; options: Array<{ option_group: string }> }> }>(
      await get(t.app, v.session, 'get-questions', { enrollment_id: v.id, plan_id: '305', type: 'save' }));
    expect(data.result.map((q) => [q.question_id, q.question_sub_type])).toEqual([[3051, 'text_field'], [3052, 'checkbox'], [3053, 'detail']]);
    expect(new Set(data.result[1].options.map((o) => o.option_group))).toEqual(new Set(['A. Prior to age 60', 'B. Prior to age 75']));
    // The form the panel renders is checked by the module of its schema, served like a wizard form's.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/form-validators/${data.validator}.js` })).statusCode).toBe(200);
    expect(dataOf(await get(t.app, v.session, 'get-questions', { enrollment_id: v.id, plan_id: '301' }))).toEqual({ result: [], validator: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('asks every question and what a Yes needs, at the fields', async () => {
    const v = await visitor();
    const response = await post(t.app, v.session, 'save-question-answers', {
      enrollment_id: v.id, plan_id: 305, answers: [{ question_id: 3051, yes_no_flag: 1 }, { question_id: 3052, yes_no_flag: 1, checkbox_answers: [] }, { question_id: 3053, yes_no_flag: 1, detail: [{ ...ENTRY, dot_to: '13/45/2022' }] }],
    });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual([
      { target_element: 'answers.0.who', error_message: MESSAGES.required },
      { target_element: 'answers.1.checkbox_answers', error_message: MESSAGES.questionChooseCondition },
      { target_element: 'answers.2.detail.0.dot_to', error_message: MESSAGES.date },
    ]);
    const missing = await post(t.app, v.session, 'save-question-answers', { enrollment_id: v.id, plan_id: 305, answers: ALL_NO.slice(0, 2) });
    expect(fieldErrors(missing)).toEqual([
      { target_element: 'general', error_message: MESSAGES.answerAllQuestions },
      { target_element: 'answers.2.yes_no_flag', error_message: MESSAGES.answerAllQuestions },
    ]);
    expect((await price(v, 305)).json()).toMatchObject({ errorCode: 'newQuestionsError' });
  });

  it('declines Cancer prior to age 60: the decline text, no price', async () => {
    const v = await visitor();
    const response = await post(t.app, v.session, 'save-question-answers', {
      enrollment_id: v.id, plan_id: 305, answers: [ALL_NO[0], { question_id: 3052, yes_no_flag: 1, checkbox_answers: [1, 3] }, ALL_NO[2]],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', errorCode: 'decline', data: { error_message: SET.decline_message, content_lang: 'en' } });
    expect((await price(v, 305)).json()).toMatchObject({ errorCode: 'newQuestionsError' });
    expect(dataOf(await get(t.app, v.session, 'check-already-answered', { enrollment_id: v.id, plan_id: '305' }))).toEqual({ status: false });
  });

  it('accepts other answers: the success text, the plan answered once, its price shows; a later decline takes it back', async () => {
    const v = await visitor();
    const answers = [{ question_id: 3051, yes_no_flag: 1, who: 'Spouse' }, { question_id: 3052, yes_no_flag: 1, checkbox_answers: [3] }, { question_id: 3053, yes_no_flag: 1, detail: [ENTRY] }];
    for (let i = 0; i < 2; i += 1) {
      expect((await post(t.app, v.session, 'save-question-answers', { enrollment_id: v.id, plan_id: 305, answers })).json())
        .toEqual({ status: 'success', data: { success_message: SET.success_message, content_lang: 'en' } });
    }
    expect((await filterOf(v.id)).answered_plan_ids).toEqual([305]);
    expect((await price(v, 305)).json()).toMatchObject({ statusCode: 200, data: { plans: [{ plan_id: 305, price: '562.00' }] } });
    expect(dataOf(await get(t.app, v.session, 'check-already-answered', { enrollment_id: v.id, plan_id: '305' }))).toEqual({ status: true });
    await post(t.app, v.session, 'save-question-answers', { enrollment_id: v.id, plan_id: 305, answers: [ALL_NO[0], { question_id: 3052, yes_no_flag: 1, checkbox_answers: [1] }, ALL_NO[2]] });
    expect((await filterOf(v.id)).answered_plan_ids).toEqual([]);
  });

  it('saves answers of two plans side by side without losing either', async () => {
    const v = await visitor();
    await Promise.all([
      post(t.app, v.session, 'save-question-answers', { enrollment_id: v.id, plan_id: 305, answers: ALL_NO }),
      post(t.app, v.session, 'save-aflac-questions', { enrollment_id: v.id, plan_id: 1201, aflac_data: [{ qid: 1, true_condition: 1 }, { qid: 2, true_condition: 1 }, { qid: 3, true_condition: 0 }] }),
    ]);
    expect((await filterOf(v.id)).answered_plan_ids).toEqual([305]);
  });
});

describe('carrier questions (plan 1201)', () => {
  it('lists them with their Yes flags; a plan without answers 204', async () => {
    const v = await visitor();
    expect(dataOf(await get(t.app, v.session, 'get-aflac-questions', { enrollment_id: v.id, plan_id: '1201' })))
      .toEqual({ result: DEMO_CARRIER_QUESTIONS.map(({ qid, question, true_condition }) => ({ qid, question, true_condition, content_lang: 'en' })), validator: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const none = await get(t.app, v.session, 'get-aflac-questions', { enrollment_id: v.id, plan_id: '301' });
    expect([none.statusCode, none.body]).toEqual([204, '']);
  });

  it('refuses a No where Yes is needed and a missing answer, with the banner', async () => {
    const v = await visitor();
    const response = await post(t.app, v.session, 'save-aflac-questions', { enrollment_id: v.id, plan_id: 1201, aflac_data: [{ qid: 1, true_condition: 0 }, { qid: 2, true_condition: 1 }] });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual([
      { target_element: 'general', error_message: MESSAGES.carrierAnswerBanner },
      { target_element: 'aflac_data.0.true_condition', error_message: MESSAGES.carrierAnswerYes },
      { target_element: 'aflac_data.2.true_condition', error_message: MESSAGES.carrierAnswerYesNo },
    ]);
    expect(dataOf(await get(t.app, v.session, 'check-already-answered', { enrollment_id: v.id, plan_id: '1201' }))).toEqual({ status: false });
  });

  it('saves Yes, Yes and No, after which the plan counts as answered', async () => {
    const v = await visitor();
    const response = await post(t.app, v.session, 'save-aflac-questions', { enrollment_id: v.id, plan_id: 1201, aflac_data: [{ qid: 1, true_condition: 1 }, { qid: 2, true_condition: 1 }, { qid: 3, true_condition: 0 }] });
    expect(dataOf(response)).toEqual({ success_message: MESSAGES.carrierAnswersSaved });
    expect(dataOf(await get(t.app, v.session, 'check-already-answered', { enrollment_id: v.id, plan_id: '1201' }))).toEqual({ status: true });
    expect(dataOf(await get(t.app, v.session, 'check-already-answered', { enrollment_id: v.id, plan_id: '301' }))).toEqual({ status: true });
  });
});

describe('the detail page checks', () => {
  it('check-prudential-plan: the premier plan, and dependent info still needed for 1901', async () => {
    const v = await visitor('IF');
    const check = async (pid: string) => dataOf(await get(t.app, v.session, 'check-prudential-plan', { enrollment_id: v.id, plan_id: pid }));
    expect(await check('310')).toEqual({ status: true, depdob: false });
    expect(await check('1901')).toEqual({ status: false, depdob: true });
    await post(t.app, v.session, 'store-temp-dependent-info', { enrollment_id: v.id, plan_id: 1901, dep_dob: '02/02/1986', no_of_children: '3' });
    expect(await check('1901')).toEqual({ status: false, depdob: false });
  });

  it('check-disability-plan: 1601 asks income and hours until the quote holds both', async () => {
    const v = await visitor();
    const check = async (pid: string) => dataOf(await get(t.app, v.session, 'check-disability-plan', { enrollment_id: v.id, plan_id: pid }));
    expect(await check('1601')).toEqual({ status: true, complete: false });
    expect(await check('301')).toEqual({ status: false, complete: false });
    await t.app.inject({ method: 'PUT', url: `/api/v1/change-filter-info/${v.id}`, payload: { annual_incode: 30000, working_hours: 40 }, headers: { cookie: v.session.cookie! } });
    expect(await check('1601')).toEqual({ status: true, complete: true });
  });
});

describe('dependent info before pricing (plan 1901)', () => {
  const store = (v: { session: Session; id: string }, body: Record<string, unknown>) => post(t.app, v.session, 'store-temp-dependent-info', { enrollment_id: v.id, plan_id: 1901, ...body });

  it.each([
    ['IS', {}, [['dep_dob', MESSAGES.required]]],
    ['IS', { dep_dob: '12/31/2099' }, [['dep_dob', MESSAGES.pastDate]]],
    ['IS', { dep_dob: '02/30/1986' }, [['dep_dob', MESSAGES.date]]],
    ['IC', {}, [['no_of_children', MESSAGES.required]]],
    ['IC', { no_of_children: 10 }, [['no_of_children', 'Please choose from 1 to 9 children']]],
    ['IF', { dep_dob: '02/02/1986', no_of_children: '9' }, [['no_of_children', 'Please choose from 1 to 8 children']]],
  ] as const)('tier %s with %j: refused at the field', async (tier, body, errors) => {
    const v = await visitor(tier);
    const response = await store(v, body);
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual(errors.map(([target_element, error_message]) => ({ target_element, error_message })));
    expect(dataOf(await get(t.app, v.session, 'get-temp-dependent-info', { enrollment_id: v.id }))).toEqual({ spouse_dob: null, no_of_children: null });
  });

  it('stores what the tier asks; pricing then answers the price', async () => {
    const v = await visitor('IF');
    expect((await price(v, 1901)).json()).toMatchObject({ errorCode: 'enrollmentIdError' });
    expect(dataOf(await store(v, { dep_dob: '02/02/1986', no_of_children: '2' }))).toEqual({ spouse_dob: '02/02/1986', no_of_children: 2 });
    expect(dataOf(await get(t.app, v.session, 'get-temp-dependent-info', { enrollment_id: v.id }))).toEqual({ spouse_dob: '02/02/1986', no_of_children: 2 });
    expect((await price(v, 1901)).json()).toMatchObject({ statusCode: 200, data: { plans: [{ plan_id: 1901, price: '66.00' }] } });
    const f = await filterOf(v.id);
    expect([f.zip, f.tier]).toEqual(['62701', 'IF']);
  });
});

describe('input and guards', () => {
  it.each([
    ['get-questions', 'GET', { plan_id: '999999' }, 'plan_id', MESSAGES.pricingPlanUnknown],
    ['get-questions', 'GET', { plan_id: 'abc' }, 'plan_id', MESSAGES.pricingPlanUnknown],
    ['save-question-answers', 'POST', { plan_id: 301, answers: [] }, 'general', MESSAGES.questionsNone],
    ['save-question-answers', 'POST', { plan_id: 305, answers: [{ question_id: 1, yes_no_flag: 0 }, ...ALL_NO] }, 'answers.0.question_id', MESSAGES.questionUnknown],
    ['save-question-answers', 'POST', { plan_id: 305, answers: [{ question_id: 3051, yes_no_flag: 'yes' }] }, 'answers.0.yes_no_flag', MESSAGES.answerAllQuestions],
    ['save-aflac-questions', 'POST', { plan_id: 301, aflac_data: [] }, 'general', MESSAGES.questionsNone],
    ['store-temp-dependent-info', 'POST', { plan_id: 0 }, 'plan_id', MESSAGES.pricingPlanUnknown],
  ] as const)('%s %j: 422 at %s', async (path, method, input, target, message) => {
    const v = await visitor();
    const response: LightMyRequestResponse = method === 'GET'
      ? await get(t.app, v.session, path, { enrollment_id: v.id, ...input })
      : await post(t.app, v.session, path, { enrollment_id: v.id, ...input });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toContainEqual({ target_element: target, error_message: message });
  });

  it.each(['get-questions', 'get-aflac-questions', 'check-prudential-plan', 'check-disability-plan', 'check-already-answered', 'get-temp-dependent-info'])(
    '%s: 401 without a session, 403 for another visitor', async (path) => {
      const owner = await visitor();
      const other = await visitor();
      expect((await get(t.app, anonymous, path, { enrollment_id: owner.id, plan_id: '305' })).statusCode).toBe(401);
      expect((await get(t.app, other.session, path, { enrollment_id: owner.id, plan_id: '305' })).statusCode).toBe(403);
    },
  );

  it.each([
    ['save-question-answers', { answers: ALL_NO }], ['save-aflac-questions', { aflac_data: [] }], ['store-temp-dependent-info', { dep_dob: '02/02/1986' }],
  ] as const)('%s: 403 for another visitor, nothing written', async (path, fields) => {
    const owner = await visitor('IS');
    const other = await visitor();
    const response = await post(t.app, other.session, path, { enrollment_id: owner.id, plan_id: 305, ...fields });
    expect(response.statusCode).toBe(403);
    expect((await filterOf(owner.id)).answered_plan_ids).toBeUndefined();
  });
});
