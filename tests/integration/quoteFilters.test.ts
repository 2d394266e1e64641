/**
 * The quote form's calls (issue 8 point 3): validate-zip-code answers the zip's state or the
 * error envelope at zip_code; add-filter-for-new-user checks the quote with the shared rules
 * (field errors, nothing written), derives the state and binds a temporary enrollment to this
 * session (a fresh one when there is none); change-filter-info updates only the session's own
 * filter, drops empty and null fields, and refuses bad input at the field (401/403/409 like every
 * bound route, never 500).
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PORTAL_PASSWORD } from '../../schemas/demo/portalAccounts';
import { quoteFieldErrors } from '../../adapters';
import { MESSAGES } from '../../schemas/messages';
import { API, cookieOf, dataOf, fieldErrors, get, post, type Session } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
const anonymous: Session = { cookie: undefined };
const ADULT = '05/14/1980';
const CHILD = `01/01/${new Date().getFullYear() - 10}`;
const QUOTE = { zip: '62701', dob: ADULT, gender: '1', tier: 'IS' };

beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

function put(session: Session, tempId: string, body: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'PUT', url: `${API}/change-filter-info/${tempId}`, payload: body as object,
    headers: { 'content-type': 'application/json', ...(session.cookie ? { cookie: session.cookie } : {}) },
  });
}

/** A visitor's quote (a new visitor's unless `as` names a session): their session and the temporary enrollment's id. */
async function newQuote(body: Record<string, unknown> = QUOTE, as: Session = anonymous): Promise<{ session: Session; tempId: string; response: LightMyRequestResponse }> {
  const response = await post(t.app, as, 'add-filter-for-new-user', body);
  const data = dataOf<{ temp_enrollment_id: string }>(response);
  return { session: as.cookie ? as : { cookie: cookieOf(response) }, tempId: data.temp_enrollment_id, response };
}

/** A session signed in to the portals as `email` (the demo password). */
async function signedIn(email: string): Promise<Session> {
  return { cookie: cookieOf(await post(t.app, anonymous, 'portal-sign-in', { email, password: DEMO_PORTAL_PASSWORD }, '10.9.0.1')) };
}

/** A session that opened the landing page `slug` (validate-landing-page: the spec's landing flows), a fresh one unless `as` is given. */
async function throughLanding(slug: string, as: Session = anonymous): Promise<Session> {
  const response = await get(t.app, as, 'validate-landing-page', { landing_page: slug });
  expect(response.statusCode).toBe(200);
  return as.cookie ? as : { cookie: cookieOf(response) };
}

