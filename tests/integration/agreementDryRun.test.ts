/**
 * An agreement publish's dry run (issue 14 item 5): the group's open enrollments that signed are
 * judged with the draft as their save and completion check would judge them, and the answer says
 * how many would fail and at which fields (`agreements` when the texts signed change, a field's
 * name when the draft requires one left empty), ids only; an unsigned enrollment is not checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgreementText } from '../../schemas/api/types';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PUBLISHER_2 } from '../../schemas/demo/staffAccounts';
import { agreementField } from '../../schemas/forms/agreementForm';
import type { FormLayer } from '../../schemas/forms/definition';
import { acmeEnrollment } from './helpers/acme';
import { dataOf, get, post, put } from './helpers/client';
import { staffSession } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const AGREEMENT = 'admin/forms/agreement_info/group/2001';

interface DryRun { supported: boolean; checked: number; failing: number; fields: Record<string, number>; enrollments: { enrollment_id: string; fields: string[] }[] }

describe('an agreement publish\'s dry run', () => {
  it('counts the signed agreements the draft would refuse, at the texts or the field it requires', async () => {
    const signed = await acmeEnrollment(t.app);
    const unsigned = await acmeEnrollment(t.app);
    const texts = dataOf<{ result: AgreementText[]; hash: string }>(await get(t.app, signed.session, 'get-agreement-texts', { enrollment_id: signed.id }));
    expect((await post(t.app, signed.session, 'save-agreement-info', {
      enrollment_id: signed.id, accepted_agreements: texts.result.map((text) => text.id), agreement_hash: texts.hash,
    })).statusCode).toBe(200);

    const author = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
    const publisher = await staffSession(t.app, DEMO_STAFF_PUBLISHER_2.email);
    /** Saves `content` as the group's draft and asks for its dry run. */
    const dryRun = async (content: FormLayer) => {
      const draft = dataOf<{ revision: number }>(await post(t.app, author, `${AGREEMENT}/draft`, {}));
      expect((await put(t.app, author, `${AGREEMENT}/draft`, { content, revision: draft.revision })).statusCode).toBe(200);
      return dataOf<DryRun>(await post(t.app, publisher, `${AGREEMENT}/draft/dry-run`, {}));
    };

    // Hiding an agreement changes the texts it signed: it signs again.
    const hidden = await dryRun({ fields: { [agreementField(texts.result[1].id)]: { hidden: true } } });
    expect(hidden.supported).toBe(true);
    expect(hidden.checked).toBeGreaterThanOrEqual(1);
    expect(hidden.enrollments).toContainEqual({ enrollment_id: signed.id, fields: ['agreements'] });
    expect(hidden.fields.agreements).toBeGreaterThanOrEqual(1);
    expect(hidden.enrollments.map((e) => e.enrollment_id)).not.toContain(unsigned.id);

    // Requiring the verification answer it left empty fails at that field; the texts are unchanged.
    const required = await dryRun({ fields: { answer: { hidden: false, required: true } } });
    expect(required.enrollments).toContainEqual({ enrollment_id: signed.id, fields: ['answer'] });

    // A draft that changes nothing it signed: it passes.
    const same = await dryRun({ fields: { answer: { hidden: false } } });
    expect(same.enrollments.map((e) => e.enrollment_id)).not.toContain(signed.id);
  });
});
