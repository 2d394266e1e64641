/**
 * The studio's messages editor (issue 15) relies on the server's check of a layer's `messages`:
 * what the editor says as typed (an override that drops or invents a placeholder, an empty text)
 * the server's check, the preview's validation and publish refuse at `messages.<key>`, for any
 * form, "Storefront: Messages" included, and nothing is published. A valid override is published,
 * the preview's Next says it, and the audit log and Compare versions list it as a message change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryData, DefinitionChangeData, FormViewData } from '../../schemas/api/adminTypes';
import type { FieldError } from '../../schemas/api/types';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PUBLISHER_2 } from '../../schemas/demo/staffAccounts';
import type { FormLayer } from '../../schemas/forms/definition';
import { SITE_MESSAGES_FORM } from '../../schemas/forms/storefrontForms';
import { MESSAGES } from '../../schemas/messages';
import { dataOf, fieldErrors, get, post, put, type Session } from './helpers/client';
import { staffSession, withSpanish } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const SITE = `admin/forms/${SITE_MESSAGES_FORM}/portal/11`;
const ACME_CONTACT = 'admin/forms/contact_info/group/2001';

/** Opens (or keeps) the scope's draft and saves `content` as it. */
async function saveDraft(author: Session, scope: string, content: FormLayer): Promise<void> {
  const view = dataOf<{ draft: { revision: number } | null }>(await get(t.app, author, scope));
  const revision = view.draft?.revision ?? dataOf<{ revision: number }>(await post(t.app, author, `${scope}/draft`, {})).revision;
  expect((await put(t.app, author, `${scope}/draft`, { content: withSpanish(content), revision })).statusCode).toBe(200);
}

describe('the server check behind the messages editor', () => {
  it('refuses a dropped or invented placeholder and an empty text at check, preview and publish, each at its message, and publishes nothing', async () => {
    const author = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
    const publisher = await staffSession(t.app, DEMO_STAFF_PUBLISHER_2.email);
    const active = dataOf<{ active: unknown }>(await get(t.app, author, SITE)).active;
    const bad = { fields: {}, messages: { cartRemoveConfirm: 'Remove this plan from your cart?', cartEmpty: 'No {plan} here', pricingPlanUnknown: '' } };
    const expected = [
      { target_element: 'messages.cartRemoveConfirm', error_message: MESSAGES.formMessagePlaceholders },
      { target_element: 'messages.cartEmpty', error_message: MESSAGES.formMessagePlaceholders },
      { target_element: 'messages.pricingPlanUnknown', error_message: MESSAGES.formMessageEmpty },
    ];
    await saveDraft(author, SITE, bad);
    // The draft is stored as JSON: its keys may come back in any order.
    const problems = dataOf<{ problems: FieldError[] }>(await post(t.app, author, `${SITE}/draft/check`, {})).problems;
    expect([problems.length, problems]).toEqual([expected.length, expect.arrayContaining(expected)]);
    // The preview of the same layer unsaved is refused with the same problems.
    const preview = await post(t.app, author, `${ACME_CONTACT}/draft/validate`, { content: { fields: {}, messages: { beneficiaryTotal: 'Must be 100%' } }, values: {} });
    expect(preview.statusCode).toBe(422);
    expect(fieldErrors(preview)).toEqual([{ target_element: 'messages.beneficiaryTotal', error_message: MESSAGES.formMessagePlaceholders }]);
    const refused = await post(t.app, publisher, `${SITE}/draft/publish`, { reason: 'Friendlier texts' });
    expect(refused.statusCode).toBe(422);
    expect(fieldErrors(refused)).toEqual(expect.arrayContaining(expected));
    expect(dataOf<{ active: unknown }>(await get(t.app, author, SITE)).active).toEqual(active);
  });

  it('publishes an override that keeps its placeholder; the audit log and Compare versions list it as a message change', async () => {
    const author = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
    const publisher = await staffSession(t.app, DEMO_STAFF_PUBLISHER_2.email);
    await saveDraft(author, SITE, { fields: {}, messages: { cartRemoveConfirm: 'Take {plan} out of your cart?' } });
    expect(dataOf<{ problems: FieldError[] }>(await post(t.app, author, `${SITE}/draft/check`, {})).problems).toEqual([]);
    expect((await post(t.app, publisher, `${SITE}/draft/publish`, { reason: 'Friendlier texts' })).statusCode).toBe(200);
    const change = { kind: 'message', prop: 'cartRemoveConfirm', before: null, after: 'Take {plan} out of your cart?' };
    const audit = dataOf<{ entries: AuditEntryData[] }>(await get(t.app, author, 'admin/audit', { form: SITE_MESSAGES_FORM, scope: 'portal', scope_id: '11' }));
    expect(audit.entries.find((entry) => entry.action === 'publish')?.diff).toContainEqual(change);
    const active = dataOf<FormViewData>(await get(t.app, author, SITE)).versions.find((v) => v.active)?.version ?? 0;
    const diff = dataOf<{ layer: DefinitionChangeData[] }>(await get(t.app, author, `${SITE}/diff`, { from: String(active - 1), to: 'active' }));
    // The message's Spanish (withSpanish's stand-in) is listed beside it, under Translations.
    expect(diff.layer).toEqual([change, { kind: 'translation', prop: 'es.messages.cartRemoveConfirm', before: null, after: 'Take {plan} out of your cart?' }]);
  });

  it("makes the preview's Next say a group's required-field override", async () => {
    const author = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
    const text = 'Please answer this before you go on';
    const answer = await post(t.app, author, `${ACME_CONTACT}/draft/validate`, { content: { fields: { contact_time: { widget: 'text', label: 'Contact time', required: true } }, messages: { required: text } }, values: {} });
    expect(answer.statusCode).toBe(200);
    expect(dataOf<{ errors: FieldError[] }>(answer).errors).toContainEqual({ target_element: 'contact_time', error_message: text });
  });
});