const row = (id: string) => t.db.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const countEnrollments = async () => Number((await t.db.selectFrom('enrollments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('validate-zip-code', () => {
  it.each([['62701', 'IL'], ['10001', 'NY'], ['90210', 'CA'], ['99501', 'AK'], ['00601', 'PR'], ['20500', 'DC']])('%s is in %s', async (zip, state) => {
    expect(dataOf(await get(t.app, anonymous, 'validate-zip-code', { zip_code: zip }))).toEqual({ zip_code: zip, state });
  });

  it.each([
    ['', MESSAGES.required], ['6270', 'Invalid Zip code'], ['62a01', 'Invalid Zip code'], ['00012', MESSAGES.zipUnknown], ['09001', MESSAGES.zipUnknown],
  ])('%j answers 422 at zip_code: %s', async (zip, message) => {
    const response = await get(t.app, anonymous, 'validate-zip-code', { zip_code: zip });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual([{ target_element: 'zip_code', error_message: message }]);
  });

  it('answers 422 at zip_code without one, and refuses an over-long one', async () => {
    expect(fieldErrors(await get(t.app, anonymous, 'validate-zip-code'))).toEqual([{ target_element: 'zip_code', error_message: MESSAGES.required }]);
    expect((await get(t.app, anonymous, 'validate-zip-code', { zip_code: '1'.repeat(200) })).statusCode).toBe(422);
  });
});

describe('add-filter-for-new-user', () => {
  it('creates an applicant new-member quote on the default portal 11, bound to a fresh session, with the state of its zip', async () => {
    const { session, tempId, response } = await newQuote();
    expect(session.cookie).toBeTruthy();
    expect(dataOf(response)).toEqual({ temp_enrollment_id: tempId, portal_id: 11, state: 'IL' });
    const saved = await row(tempId);
    expect(saved).toMatchObject({
      portal_id: 11, group_id: null, agent_id: null, member_id: null, eprocess: 'applicant', type: 'new-member', open_type: null, referral: null,
      filter_info: { zip: '62701', state: 'IL', dob: ADULT, gender: '1', tier: 'IS' },
    });
    // The session holds it: a bound read answers.
    expect((await get(t.app, session, 'get-enrollment-temp-info', { enrollment_id: tempId, column: 'filter_info' })).statusCode).toBe(200);
  });

  it("keeps the visitor's live session, and takes the rep, group, portal, category and referral it is given", async () => {
    const jordan = await signedIn('jordan.avery@example.com');
    const first = await newQuote(QUOTE, jordan);
    const response = await post(t.app, first.session, 'add-filter-for-new-user', {
      zip: '10001', dob: ADULT, gender: '0', tier: null, eprocess: 'rep', agent_id: 1001, group_id: 2001, platform_group_id: 12,
      type: 'new-group-member', open_type: 'agent', category: 'medical', referral: '5001',
    });
    const data = dataOf<{ temp_enrollment_id: string; portal_id: number; state: string }>(response);
    expect(cookieOf(response)).toBeUndefined();
    expect(data).toMatchObject({ portal_id: 12, state: 'NY' });
    expect(await row(data.temp_enrollment_id)).toMatchObject({
      portal_id: 12, group_id: 2001, agent_id: 1001, eprocess: 'rep', type: 'new-group-member', open_type: 'agent', referral: '5001',
      session_hash: (await row(first.tempId)).session_hash,
      filter_info: { zip: '10001', state: 'NY', dob: ADULT, gender: '0', tier: 'IO', category: 'medical' },
    });
  });

  it('starts a rep enrollment only for the rep signed in on this session, refusing it at eprocess otherwise', async () => {
    const before = await countEnrollments();
    // Rep 1001 is nobody this caller came through either: its id is refused too.
    const refusal = [
      { target_element: 'eprocess', error_message: MESSAGES.signInRequired },
      { target_element: 'agent_id', error_message: MESSAGES.storefrontIdInvalid },
    ];
    const repQuote = { ...QUOTE, eprocess: 'rep', agent_id: 1001 };
    expect(fieldErrors(await post(t.app, anonymous, 'add-filter-for-new-user', repQuote))).toEqual(refusal);
    const sam = await signedIn('sam.noland@example.com');
    expect(fieldErrors(await post(t.app, sam, 'add-filter-for-new-user', repQuote))).toEqual(refusal);
    expect(await countEnrollments()).toBe(before);
    const { session, tempId } = await newQuote();
    expect(fieldErrors(await put(session, tempId, { eprocess: 'rep', agent_id: 1001 }))).toEqual(refusal);
    expect(await row(tempId)).toMatchObject({ eprocess: 'applicant', agent_id: null });
  });

  it("takes a group's portal when no portal is named (a visitor of the group's landing)", async () => {
    const { response } = await newQuote({ ...QUOTE, group_id: 2001 }, await throughLanding('acme'));
    expect(dataOf(response)).toMatchObject({ portal_id: 12 });
  });

  it('answers every rule at its field and writes nothing', async () => {
    const before = await countEnrollments();
    const response = await post(t.app, anonymous, 'add-filter-for-new-user', { zip: '627', dob: CHILD, gender: '3', tier: 'IS' });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual([
      { target_element: 'zip', error_message: 'Invalid Zip code' },
      { target_element: 'gender', error_message: MESSAGES.choice },
      { target_element: 'dob', error_message: 'You must be 18 years to proceed' },
    ]);
    expect(cookieOf(response)).toBeUndefined();
    expect(await countEnrollments()).toBe(before);
  });

  it.each([
    [{ ...QUOTE, zip: '' }, 'zip', MESSAGES.required],
    [{ ...QUOTE, zip: '00012' }, 'zip', MESSAGES.zipUnknown],
    [{ ...QUOTE, dob: '' }, 'dob', MESSAGES.required],
    [{ ...QUOTE, dob: '02/30/1980' }, 'dob', MESSAGES.date],
    [{ ...QUOTE, dob: '12/31/2999' }, 'dob', MESSAGES.pastDate],
    [{ ...QUOTE, gender: '' }, 'gender', MESSAGES.required],
    [{ ...QUOTE, tier: 'XX' }, 'tier', MESSAGES.chooseTier],
    [{ ...QUOTE, agent_id: 999999 }, 'agent_id', MESSAGES.storefrontIdInvalid],
    [{ ...QUOTE, group_id: 999999 }, 'group_id', MESSAGES.chooseGroup],
    [{ ...QUOTE, platform_group_id: 999999 }, 'platform_group_id', MESSAGES.choosePlatform],
    [{ ...QUOTE, eprocess: 'boss' }, 'eprocess', MESSAGES.choice],
    [{ ...QUOTE, type: 'existing-member' }, 'type', MESSAGES.choice],
    [{ ...QUOTE, agent_id: 'x' }, 'agent_id', MESSAGES.storefrontIdInvalid],
    [{ zip: '62701', dob: ADULT }, 'gender', MESSAGES.required],
  ])('%j -> 422 at %s', async (body, target, message) => {
    const response = await post(t.app, anonymous, 'add-filter-for-new-user', body);
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toContainEqual({ target_element: target, error_message: message });
  });

  it('never takes a member from the body (unknown fields are refused at them, nothing created), and refuses malformed bodies with 4xx, never 500', async () => {
    const count = async () => (await t.db.selectFrom('enrollments').select('id').execute()).length;
    const before = await count();
    const forged = await post(t.app, anonymous, 'add-filter-for-new-user', { ...QUOTE, member_id: 7001, session_hash: 'x' });
    expect({ status: forged.statusCode, errors: fieldErrors(forged) }).toEqual({
      status: 422, errors: ['member_id', 'session_hash'].map((target) => ({ target_element: target, error_message: MESSAGES.fieldUnknown })),
    });
    expect(await count()).toBe(before);
    const malformed = await t.app.inject({ method: 'POST', url: `${API}/add-filter-for-new-user`, payload: '{"zip":', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
    expect(malformed.statusCode).toBeLessThan(500);
  });
});

describe('get-form-fields-quote (issue 16: one engine, one validation path)', () => {
  it('serves the variant the visitor sees, with a validator module for its schema', async () => {
    const plain = dataOf<{ result: Array<{ field_name: string }>; validator: string }>(await get(t.app, anonymous, 'get-form-fields-quote', {}));
    expect(plain.result.map((def) => def.field_name)).toEqual(['zip', 'gender', 'tier', 'dob']);
    const premier = dataOf<{ result: Array<{ field_name: string; schema?: { choices?: unknown[] } }> }>(
      await get(t.app, anonymous, 'get-form-fields-quote', { premier: '1', referred: '1' }));
    expect(premier.result.map((def) => def.field_name)).toEqual(['zip', 'gender', 'tier', 'dob', 'category', 'referred_by']);
    expect(premier.result.find((def) => def.field_name === 'category')?.schema?.choices).toContainEqual({ value: 'family', label: 'Family' });
    const module = await t.app.inject({ method: 'GET', url: `${API}/form-validators/${plain.validator}.js` });
    expect(module.statusCode).toBe(200);
    expect((await get(t.app, anonymous, 'get-form-fields-quote', { premier: 'yes' })).statusCode).toBe(422);
  });

  it("answers a bad quote exactly as the form's own check (the browser's engine) does", async () => {
    const body = { zip: '1', dob: '02/30/1980', gender: '7', tier: 'IF' };
    const response = await post(t.app, anonymous, 'add-filter-for-new-user', body);
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual(quoteFieldErrors(body));
  });
});

describe('change-filter-info', () => {
  it('updates the sent fields, drops empty and null ones, re-derives the state, and mirrors the columns', async () => {
    // The visitor came through Acme's landing, so the quote may move into Acme's group process.
    const { session, tempId } = await newQuote({ ...QUOTE, category: 'medical' }, await throughLanding('acme'));
    const response = await put(session, tempId, {
      zip: '10001', dob: '', gender: null, tier: 'IF', is_smoker: '1', annual_incode: 52000, working_hours: 40, category: '',
      platform_group_id: 12, group_id: 2001, agent_id: 1001, eprocess: 'group', open_type: 'group', plan_id: 301,
    });
    expect(dataOf(response)).toEqual({
      temp_enrollment_id: tempId, plan_id: 301,
      filter_info: { zip: '10001', state: 'NY', dob: ADULT, gender: '1', tier: 'IF', category: 'medical', is_smoker: 1, annual_incode: 52000, working_hours: 40 },
    });
    expect(await row(tempId)).toMatchObject({ portal_id: 12, group_id: 2001, agent_id: 1001, eprocess: 'group', open_type: 'group' });
  });

  it('answers without plan_id when none is sent, and an empty body changes nothing', async () => {
    const { session, tempId } = await newQuote();
    const data = dataOf<Record<string, unknown>>(await put(session, tempId, {}));
    expect(data).toEqual({ temp_enrollment_id: tempId, filter_info: { zip: '62701', state: 'IL', dob: ADULT, gender: '1', tier: 'IS' } });
  });

  it('refuses bad input at the field and writes nothing', async () => {
    const { session, tempId } = await newQuote();
    const before = await row(tempId);
    const response = await put(session, tempId, { zip: '00012', dob: CHILD, gender: '5', is_smoker: 2, working_hours: 200, group_id: 999999, user_id: 7001 });
    expect(response.statusCode).toBe(422);
    const targets = fieldErrors(response).map((error) => error.target_element).sort();
    expect(targets).toEqual(expect.arrayContaining(['is_smoker', 'working_hours']));
    const semantic = await put(session, tempId, { zip: '00012', dob: CHILD, gender: '5', group_id: 999999, user_id: 7001 });
    expect(fieldErrors(semantic)).toEqual([
      { target_element: 'zip', error_message: MESSAGES.zipUnknown },
      { target_element: 'dob', error_message: 'You must be 18 years to proceed' },
      { target_element: 'gender', error_message: MESSAGES.choice },
      { target_element: 'user_id', error_message: MESSAGES.storefrontIdInvalid },
      { target_element: 'group_id', error_message: MESSAGES.chooseGroup },
    ]);
    expect(await row(tempId)).toEqual(before);
  });

  it("refuses another session's tempId (403), no session (401), a malformed id (422) and a completed enrollment (409)", async () => {
    const mine = await newQuote();
    const theirs = await newQuote();
    const other = await put(theirs.session, mine.tempId, { tier: 'IF' });
    expect(other.statusCode).toBe(403);
    expect(fieldErrors(other)).toEqual([{ target_element: 'enrollment_id', error_message: MESSAGES.sessionForbidden }]);
    expect((await put(anonymous, mine.tempId, { tier: 'IF' })).statusCode).toBe(401);
    expect((await put(mine.session, 'not-a-uuid', { tier: 'IF' })).statusCode).toBe(422);
    expect((await put(mine.session, '0b7c6d1e-1111-4222-8333-944445555666', { tier: 'IF' })).statusCode).toBe(403);
    expect((await row(mine.tempId)).filter_info).toMatchObject({ tier: 'IS' });
    await t.db.updateTable('enrollments').set({ status: 'completed' }).where('id', '=', mine.tempId).execute();
    expect((await put(mine.session, mine.tempId, { tier: 'IF' })).statusCode).toBe(409);
  });
});

describe('the quote feeds pricing (issue 8: "changing the zip to 10001 shows the stateError text")', () => {
  it('prices the medical plan for the quote at 62701, refuses it in NY after the zip changes, and prices a smoker once told', async () => {
    const { session, tempId } = await newQuote({ zip: '62701', dob: '05/14/1986', gender: '1', tier: 'IS' });
    const price = (pid: number) => get(t.app, session, 'get-plan-pricing-detail', { pid: String(pid), enrollment_id: tempId });
    expect((await price(301)).json()).toMatchObject({ status: 'success', statusCode: 200, data: { plans: [{ plan_id: 301 }] } });
    dataOf(await put(session, tempId, { zip: '10001' }));
    expect((await price(301)).json()).toMatchObject({ status: 'error', errorCode: 'stateError', message: MESSAGES.pricingState });
    dataOf(await put(session, tempId, { zip: '62701' }));
    expect((await price(1701)).json()).toMatchObject({ errorCode: 'smokerError' });
    // The tobacco answer echoes its plan, whose pricing then reloads.
    expect(dataOf(await put(session, tempId, { is_smoker: 1, plan_id: 1701 }))).toMatchObject({ plan_id: 1701, filter_info: { is_smoker: 1 } });
    expect((await price(1701)).json()).toMatchObject({ statusCode: 200, data: { plans: [{ plan_id: 1701 }] } });
  });
});
