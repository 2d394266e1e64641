/**
 * Forms as data through the admin API (issue 14): a group's draft changes one field and adds
 * another, publishing shows them to a new enrollment of the group (and the server enforces them),
 * an enrollment that started before keeps its form, roles and four eyes are checked by the
 * server, a stale save is refused, rollback restores the old form, and the audit lists it all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../schemas/api/types';
import {
  DEMO_STAFF_AUTHOR, DEMO_STAFF_PUBLISHER, DEMO_STAFF_PUBLISHER_2, DEMO_STAFF_VIEWER,
} from '../../schemas/demo/staffAccounts';
import type { FormLayer } from '../../schemas/forms/definition';
import { MESSAGES } from '../../schemas/messages';
import { ADMIN_FORM_ROUTES } from '../../schemas/api/adminForms';
import { enrollmentCopy } from '../../server/services/completion/enrollmentCopy';
import { dataOf, fieldErrors, get, post, put as putJson, type Session } from './helpers/client';
import { acmeEnrollment as acmeEnrollmentOn, saveAcmeContact } from './helpers/acme';
import { staffSession, withSpanish } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const ACME = 'admin/forms/contact_info/group/2001';

/** A signed-in staff member's session. */
const staff = (email: string) => staffSession(t.app, email);

/** PUT path with a JSON body and the session's cookie. */
const put = (session: Session, path: string, body: unknown) => putJson(t.app, session, path, body);

const acmeEnrollment = () => acmeEnrollmentOn(t.app);

const contactFields = async (e: { session: Session; id: string }) =>
  dataOf<{ result: FieldDefinition[] }>(await get(t.app, e.session, 'get-form-fields-contact-info', { enrollment_id: e.id })).result;

const saveContact = (e: { session: Session; id: string }, extra: Record<string, unknown> = {}) => saveAcmeContact(t.app, e, extra);

const PREFERRED_TIME: FormLayer = {
  fields: {
    preferred_contact_time: {
      widget: 'select', label: 'Preferred contact time', required: true, hidden: false, order: 100,
      choices: [{ value: 'morning', label: 'Morning' }, { value: 'evening', label: 'Evening' }],
    },
    address2: { label: 'Apartment or suite' },
  },
};

