/**
 * List limits as form data: a group's version of beneficiary_info sets its list's most rows
 * (`tab.maxItems`), which the item form's answer carries (`max_items`) and the server's save
 * enforces in place of the rule table's 3; a bad limit is refused at `tab.maxItems`; an
 * enrollment of another group keeps the spec's limit and an answer without `max_items`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PUBLISHER_2 } from '../../schemas/demo/staffAccounts';
import { MESSAGES } from '../../schemas/messages';
import { MAX_LIST_LIMIT } from '../../schemas/rules';
import { insertTestEnrollment } from '../../server/db/seed/testEnrollments';
import { dataOf, fieldErrors, get, post, put, resume, type Session } from './helpers/client';
import { staffSession } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const BENEFICIARIES = 'admin/forms/beneficiary_info/group/2001';
const person = (first: string, percentage: string, ssn: string) =>
  ({ first_name: first, last_name: 'Rivera', birthdate: '02/03/2001', relationship: 'Child', ssn, beneficiary_percentage: percentage });

interface Enrollee { session: Session; id: string }

/** A new enrollment of `groupId` that has started the wizard. */
async function enrollee(groupId: number): Promise<Enrollee> {
  const made = await insertTestEnrollment(t.db, t.app.services.cipher, 'DEMO0007', { groupId });
  return { session: await resume(t.app, made.code, made.email), id: made.enrollment_id };
}

const itemForm = async (e: Enrollee) => dataOf<{ max_items?: number }>(await get(t.app, e.session, 'get-form-fields-beneficiary-info', { enrollment_id: e.id }));
const save = (e: Enrollee, beneficiaries: unknown[]) => post(t.app, e.session, 'save-beneficiary-info', { enrollment_id: e.id, beneficiaries });

/** Saves `maxItems` into the group's draft and answers the check's problems. */
async function draftLimit(author: Session, maxItems: unknown) {
  const opened = dataOf<{ revision: number }>(await post(t.app, author, `${BENEFICIARIES}/draft`, {}));
  const saved = await put(t.app, author, `${BENEFICIARIES}/draft`, { content: { fields: {}, tab: { maxItems } }, revision: opened.revision });
  expect(saved.statusCode).toBe(200);
  return dataOf<{ problems: { target_element: string; error_message: string }[] }>(await post(t.app, author, `${BENEFICIARIES}/draft/check`, {})).problems;
}

describe("a list's limit set by a group's version", () => {
  it('is refused when it is not a whole number in bounds, or on a form without a list', async () => {
    const author = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
    const invalid = [{ target_element: 'tab.maxItems', error_message: MESSAGES.formListLimitInvalid.replace('{max}', String(MAX_LIST_LIMIT)) }];
    for (const bad of [0, 2.5, MAX_LIST_LIMIT + 1]) expect(await draftLimit(author, bad)).toEqual(invalid);
    const contact = 'admin/forms/contact_info/group/2001';
    const opened = dataOf<{ revision: number }>(await post(t.app, author, `${contact}/draft`, {}));
    await put(t.app, author, `${contact}/draft`, { content: { fields: {}, tab: { maxItems: 2 } }, revision: opened.revision });
    expect(dataOf<{ problems: unknown[] }>(await post(t.app, author, `${contact}/draft/check`, {})).problems)
      .toEqual([{ target_element: 'tab.maxItems', error_message: MESSAGES.formListLimitNoList }]);
    // Nothing with a problem is published.
    const publisher = await staffSession(t.app, DEMO_STAFF_PUBLISHER_2.email);
    expect((await post(t.app, publisher, `${contact}/draft/publish`, { reason: 'Fewer rows' })).statusCode).toBe(422);
  });

  it("is answered with the item form and enforced by the save; another group keeps the spec's 3", async () => {
    const author = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
    expect(await draftLimit(author, 2)).toEqual([]);
    const publisher = await staffSession(t.app, DEMO_STAFF_PUBLISHER_2.email);
    expect((await post(t.app, publisher, `${BENEFICIARIES}/draft/publish`, { reason: 'Two beneficiaries at most' })).statusCode).toBe(200);

    const limited = await enrollee(2001);
    expect((await itemForm(limited)).max_items).toBe(2);
    const three = [person('Ann', '30', '123456701'), person('Bo', '30', '123456702'), person('Cy', '40', '123456703')];
    expect(fieldErrors(await save(limited, three))).toEqual([{ target_element: 'beneficiaries', error_message: 'Maximum allowed number of beneficiaries is 2' }]);
    expect((await save(limited, [person('Ann', '60', '123456701'), person('Bo', '40', '123456702')])).statusCode).toBe(200);

    const other = await enrollee(2002);
    expect(await itemForm(other)).not.toHaveProperty('max_items');
    expect((await save(other, three)).statusCode).toBe(200);
    expect(fieldErrors(await save(other, [...three.slice(0, 2), person('Cy', '20', '123456703'), person('Di', '20', '123456704')])))
      .toEqual([{ target_element: 'beneficiaries', error_message: MESSAGES.beneficiaryMax }]);
  });
});
