/**
 * Per-scope catalog message overrides (issue 14 item 1, a form layer's `messages`): a group's
 * published version that overrides the required message makes the server's 422 for that group's
 * enrollment say the override, and get-form-fields hands it to the wizard; another group's
 * enrollment keeps the catalog's text. A bad override gets field-level problems at check and
 * publish, and nothing is published.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PUBLISHER_2 } from '../../schemas/demo/staffAccounts';
import type { FormLayer } from '../../schemas/forms/definition';
import { MESSAGES } from '../../schemas/messages';
import { cookieOf, dataOf, fieldErrors, get, post, put, type Session } from './helpers/client';
import { staffSession, withSpanish } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const ACME_PERSONAL = 'admin/forms/primary_info/group/2001';
const OVERRIDE = 'Please answer this question before you go on';

const staff = (email: string) => staffSession(t.app, email);

/** Saves `content` as the draft of a form's scope (opened by the author). */
async function draftOf(author: Session, content: FormLayer, scope = ACME_PERSONAL): Promise<void> {
  const draft = dataOf<{ revision: number }>(await post(t.app, author, `${scope}/draft`, {}));
  expect((await put(t.app, author, `${scope}/draft`, { content: withSpanish(content), revision: draft.revision })).statusCode).toBe(200);
}

/** A new employee enrollment of the group behind a landing page (portal 12), with its browser session. */
async function groupEnrollment(landing: string, groupId: number): Promise<{ session: Session; id: string }> {
  const answer = await get(t.app, { cookie: undefined }, 'validate-landing-page', { landing_page: landing });
  const session = { cookie: cookieOf(answer) };
  const id = dataOf<{ temp_enrollment_id: string }>(await post(t.app, session, 'add-filter-for-new-user', {
    zip: '62701', dob: '05/14/1980', gender: '1', tier: 'IO', eprocess: 'group', group_id: groupId, type: 'new-group-member', open_type: 'group',
  })).temp_enrollment_id;
  return { session, id };
}

/** A personal-info save without the weight portal 12 requires. */
const saveWithoutWeight = (e: { session: Session; id: string }) => post(t.app, e.session, 'save-personal-info', {
  enrollment_id: e.id, first_name: 'Pat', last_name: 'Lane', gender: '1', marital_status: '1', birthdate: '05/14/1980',
});

const weightError = (response: Awaited<ReturnType<typeof saveWithoutWeight>>) =>
  fieldErrors(response).find((error) => error.target_element === 'weight')?.error_message;

describe("a group's message override", () => {
  it('refuses an unknown key, markup, an empty text and a lost placeholder, field by field, and publishes nothing', async () => {
    const author = await staff(DEMO_STAFF_AUTHOR.email);
    await draftOf(author, { fields: {}, messages: { nonsense: 'x', required: 'Please <b>answer</b>', firstName: ' ', beneficiaryTotal: 'Totals must be 100%' } });
    const problems = dataOf<{ problems: unknown[] }>(await post(t.app, author, `${ACME_PERSONAL}/draft/check`, {})).problems;
    expect(problems).toEqual([
      { target_element: 'messages.nonsense', error_message: MESSAGES.formMessageUnknown },
      { target_element: 'messages.required', error_message: MESSAGES.formMessagePlainText },
      { target_element: 'messages.firstName', error_message: MESSAGES.formMessageEmpty },
      { target_element: 'messages.beneficiaryTotal', error_message: MESSAGES.formMessagePlaceholders },
    ]);
    const publisher = await staff(DEMO_STAFF_PUBLISHER_2.email);
    const refused = await post(t.app, publisher, `${ACME_PERSONAL}/draft/publish`, { reason: 'Friendlier wording' });
    expect(refused.statusCode).toBe(422);
    expect(fieldErrors(refused).map((error) => error.target_element)).toContain('messages.required');
    expect((await post(t.app, author, `${ACME_PERSONAL}/draft/discard`, {})).statusCode).toBe(200);
  });

  it("reaches the group's enrollments (the 422 and get-form-fields), not another group's", async () => {
    const author = await staff(DEMO_STAFF_AUTHOR.email);
    await draftOf(author, { fields: {}, messages: { required: OVERRIDE } });
    const publisher = await staff(DEMO_STAFF_PUBLISHER_2.email);
    expect((await post(t.app, publisher, `${ACME_PERSONAL}/draft/publish`, { reason: 'Friendlier wording' })).statusCode).toBe(200);

    const acme = await groupEnrollment('acme', 2001);
    const refused = await saveWithoutWeight(acme);
    expect(refused.statusCode).toBe(422);
    expect(weightError(refused)).toBe(OVERRIDE);
    const fields = dataOf<{ messages?: Record<string, string> }>(await get(t.app, acme.session, 'get-form-fields-personal-info', { enrollment_id: acme.id }));
    expect(fields.messages).toEqual({ required: OVERRIDE });

    const harbor = await groupEnrollment('harbor', 2556);
    const other = await saveWithoutWeight(harbor);
    expect(other.statusCode).toBe(422);
    expect(weightError(other)).toBe(MESSAGES.required);
    const otherFields = dataOf<{ messages?: Record<string, string> }>(await get(t.app, harbor.session, 'get-form-fields-personal-info', { enrollment_id: harbor.id }));
    expect(otherFields.messages).toBeUndefined();
  });

  it("says a list rule of the group's beneficiary form in the group's words", async () => {
    const scope = 'admin/forms/beneficiary_info/group/2001';
    const words = 'Name at least one beneficiary to go on';
    await draftOf(await staff(DEMO_STAFF_AUTHOR.email), { fields: {}, messages: { beneficiaryNone: words } }, scope);
    expect((await post(t.app, await staff(DEMO_STAFF_PUBLISHER_2.email), `${scope}/draft/publish`, { reason: 'Plainer words' })).statusCode).toBe(200);
    const save = (e: { session: Session; id: string }) => post(t.app, e.session, 'save-beneficiary-info', { enrollment_id: e.id, beneficiaries: [] });
    expect(fieldErrors(await save(await groupEnrollment('acme', 2001)))).toEqual([{ target_element: 'beneficiaries', error_message: words }]);
    const harbor = await groupEnrollment('harbor', 2556);
    // Harbor requires an enroller code before a beneficiary save.
    expect((await post(t.app, harbor.session, 'save-enroller-code', { enrollment_id: harbor.id, enrollerCode: 'ENR-1001' })).statusCode).toBe(200);
    expect(fieldErrors(await save(harbor))).toEqual([{ target_element: 'beneficiaries', error_message: MESSAGES.beneficiaryNone }]);
  });
});
