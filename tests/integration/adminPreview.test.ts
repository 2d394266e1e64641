/**
 * The studio's preview (issue 15): the admin API's draft preview names the validator module of
 * the draft's form, registered as get-form-fields-* registers a form's, so the studio validates
 * the preview with the draft's own rules without eval (the app's CSP forbids it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../schemas/api/types';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PASSWORD, DEMO_STAFF_VIEWER } from '../../schemas/demo/staffAccounts';
import { API, cookieOf, dataOf, get, post, type Session } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const SCOPE = 'admin/forms/contact_info/group/2001';

async function staff(email: string): Promise<Session> {
  const response = await post(t.app, { cookie: undefined }, 'admin/session', { email, password: DEMO_STAFF_PASSWORD });
  return { cookie: cookieOf(response) };
}

describe('the draft preview', () => {
  it('answers the draft definitions and the hash of a validator module the server serves', async () => {
    const author = await staff(DEMO_STAFF_AUTHOR.email);
    const draft = dataOf<{ revision: number }>(await post(t.app, author, `${SCOPE}/draft`, {}));
    const saved = await t.app.inject({
      method: 'PUT', url: `${API}/${SCOPE}/draft`, headers: { 'content-type': 'application/json', cookie: author.cookie as string },
      payload: { revision: draft.revision, content: { fields: { address2: { required: true }, contact_time: { widget: 'select', label: 'Preferred contact time', choices: [{ value: 'am', label: 'Morning' }] } } } },
    });
    expect(saved.statusCode).toBe(200);

    // A viewer may preview too (any staff).
    const preview = dataOf<{ definitions: FieldDefinition[]; validator: string }>(await get(t.app, await staff(DEMO_STAFF_VIEWER.email), `${SCOPE}/draft/preview`));
    expect(preview.definitions.find((d) => d.field_name === 'address2')?.required).toBe(true);
    expect(preview.definitions.map((d) => d.field_name)).toContain('contact_time');
    expect(preview.validator).toMatch(/^[0-9a-f]{64}$/);
    const module = await t.app.inject({ method: 'GET', url: `${API}/form-validators/${preview.validator}.js` });
    expect(module.statusCode).toBe(200);
    expect(module.body).toContain('Preferred contact time');
  });
});