describe('a group-level change, published', () => {
  it('reaches a new enrollment of the group, is enforced by the server, spares one in flight, and rolls back', async () => {
    const before = await acmeEnrollment();
    expect((await contactFields(before)).map((def) => def.field_name)).not.toContain('preferred_contact_time');
    // Its save is written with the form of now, which it keeps (a read alone records nothing).
    expect((await saveContact(before)).statusCode).toBe(200);

    const author = await staff(DEMO_STAFF_AUTHOR.email);
    const draft = dataOf<{ revision: number }>(await post(t.app, author, `${ACME}/draft`, {}));
    const saved = dataOf<{ revision: number }>(await put(author, `${ACME}/draft`, { content: withSpanish(PREFERRED_TIME), revision: draft.revision }));
    expect(saved.revision).toBe(draft.revision + 1);

    const stale = await put(author, `${ACME}/draft`, { content: { fields: {} }, revision: draft.revision });
    expect(stale.statusCode).toBe(409);
    expect(fieldErrors(stale)).toEqual([{ target_element: 'revision', error_message: MESSAGES.draftStale }]);

    expect(dataOf<{ problems: unknown[] }>(await post(t.app, author, `${ACME}/draft/check`, {})).problems).toEqual([]);
    expect((await post(t.app, author, `${ACME}/draft/publish`, { reason: 'Members asked for call-back times' })).statusCode).toBe(403);

    const publisher = await staff(DEMO_STAFF_PUBLISHER_2.email);
    const noReason = await post(t.app, publisher, `${ACME}/draft/publish`, { reason: ' ' });
    expect(fieldErrors(noReason)).toEqual([{ target_element: 'reason', error_message: MESSAGES.publishReasonRequired }]);
    const published = dataOf<{ version: number }>(await post(t.app, publisher, `${ACME}/draft/publish`, { reason: 'Members asked for call-back times' }));

    const after = await acmeEnrollment();
    const defs = await contactFields(after);
    const added = defs.find((def) => def.field_name === 'preferred_contact_time');
    expect(added).toMatchObject({ required: true, schema: { title: 'Preferred contact time', widget: 'select' } });
    expect(defs.find((def) => def.field_name === 'address2')?.schema).toMatchObject({ title: 'Apartment or suite' });
    expect(fieldErrors(await saveContact(after))).toContainEqual({ target_element: 'preferred_contact_time', error_message: MESSAGES.required });
    expect((await saveContact(after, { preferred_contact_time: 'noon' })).statusCode).toBe(422);
    expect((await saveContact(after, { preferred_contact_time: 'evening' })).statusCode).toBe(200);
    // The enrollment copy (the PDF mailed with the receipt) lists the new field with its label and the chosen option.
    const row = await t.db.selectFrom('enrollments').selectAll().where('id', '=', after.id).executeTakeFirstOrThrow();
    const copy = await enrollmentCopy(t.db, t.app.services, row, ['contact_info']);
    expect(copy.sections[0].items).toContainEqual({ label: 'Preferred contact time', value: 'Evening' });

    expect((await contactFields(before)).map((def) => def.field_name)).not.toContain('preferred_contact_time');
    expect((await saveContact(before)).statusCode).toBe(200);

    const rollback = dataOf<{ version: number; rolled_back_to: number }>(
      await post(t.app, publisher, `${ACME}/versions/${published.version - 1}/rollback`, { reason: 'Call-back times withdrawn' }),
    );
    expect(rollback).toMatchObject({ version: published.version + 1, rolled_back_to: published.version - 1 });
    expect((await contactFields(await acmeEnrollment())).map((def) => def.field_name)).not.toContain('preferred_contact_time');
    expect((await contactFields(after)).map((def) => def.field_name)).toContain('preferred_contact_time');

    const viewer = await staff(DEMO_STAFF_VIEWER.email);
    const audit = dataOf<{ entries: { action: string; actor: string; reason: string | null }[] }>(
      await get(t.app, viewer, 'admin/audit', { form: 'contact_info', scope: 'group', scope_id: '2001' }),
    );
    expect(audit.entries.map((entry) => [entry.action, entry.actor])).toEqual([
      ['rollback', DEMO_STAFF_PUBLISHER_2.email],
      ['publish', DEMO_STAFF_PUBLISHER_2.email],
      ['draft.save', DEMO_STAFF_AUTHOR.email],
      ['draft.create', DEMO_STAFF_AUTHOR.email],
    ]);
    await expect(t.db.deleteFrom('form_audit').execute()).rejects.toThrow(/append-only/);
  });
});

