/**
 * The studio's preview of health and of the agreement (issue 15): POST …/draft/render answers what
 * the wizard's step would get with the layer content as the scope's (the questions and their
 * validator; the texts, hash and verification fields, and the fields the layer adds with its
 * message overrides), valued for a demo persona when one is
 * named; a persona's saved health answers and checked agreements come with its values; nothing is
 * written, and an enrollment that is no persona of the scope is refused at `persona`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonaValuesData, ProductionRenderingData } from '../../schemas/api/adminTypes';
import { DEMO_ENROLLMENTS } from '../../schemas/demo/enrollments';
import { AGREEMENT_FORM } from '../../schemas/forms/agreementForm';
import { writeTabDocument } from '../../server/db/queries/tabDocuments';
import { DEMO_STAFF_PASSWORD, DEMO_STAFF_VIEWER } from '../../schemas/demo/staffAccounts';
import { MESSAGES } from '../../schemas/messages';
import { cookieOf, dataOf, get, messageAt, post, type Session } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const HEALTH = 'admin/forms/primary_health_info/portal/11';
// Summit Schools (portal 12): a group's draft words its portal's agreements.
const AGREEMENT = 'admin/forms/agreement_info/group/2512';
const demo = (code: string) => DEMO_ENROLLMENTS.find((d) => d.code === code)!;

async function viewer(): Promise<Session> {
  return { cookie: cookieOf(await post(t.app, { cookie: undefined }, 'admin/session', { email: DEMO_STAFF_VIEWER.email, password: DEMO_STAFF_PASSWORD })) };
}

describe("the preview's rendering of health", () => {
  it("asks the draft's questions as get-health-questions would, with their validator, and writes nothing", async () => {
    const staff = await viewer();
    const before = dataOf(await get(t.app, staff, HEALTH));
    const content = { fields: { question_140: { widget: 'text', label: 'Any heart trouble in the last 5 years?' }, question_145: { widget: 'text', label: 'Pregnant?', hidden: true } } };
    const { health } = dataOf<ProductionRenderingData>(await post(t.app, staff, `${HEALTH}/draft/render`, { content }));
    const asked = health!.result.codition_questions;
    expect(asked.find((q) => q.question_id === 140)?.question_text).toBe('Any heart trouble in the last 5 years?');
    expect(asked.map((q) => q.question_id)).not.toContain(145);
    expect(health!.result.medication_question?.question_id).toBe(150);
    expect((await get(t.app, staff, `form-validators/${health!.validator}.js`)).statusCode).toBe(200);
    expect(dataOf(await get(t.app, staff, HEALTH))).toEqual(before);
  });

  it("answers a persona's saved health answers with its values", async () => {
    const staff = await viewer();
    const { values } = dataOf<PersonaValuesData>(await get(t.app, staff, `${HEALTH}/personas/${demo('DEMO0005').id}`));
    expect((values.condition_questions as unknown[]).length).toBeGreaterThan(0);
  });
});

describe("the preview's rendering of the agreement", () => {
  it("words the scope's texts as the draft does, and values the fields as no one's (an applicant) or as a persona's", async () => {
    const staff = await viewer();
    const view = dataOf<{ resolved: { fields: { name: string }[] } }>(await get(t.app, staff, AGREEMENT));
    const first = view.resolved.fields.map((f) => f.name).find((name) => name.startsWith('agreement_'))!;
    const content = { fields: { [first]: { label: 'I confirm every answer is true.' } } };
    const none = dataOf<ProductionRenderingData>(await post(t.app, staff, `${AGREEMENT}/draft/render`, { content })).agreement!;
    expect(none.texts[0]?.text_required).toBe('I confirm every answer is true.');
    expect(none.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(none.eprocess).toBe('applicant');
    expect(none.fields.map((f) => f.field_name)).toContain('signature');

    // A group enrollment of the portal: group verification, named by the scope's group.
    const group = dataOf<ProductionRenderingData>(await post(t.app, staff, `${AGREEMENT}/draft/render`, { content, persona: demo('DEMO0002').id })).agreement!;
    expect(group.eprocess).toBe('group');
    expect(group.fields.find((f) => f.field_name === 'group_name')?.value).toBe('Summit Schools');
    expect(group.fields.find((f) => f.field_name === 'user_name')?.value).toBe('Taylor Brooks');
    expect(group.texts).toEqual(none.texts);

    const { values } = dataOf<PersonaValuesData>(await get(t.app, staff, `${AGREEMENT}/personas/${demo('DEMO0002').id}`));
    expect(values).toEqual({ accepted_agreements: expect.any(Array), agreement_hash: expect.any(String) });
  });

  it("carries the fields the draft adds and its message overrides, as get-form-fields-agreement-info would, and writes nothing", async () => {
    const staff = await viewer();
    const before = dataOf(await get(t.app, staff, AGREEMENT));
    const content = {
      fields: { contact_time: { widget: 'select', label: 'Preferred contact time', required: true, choices: [{ value: 'am', label: 'Morning' }, { value: 'pm', label: 'Afternoon' }] } },
      messages: { required: 'Please answer this before you sign' },
    };
    for (const persona of [undefined, demo('DEMO0002').id]) {
      const { agreement } = dataOf<ProductionRenderingData>(await post(t.app, staff, `${AGREEMENT}/draft/render`, { content, ...(persona && { persona }) }));
      expect(agreement!.added?.result.map((def) => [def.field_name, def.required, def.value])).toEqual([['contact_time', true, '']]);
      expect(agreement!.added?.result[0].schema).toMatchObject({ widget: 'select', title: 'Preferred contact time' });
      expect((await get(t.app, staff, `form-validators/${agreement!.added!.validator}.js`)).statusCode).toBe(200);
      expect(agreement!.messages).toEqual({ required: 'Please answer this before you sign' });
    }
    // A persona's saved value of the added field (its tab document, as a signing stores it) fills it.
    await writeTabDocument(t.db, demo('DEMO0002').id, AGREEMENT_FORM, { contact_time: 'pm' });
    const filled = dataOf<ProductionRenderingData>(await post(t.app, staff, `${AGREEMENT}/draft/render`, { content, persona: demo('DEMO0002').id })).agreement!;
    expect(filled.added?.result[0].value).toBe('pm');
    // A draft that adds nothing and words nothing its own way answers as before.
    const { agreement: plain } = dataOf<ProductionRenderingData>(await post(t.app, staff, `${AGREEMENT}/draft/render`, { content: { fields: {} } }));
    expect(plain!.added).toBeUndefined();
    expect(plain!.messages).toBeUndefined();
    expect(dataOf(await get(t.app, staff, AGREEMENT))).toEqual(before);
  });

  it('refuses an enrollment that is no persona of the scope, and a layer with problems, field by field', async () => {
    const staff = await viewer();
    const other = DEMO_ENROLLMENTS.find((d) => d.portal_id !== 12)!;
    const refused = await post(t.app, staff, `${AGREEMENT}/draft/render`, { content: { fields: {} }, persona: other.id });
    expect(refused.statusCode).toBe(422);
    expect(messageAt(refused, 'persona')).toBe(MESSAGES.personaUnknown);
    // A name the agreement uses itself is a problem of the layer (a new name of its own is a field).
    const bad = await post(t.app, staff, `${AGREEMENT}/draft/render`, { content: { fields: { typed_signature: { widget: 'text', label: 'Signature' } } } });
    expect(bad.statusCode).toBe(422);
  });
});

describe('a storefront form previewed as a persona', () => {
  it('fills with what the persona shopped with (its quote filter)', async () => {
    const staff = await viewer();
    const { values } = dataOf<PersonaValuesData>(await get(t.app, staff, `admin/forms/quote/portal/11/personas/${demo('DEMO0001').id}`));
    expect(values).toMatchObject({ zip: demo('DEMO0001').filter_info.zip, tier: demo('DEMO0001').filter_info.tier });
  });
});

describe("a portal's own agreements", () => {
  it('are fields its layer may change: listed below its draft, checked clean, and rendered in the draft\'s words', async () => {
    const staff = await viewer();
    const view = dataOf<{ below: { fields: { name: string }[] } }>(await get(t.app, staff, 'admin/forms/agreement_info/portal/11'));
    const first = view.below.fields.map((f) => f.name).find((name) => name.startsWith('agreement_'));
    expect(first).toBeDefined();
    const content = { fields: { [first!]: { label: 'I confirm every answer is true.' } } };
    const { agreement } = dataOf<ProductionRenderingData>(await post(t.app, staff, 'admin/forms/agreement_info/portal/11/draft/render', { content }));
    expect(agreement!.texts[0]?.text_required).toBe('I confirm every answer is true.');
  });
});
