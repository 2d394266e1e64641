/**
 * Two authors editing one draft (issue 15 item 4): disjoint edits saved over a stale revision are
 * merged property by property and the answer says what was merged in; edits of the same property
 * are refused with 409 naming each such property, and nothing is saved; the audit records the merge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PUBLISHER } from '../../schemas/demo/staffAccounts';
import type { FormLayer } from '../../schemas/forms/definition';
import { MESSAGES } from '../../schemas/messages';
import { dataOf, fieldErrors, get, post, put, type Session } from './helpers/client';
import { staffSession } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

interface Draft { content: FormLayer; revision: number; merged: unknown[] | null; authored_by: string[] }

/** Both authors open the draft of `path` as it stands: the content and revision each editor read. */
async function openBoth(path: string): Promise<{ alex: Session; pat: Session; read: Draft }> {
  const alex = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
  const pat = await staffSession(t.app, DEMO_STAFF_PUBLISHER.email);
  const read = dataOf<Draft>(await post(t.app, alex, `${path}/draft`, {}));
  expect(dataOf<Draft>(await post(t.app, pat, `${path}/draft`, {})).revision).toBe(read.revision);
  return { alex, pat, read };
}

/** `layer` with `fields` set over its fields' properties. */
const withFields = (layer: FormLayer, fields: FormLayer['fields']): FormLayer => {
  const out = structuredClone(layer);
  for (const [name, change] of Object.entries(fields)) out.fields[name] = { ...out.fields[name], ...change };
  return out;
};

const draftOf = async (session: Session, path: string) => dataOf<{ draft: Draft }>(await get(t.app, session, path)).draft;

describe('two authors saving one draft', () => {
  it('merges disjoint edits, answers what it merged in, and audits the merge', async () => {
    const path = 'admin/forms/contact_info/group/2001';
    const { alex, pat, read } = await openBoth(path);
    const theirs = withFields(read.content, { address2: { required: true } });
    const first = await put(t.app, pat, `${path}/draft`, { content: theirs, revision: read.revision, base: read.content });
    expect(dataOf<Draft>(first).merged).toBeNull();

    const mine = withFields(read.content, { middle_name: { label: 'Middle initial' } });
    const second = await put(t.app, alex, `${path}/draft`, { content: mine, revision: read.revision, base: read.content });
    expect(second.statusCode).toBe(200);
    const saved = dataOf<Draft>(second);
    expect(saved.revision).toBe(read.revision + 2);
    expect([saved.content.fields.address2?.required, saved.content.fields.middle_name?.label]).toEqual([true, 'Middle initial']);
    expect(saved.merged).toEqual([{ kind: 'field', field: 'address2', prop: 'required', before: read.content.fields.address2?.required ?? null, after: true }]);
    expect(saved.authored_by).toEqual(expect.arrayContaining([DEMO_STAFF_AUTHOR.email, DEMO_STAFF_PUBLISHER.email]));
    // Both see the merge.
    expect((await draftOf(pat, path)).content).toEqual(saved.content);

    const audit = dataOf<{ entries: { action: string; actor: string; diff: { field?: string; prop: string }[] }[] }>(
      await get(t.app, alex, 'admin/audit', { form: 'contact_info', scope: 'group', scope_id: '2001' }),
    ).entries;
    expect(audit[0]).toMatchObject({ action: 'draft.merge', actor: DEMO_STAFF_AUTHOR.email, diff: [expect.objectContaining({ field: 'middle_name', prop: 'label' })] });
  });

  it('refuses edits of the same properties with each of them, and saves nothing', async () => {
    const path = 'admin/forms/contact_info/portal/12';
    const { alex, pat, read } = await openBoth(path);
    const theirs = withFields(read.content, { address2: { label: 'Apartment' }, middle_name: { required: true }, city: { help: 'Where you live' } });
    expect((await put(t.app, pat, `${path}/draft`, { content: theirs, revision: read.revision, base: read.content })).statusCode).toBe(200);

    const mine = withFields(read.content, { address2: { label: 'Suite' }, middle_name: { required: false }, city: { placeholder: 'Springfield' } });
    const refused = await put(t.app, alex, `${path}/draft`, { content: mine, revision: read.revision, base: read.content });
    expect(refused.statusCode).toBe(409);
    expect(fieldErrors(refused)).toEqual([
      { target_element: 'revision', error_message: MESSAGES.draftConflict },
      { target_element: 'fields.address2.label', error_message: MESSAGES.draftConflictProperty },
      { target_element: 'fields.middle_name.required', error_message: MESSAGES.draftConflictProperty },
    ]);
    const after = await draftOf(pat, path);
    expect([after.revision, after.content]).toEqual([read.revision + 1, theirs]);
  });

  it('still refuses a stale save that does not say what it was read as', async () => {
    const path = 'admin/forms/contact_info/group/2002';
    const { alex, pat, read } = await openBoth(path);
    await put(t.app, pat, `${path}/draft`, { content: withFields(read.content, { city: { help: 'Town' } }), revision: read.revision });
    const stale = await put(t.app, alex, `${path}/draft`, { content: withFields(read.content, { zip: { help: 'Five digits' } }), revision: read.revision });
    expect(stale.statusCode).toBe(409);
    expect(fieldErrors(stale)).toEqual([{ target_element: 'revision', error_message: MESSAGES.draftStale }]);
  });

  it('refuses a base that is not a layer with field errors (422), saving nothing', async () => {
    const path = 'admin/forms/contact_info/group/2001';
    const alex = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
    const before = await draftOf(alex, path);
    const bad = await put(t.app, alex, `${path}/draft`, { content: before.content, revision: before.revision, base: { fields: { email: { label: 7 } } } });
    expect(bad.statusCode).toBe(422);
    expect(fieldErrors(bad)[0]?.target_element).toMatch(/^base/);
    expect((await draftOf(alex, path)).revision).toBe(before.revision);
  });
});