describe('who may do what', () => {
  it('refuses a stranger, an enrollee, a viewer editing and an author publishing, at the server', async () => {
    expect((await get(t.app, { cookie: undefined }, 'admin/forms')).statusCode).toBe(401);
    const enrollee = await acmeEnrollment();
    expect((await get(t.app, enrollee.session, 'admin/forms')).statusCode).toBe(401);
    const viewer = await staff(DEMO_STAFF_VIEWER.email);
    expect(dataOf<{ forms: unknown[] }>(await get(t.app, viewer, 'admin/forms')).forms.length).toBeGreaterThan(0);
    expect((await post(t.app, viewer, 'admin/forms/primary_info/portal/11/draft', {})).statusCode).toBe(403);
  });

  it('refuses a viewer every call that changes something (each route that names a role), at the server, and writes nothing', async () => {
    const viewer = await staff(DEMO_STAFF_VIEWER.email);
    const bodies: Partial<Record<string, object>> = { saveDraft: { content: { fields: {} }, revision: 1 }, publish: { reason: 'A viewer tries' }, rollback: { reason: 'A viewer tries' } };
    const changing = Object.entries(ADMIN_FORM_ROUTES).filter(([, route]) => route.schema['x-staff-roles'].length > 0);
    expect(changing.map(([name]) => name).sort()).toEqual(['discardDraft', 'dryRun', 'openDraft', 'publish', 'rollback', 'saveDraft']);
    const audited = async () => (await t.db.selectFrom('form_audit').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await audited();
    for (const [name, route] of changing) {
      const url = `/api/v1${route.url.replace(':form', 'primary_info').replace(':scope_id', '11').replace(':scope', 'portal').replace(':version', '1')}`;
      const response = await t.app.inject({ method: route.method, url, payload: bodies[name] ?? {}, headers: { 'content-type': 'application/json', cookie: viewer.cookie! } });
      expect({ name, status: response.statusCode, errors: fieldErrors(response) }).toEqual({ name, status: 403, errors: [{ target_element: 'general', error_message: MESSAGES.staffRoleMissing }] });
    }
    expect(await audited()).toBe(before);
    expect((dataOf<{ draft: unknown }>(await get(t.app, viewer, 'admin/forms/primary_info/portal/11'))).draft).toBeNull();
  });

  it('filters the audit log by person and by date', async () => {
    const path = 'admin/forms/contact_info/group/2512';
    const author = await staff(DEMO_STAFF_AUTHOR.email);
    const draft = dataOf<{ revision: number }>(await post(t.app, author, `${path}/draft`, {}));
    await put(author, `${path}/draft`, { content: withSpanish({ fields: { address2: { label: 'Suite' } } }), revision: draft.revision });
    const viewer = await staff(DEMO_STAFF_VIEWER.email);
    type Entries = { entries: { action: string; actor: string; at: string }[] };
    const audit = async (query: Record<string, string>) => dataOf<Entries>(await get(t.app, viewer, 'admin/audit', { form: 'contact_info', scope: 'group', scope_id: '2512', ...query })).entries;
    const byAuthor = await audit({ actor: DEMO_STAFF_AUTHOR.email });
    expect(byAuthor.map((entry) => entry.action)).toContain('draft.save');
    expect(byAuthor.every((entry) => entry.actor === DEMO_STAFF_AUTHOR.email)).toBe(true);
    expect(await audit({ actor: DEMO_STAFF_PUBLISHER_2.email })).toEqual([]);
    const at = Date.parse(byAuthor[0].at);
    const iso = (ms: number) => new Date(ms).toISOString();
    expect((await audit({ from: iso(at - 60_000), to: iso(at + 60_000) })).length).toBe(byAuthor.length);
    expect(await audit({ from: iso(at + 60_000) })).toEqual([]);
    expect(await audit({ to: iso(at - 60_000) })).toEqual([]);
  });

  it('on a four-eyes portal, refuses a publisher publishing a draft they authored alone', async () => {
    const publisher = await staff(DEMO_STAFF_PUBLISHER.email);
    const path = 'admin/forms/primary_info/portal/12';
    const draft = dataOf<{ revision: number }>(await post(t.app, publisher, `${path}/draft`, {}));
    await put(publisher, `${path}/draft`, { content: { fields: { middle_name: { required: true } } }, revision: draft.revision });
    const alone = await post(t.app, publisher, `${path}/draft/publish`, { reason: 'Middle name for ID checks' });
    expect(alone.statusCode).toBe(403);
    expect(fieldErrors(alone)).toEqual([{ target_element: 'draft', error_message: MESSAGES.publishFourEyes }]);
    const other = await staff(DEMO_STAFF_PUBLISHER_2.email);
    expect((await post(t.app, other, `${path}/draft/publish`, { reason: 'Middle name for ID checks' })).statusCode).toBe(200);
  });

  it('answers field errors, and writes nothing, for an unknown form, scope or a malformed draft', async () => {
    const author = await staff(DEMO_STAFF_AUTHOR.email);
    expect(fieldErrors(await post(t.app, author, 'admin/forms/no-such-form/group/2001/draft', {}))).toEqual([{ target_element: 'form', error_message: MESSAGES.formUnknown }]);
    expect(fieldErrors(await post(t.app, author, 'admin/forms/contact_info/group/999999/draft', {}))).toEqual([{ target_element: 'scope_id', error_message: MESSAGES.scopeUnknown }]);
    const path = 'admin/forms/employer_info/portal/11';
    const draft = dataOf<{ revision: number }>(await post(t.app, author, `${path}/draft`, {}));
    const bad = await put(author, `${path}/draft`, { content: { fields: { occupation: { label: 'x'.repeat(201), onClick: 'alert(1)' } } }, revision: draft.revision });
    expect(bad.statusCode).toBe(422);
    const kept = dataOf<{ revision: number }>(await get(t.app, author, path)) as unknown as { draft: { revision: number } };
    expect(kept.draft.revision).toBe(draft.revision);
  });
});

describe('in flight', () => {
  it('a dry run lists the saved enrollments a change would break, and a publish that applies to them moves them to it', async () => {
    const inFlight = await acmeEnrollment();
    await contactFields(inFlight);
    expect((await saveContact(inFlight)).statusCode).toBe(200);

    const author = await staff(DEMO_STAFF_PUBLISHER.email);
    const path = 'admin/forms/contact_info/group/2001';
    const draft = dataOf<{ revision: number }>(await post(t.app, author, `${path}/draft`, {}));
    await put(author, `${path}/draft`, { content: { fields: { address2: { required: true } } }, revision: draft.revision });
    const publisher = await staff(DEMO_STAFF_PUBLISHER_2.email);
    const dry = dataOf<{ failing: number; fields: Record<string, number>; enrollments: { enrollment_id: string }[] }>(
      await post(t.app, publisher, `${path}/draft/dry-run`, {}),
    );
    expect(dry.fields.address2).toBeGreaterThanOrEqual(1);
    expect(dry.enrollments.map((e) => e.enrollment_id)).toContain(inFlight.id);

    await post(t.app, publisher, `${path}/draft/publish`, { reason: 'Suite needed for deliveries', applies_in_flight: true });
    expect((await contactFields(inFlight)).find((def) => def.field_name === 'address2')?.required).toBe(true);
  });

  it('a version scheduled for later takes over by itself when its time comes', async () => {
    const author = await staff(DEMO_STAFF_PUBLISHER.email);
    const path = 'admin/forms/employer_info/group/2001';
    const draft = dataOf<{ revision: number }>(await post(t.app, author, `${path}/draft`, {}));
    await put(author, `${path}/draft`, { content: withSpanish({ fields: { occupation: { label: 'Job title' } } }), revision: draft.revision });
    const publisher = await staff(DEMO_STAFF_PUBLISHER_2.email);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = dataOf<{ version: number }>(await post(t.app, publisher, `${path}/draft/publish`, { reason: 'New wording from 9 am', effective_at: at }));
    const employerLabel = async () => {
      const e = await acmeEnrollment();
      const defs = dataOf<{ result: FieldDefinition[] }>(await get(t.app, e.session, 'get-form-fields-employer-info', { enrollment_id: e.id })).result;
      return defs.find((def) => def.field_name === 'occupation')?.schema?.title;
    };
    expect(await employerLabel()).toBeUndefined();
    // The clock moves on: the version's time has come.
    await t.db.updateTable('form_versions').set({ effective_at: new Date(Date.now() - 1000) } as never)
      .where('form', '=', 'employer_info').where('scope', '=', 'group').where('scope_id', '=', 2001).where('version', '=', scheduled.version).execute();
    expect(await employerLabel()).toBe('Job title');
  });
});
