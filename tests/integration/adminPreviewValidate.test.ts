/**
 * The studio preview's Next on unsaved edits (issue 15): POST …/draft/validate answers the field
 * errors a save would give for the preview's values, on the form the unsaved layer content makes
 * at its scope; any staff member may ask, a bad layer is a field-level 422, and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldError } from '../../schemas/api/types';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PASSWORD, DEMO_STAFF_VIEWER } from '../../schemas/demo/staffAccounts';
import { MESSAGES } from '../../schemas/messages';
import { cookieOf, dataOf, fieldErrors, get, post, type Session } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const SCOPE = 'admin/forms/contact_info/group/2001';
const VALIDATE = `${SCOPE}/draft/validate`;

async function staff(email: string): Promise<Session> {
  const response = await post(t.app, { cookie: undefined }, 'admin/session', { email, password: DEMO_STAFF_PASSWORD });
  return { cookie: cookieOf(response) };
}

/** An unsaved layer adding a required text field. */
const withRequired = { fields: { badge_number: { widget: 'text', label: 'Badge number', required: true } } };

describe('validating the preview of unsaved edits', () => {
  it('answers the message of a required field the unsaved layer adds, to any staff member, and writes nothing', async () => {
    const author = await staff(DEMO_STAFF_AUTHOR.email);
    const viewer = await staff(DEMO_STAFF_VIEWER.email);
    dataOf(await post(t.app, author, `${SCOPE}/draft`, {}));
    const before = dataOf(await get(t.app, viewer, SCOPE));
    const audit = dataOf(await get(t.app, viewer, 'admin/audit', { form: 'contact_info', scope: 'group', scope_id: '2001' }));

    const empty = await post(t.app, viewer, VALIDATE, { content: withRequired, values: {} });
    expect(empty.statusCode).toBe(200);
    const errors = dataOf<{ errors: FieldError[] }>(empty).errors;
    expect(errors).toContainEqual({ target_element: 'badge_number', error_message: MESSAGES.required });

    const filled = dataOf<{ errors: FieldError[] }>(await post(t.app, author, VALIDATE, { content: withRequired, values: { badge_number: 'B-7' } })).errors;
    expect(filled.map((e) => e.target_element)).not.toContain('badge_number');

    // Without the unsaved layer the field does not exist, so nothing is asked of it.
    const saved = dataOf<{ errors: FieldError[] }>(await post(t.app, viewer, VALIDATE, { content: { fields: {} }, values: {} })).errors;
    expect(saved.map((e) => e.target_element)).not.toContain('badge_number');

    expect(dataOf(await get(t.app, viewer, SCOPE))).toEqual(before);
    expect(dataOf(await get(t.app, viewer, 'admin/audit', { form: 'contact_info', scope: 'group', scope_id: '2001' }))).toEqual(audit);
  });

  it('refuses a caller who is not signed in to the studio', async () => {
    const response = await post(t.app, { cookie: undefined }, VALIDATE, { content: withRequired, values: {} });
    expect(response.statusCode).toBe(401);
  });

  it('answers a bad layer with field-level errors (422)', async () => {
    const viewer = await staff(DEMO_STAFF_VIEWER.email);
    const unknownWidget = await post(t.app, viewer, VALIDATE, { content: { fields: { badge_number: { widget: 'hologram', label: 'Badge' } } }, values: {} });
    expect(unknownWidget.statusCode).toBe(422);
    expect(fieldErrors(unknownWidget)).toContainEqual({ target_element: 'fields.badge_number.widget', error_message: MESSAGES.formWidgetUnknown });

    const unbounded = await post(t.app, viewer, VALIDATE, { content: { fields: {}, extra: 1 }, values: {} });
    expect(unbounded.statusCode).toBe(422);
    expect(fieldErrors(unbounded).length).toBeGreaterThan(0);
  });
});
