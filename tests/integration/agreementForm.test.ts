/**
 * The agreement as a layered form (issues 14 and 15; schemas/forms/agreementForm.ts): the studio's
 * API lists it with the scope's texts as its fields, a group's published version rewords one
 * agreement, hides another and makes the verification answer required; the enrollee's
 * get-agreement-texts and get-form-fields-agreement-info answer the resolved definition and the
 * save is checked with it; an enrollment that saved before keeps its version; rollback restores.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgreementText, FieldDefinition } from '../../schemas/api/types';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PUBLISHER_2 } from '../../schemas/demo/staffAccounts';
import type { FormLayer } from '../../schemas/forms/definition';
import { agreementField } from '../../schemas/forms/agreementForm';
import { MESSAGES } from '../../schemas/messages';
import { dataOf, fieldErrors, get, post, put } from './helpers/client';
import { staffSession, withSpanish } from './helpers/staff';
import { acmeEnrollment as acmeEnrollmentOf } from './helpers/acme';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const AGREEMENT = 'admin/forms/agreement_info/group/2001';

/** A new employee enrollment of Acme (group 2001, portal 12: group verification). */
const acmeEnrollment = () => acmeEnrollmentOf(t.app);
type Enrollment = Awaited<ReturnType<typeof acmeEnrollment>>;

const textsOf = async (e: Enrollment) =>
  dataOf<{ result: AgreementText[]; hash: string }>(await get(t.app, e.session, 'get-agreement-texts', { enrollment_id: e.id }));
const fieldsOf = async (e: Enrollment) =>
  dataOf<{ result: FieldDefinition[] }>(await get(t.app, e.session, 'get-form-fields-agreement-info', { enrollment_id: e.id })).result;

/** save-agreement-info with every agreement shown checked, of the texts shown. */
const signAll = async (e: Enrollment, extra: Record<string, unknown> = {}) => {
  const texts = await textsOf(e);
  return post(t.app, e.session, 'save-agreement-info', {
    enrollment_id: e.id, accepted_agreements: texts.result.map((text) => text.id), agreement_hash: texts.hash, ...extra,
  });
};

describe('the agreement as a layered form', () => {
  it('is listed by the studio, and a group\'s published version reaches new enrollments only, until rolled back', async () => {
    const author = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
    const forms = dataOf<{ forms: { form: string; title: string }[] }>(await get(t.app, author, 'admin/forms')).forms;
    expect(forms).toContainEqual({ form: 'agreement_info', title: 'Agreement & Signature' });

    const before = await acmeEnrollment();
    const original = await textsOf(before);
    const originalFields = await fieldsOf(before);
    const [first, second, third] = original.result;
    expect(third).toBeDefined();
    // The studio shows the scope's texts as the form's fields, each with its words.
    const view = dataOf<{ resolved: { fields: { name: string; props: { label: string; help?: string; section?: string; hidden: boolean } }[] } }>(
      await get(t.app, author, AGREEMENT),
    );
    expect(view.resolved.fields.find((f) => f.name === agreementField(first.id))?.props)
      .toMatchObject({ label: first.text_required, help: first.text_body, section: first.text_head, hidden: false });
    // A save keeps the definition it was checked with.
    expect((await signAll(before)).statusCode).toBe(200);

    const change: FormLayer = {
      fields: {
        [agreementField(first.id)]: { label: 'I confirm that every answer I gave is true.', section: 'Accuracy' },
        [agreementField(second.id)]: { hidden: true },
        answer: { hidden: false, required: true },
      },
    };
    const publisher = await staffSession(t.app, DEMO_STAFF_PUBLISHER_2.email);
    /** Saves `content` as the group's draft, checks and publishes it. */
    const publish = async (content: FormLayer, reason: string) => {
      const draft = dataOf<{ revision: number }>(await post(t.app, author, `${AGREEMENT}/draft`, {}));
      expect((await put(t.app, author, `${AGREEMENT}/draft`, { content: withSpanish(content), revision: draft.revision })).statusCode).toBe(200);
      expect(dataOf<{ problems: unknown[] }>(await post(t.app, author, `${AGREEMENT}/draft/check`, {})).problems).toEqual([]);
      return dataOf<{ version: number }>(await post(t.app, publisher, `${AGREEMENT}/draft/publish`, { reason }));
    };
    // What the agreement does not apply is refused at the property: every agreement stays required.
    const bad = dataOf<{ revision: number }>(await post(t.app, author, `${AGREEMENT}/draft`, {}));
    await put(t.app, author, `${AGREEMENT}/draft`, { content: { fields: { [agreementField(third.id)]: { required: false } } }, revision: bad.revision });
    expect(dataOf<{ problems: unknown[] }>(await post(t.app, author, `${AGREEMENT}/draft/check`, {})).problems)
      .toEqual([{ target_element: `fields.${agreementField(third.id)}.required`, error_message: MESSAGES.formAgreementRequired }]);
    expect((await post(t.app, author, `${AGREEMENT}/draft/discard`, {})).statusCode).toBe(200);
    // A first version that changes nothing, then the change.
    const baseline = await publish({ fields: {} }, 'The portal\'s wording');
    const published = await publish(change, 'Plainer agreements, answer required');
    expect(published.version).toBe(baseline.version + 1);

    const after = await acmeEnrollment();
    const changed = await textsOf(after);
    expect(changed.result).toEqual([
      { ...first, text_head: 'Accuracy', text_required: 'I confirm that every answer I gave is true.' }, third,
    ]);
    expect(changed.hash).not.toBe(original.hash);
    expect((await fieldsOf(after)).find((f) => f.field_name === 'answer')).toMatchObject({ required: true, read_only: false });
    // The server checks the new definition: a save without the now-required answer is refused at it, nothing written.
    const missing = await signAll(after);
    expect(missing.statusCode).toBe(422);
    expect(fieldErrors(missing)).toEqual([{ target_element: 'answer', error_message: MESSAGES.required }]);
    // The old texts are out of date.
    const stale = await post(t.app, after.session, 'save-agreement-info', {
      enrollment_id: after.id, accepted_agreements: original.result.map((text) => text.id), agreement_hash: original.hash, answer: 'Yes',
    });
    expect(fieldErrors(stale)).toEqual([{ target_element: 'agreements', error_message: MESSAGES.agreementChanged }]);
    expect((await signAll(after, { answer: 'Yes' })).statusCode).toBe(200);

    // The enrollment that saved before keeps the texts and fields it signed.
    expect(await textsOf(before)).toEqual(original);
    expect(await fieldsOf(before)).toEqual(originalFields);

    const rollback = await post(t.app, publisher, `${AGREEMENT}/versions/${baseline.version}/rollback`, { reason: 'Back to the portal\'s wording' });
    expect(rollback.statusCode).toBe(200);
    const fresh = await acmeEnrollment();
    expect(await textsOf(fresh)).toEqual(original);
    expect(await fieldsOf(fresh)).toEqual(originalFields);
    // The enrollment that saved under the change keeps it.
    expect((await textsOf(after)).hash).toBe(changed.hash);

    const audit = dataOf<{ entries: { action: string }[] }>(
      await get(t.app, author, 'admin/audit', { form: 'agreement_info', scope: 'group', scope_id: '2001' }),
    );
    expect(audit.entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['draft.create', 'draft.save', 'publish', 'rollback']));
  });
});
