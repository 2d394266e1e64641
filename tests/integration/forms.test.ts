/** Tabs and field definitions come from the database, per portal (and group), with saved values or prefills. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DynamicTab, FieldDefinition } from '../../schemas/api/types';
import { DEMO0001, DEMO0002, DEMO0003, DEMO0004 } from '../../schemas/demo/enrollments';
import { DEMO_FORM_DEFINITIONS, DEMO_TABS } from '../../schemas/demo/formDefinitions';
import { dataOf, get, resume, type Session } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
const sessions: Record<string, Session> = {};
beforeAll(async () => {
  t = await createTestApp();
  sessions.d1 = await resume(t.app, 'DEMO0001', 'demo@example.com');
  sessions.d2 = await resume(t.app, 'DEMO0002', 'group@example.com');
  sessions.d3 = await resume(t.app, 'DEMO0003', 'harbor@example.com');
  sessions.d4 = await resume(t.app, 'DEMO0004', 'morgan.lee@example.com');
});
afterAll(async () => { await t.close(); });

async function fields(session: Session, id: string, slug: string): Promise<FieldDefinition[]> {
  return dataOf<{ result: FieldDefinition[] }>(await get(t.app, session, `get-form-fields-${slug}`, { enrollment_id: id })).result;
}
const valueOf = (defs: FieldDefinition[], name: string) => defs.find((def) => def.field_name === name)?.value;

describe('get-dynamic-tabs', () => {
  it('serves each portal its own tab list: employer info optional on portal 11, required on 12', async () => {
    const tabs11 = dataOf<{ result: DynamicTab[] }>(await get(t.app, sessions.d1, 'get-dynamic-tabs', { enrollment_id: DEMO0001.id })).result;
    const tabs12 = dataOf<{ result: DynamicTab[] }>(await get(t.app, sessions.d2, 'get-dynamic-tabs', { enrollment_id: DEMO0002.id })).result;
    expect(tabs11.map((tab) => [tab.tab_name, tab.order, tab.required])).toEqual(DEMO_TABS[11]);
    expect(tabs12.map((tab) => [tab.tab_name, tab.order, tab.required])).toEqual(DEMO_TABS[12]);
    expect(tabs11.find((tab) => tab.tab_name === 'employer_info')?.required).toBe(false);
  });

  it('check-tab-required answers from the same list', async () => {
    const response = await get(t.app, sessions.d1, 'check-tab-required', { enrollment_id: DEMO0001.id, tab_name: 'employer_info' });
    expect(dataOf(response)).toEqual({ result: { required: false } });
  });

  it('a group override replaces the portal list without a release', async () => {
    await t.db.insertInto('form_tabs').values([
      { scope: 'group', scope_id: 2556, tab_name: 'primary_info', position: 0, required: true },
      { scope: 'group', scope_id: 2556, tab_name: 'billing_info', position: 1, required: true },
    ]).execute();
    try {
      const tabs = dataOf<{ result: DynamicTab[] }>(await get(t.app, sessions.d3, 'get-dynamic-tabs', { enrollment_id: DEMO0003.id })).result;
      expect(tabs.map((tab) => tab.tab_name)).toEqual(['primary_info', 'billing_info']);
    } finally {
      await t.db.deleteFrom('form_tabs').where('scope', '=', 'group').where('scope_id', '=', 2556).execute();
    }
  });
});

describe('get-form-fields-*', () => {
  it('lists each portal its own fields, flags and order', async () => {
    for (const [session, enrollment, portal] of [[sessions.d1, DEMO0001, 11], [sessions.d2, DEMO0002, 12]] as const) {
      for (const [slug, tab] of [['personal-info', 'primary_info'], ['contact-info', 'contact_info'], ['employer-info', 'employer_info']] as const) {
        const defs = await fields(session, enrollment.id, slug);
        expect(defs.map((def) => [def.field_name, def.required, def.read_only])).toEqual(DEMO_FORM_DEFINITIONS[portal][tab]);
      }
    }
  });

  it('gives DEMO0001 its saved personal values and prefills birthdate and gender from checkout', async () => {
    const defs = await fields(sessions.d1, DEMO0001.id, 'personal-info');
    expect(valueOf(defs, 'first_name')).toBe('Casey');
    expect(valueOf(defs, 'last_name')).toBe('Rivera');
    expect(valueOf(defs, 'marital_status')).toBe('1');
    expect(valueOf(defs, 'birthdate')).toBe('06/15/1985');
    expect(valueOf(defs, 'gender')).toBe(DEMO0001.filter_info.gender);
    expect(valueOf(defs, 'ssn')).toBe('');
    expect(defs.some((def) => def.field_name === 'weight')).toBe(false);
  });

  it('prefills contact state and zip from checkout while nothing is saved', async () => {
    const defs = await fields(sessions.d3, DEMO0003.id, 'contact-info');
    expect(valueOf(defs, 'state')).toBe('IL');
    expect(valueOf(defs, 'zip')).toBe('62701');
    expect(valueOf(defs, 'email_address')).toBe('');
  });

  it('shows the bound session its SSN in the clear and saved contact parts', async () => {
    expect(valueOf(await fields(sessions.d4, DEMO0004.id, 'personal-info'), 'ssn')).toBe('123457001');
    const contact = await fields(sessions.d4, DEMO0004.id, 'contact-info');
    expect(valueOf(contact, 'email_address')).toBe('morgan.lee@example.com');
    expect(valueOf(contact, 'address1')).toBe('');
  });

  it('leaves employer info empty for DEMO0002 so the client prefills from group 2001', async () => {
    const defs = await fields(sessions.d2, DEMO0002.id, 'employer-info');
    expect(defs.every((def) => def.value === '')).toBe(true);
    const group = dataOf(await get(t.app, sessions.d2, 'get-group-info', { enrollment_id: DEMO0002.id }));
    expect(group).toEqual({
      general_info: { group_name: 'Acme Manufacturing', group_phone: '5552170100' },
      address_information: { address1: '100 Main St', city: 'Springfield', state: 'IL', zip: '62701' },
    });
  });

  it('a group-scoped definition overrides the portal, including a field the catalog does not know', async () => {
    await t.db.insertInto('form_fields').values([
      { scope: 'group', scope_id: 2001, tab: 'employer_info', field_name: 'name', position: 0, required: true, read_only: false, schema_hint: null },
      {
        scope: 'group', scope_id: 2001, tab: 'employer_info', field_name: 'badge_number', position: 1, required: false, read_only: false,
        schema_hint: JSON.stringify({ type: 'string', title: 'Badge No.', pattern: '^[0-9]{4}$' }),
      },
    ]).execute();
    try {
      const defs = await fields(sessions.d2, DEMO0002.id, 'employer-info');
      expect(defs).toEqual([
        { field_name: 'name', value: '', required: true, read_only: false },
        // The hint carries what differs from a plain text field titled by its name (adapters/formLayers fieldDefinitions).
        { field_name: 'badge_number', value: '', required: false, read_only: false, schema: { title: 'Badge No.', pattern: '^[0-9]{4}$' } },
      ]);
    } finally {
      // Left in place, the override would change what DEMO0002's employer tab lists in the other tests.
      await t.db.deleteFrom('form_fields').where('scope', '=', 'group').where('scope_id', '=', 2001).execute();
    }
  });
});

describe('get-enrollment-temp-info', () => {
  it('serves a column, with the SSN masked', async () => {
    const query = (column: string) => get(t.app, sessions.d2, 'get-enrollment-temp-info', { enrollment_id: DEMO0002.id, column });
    expect(dataOf(await query('primary_info')).result).toMatchObject({ first_name: 'Taylor', ssn: 'xxxxx0002' });
    expect(dataOf(await query('filter_info')).result).toEqual(DEMO0002.filter_info);
    expect(dataOf(await query('group_id')).result).toBe(2001);
    expect(dataOf(await query('eprocess')).result).toBe('group');
    expect(dataOf(await query('type')).result).toBe('new-group-member');
    expect(dataOf(await query('effective_date')).result).toBe(DEMO0002.effective_date);
    expect(dataOf(await query('employer_info')).result).toBeNull();
  });
});
