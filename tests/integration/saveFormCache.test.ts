/**
 * A save validates against the form it keeps per instance (issue 17 point 3: the built form and
 * its validator are kept per resolved definition, so a save reads one statement of what the form
 * is made of instead of its rows, versions and lookups). What it keeps is keyed by that
 * statement's answer, never by an event in one process: a publish on another instance applies to
 * the very next save of an enrollment that takes it, and one that started before keeps its form.
 */
import { describe, expect, it } from 'vitest';
import type { FormLayer } from '../../schemas/forms/definition';
import { acmeEnrollment, saveAcmeContact } from './helpers/acme';
import { fieldErrors, type Session } from './helpers/client';
import { publishLayer } from './helpers/staff';
import { twinApps } from './helpers/twinApp';

const apps = twinApps();

/** A new employee enrollment of Acme (group 2001) started on instance B, with its browser session. */
const acmeOnB = () => acmeEnrollment(apps.b.app);
const saveOnB = (e: { session: Session; id: string }, extra: Record<string, unknown> = {}) => saveAcmeContact(apps.b.app, e, extra);

const REQUIRED_TIME: FormLayer = {
  fields: {
    best_time_to_call: {
      widget: 'select', label: 'Best time to call', required: true, hidden: false, order: 100,
      choices: [{ value: 'morning', label: 'Morning' }, { value: 'evening', label: 'Evening' }],
    },
  },
};

describe('the form a save validates against, kept per instance', () => {
  it('follows a change of the form rows made behind the app', async () => {
    const e = await acmeOnB();
    expect((await saveOnB(e)).statusCode).toBe(200);
    // Acme's portal row of the apartment line, made required where the app never writes: no event
    // tells either instance, the next read of the rows does.
    const row = apps.a.db.updateTable('form_fields').where('tab', '=', 'contact_info').where('scope', '=', 'portal').where('scope_id', '=', 12)
      .where('field_name', '=', 'address2');
    expect((await row.set({ required: true }).executeTakeFirst()).numUpdatedRows).toBe(1n);
    try {
      expect(fieldErrors(await saveOnB(e)).map((error) => error.target_element)).toEqual(['address2']);
    } finally {
      await row.set({ required: false }).execute();
    }
    expect((await saveOnB(e)).statusCode).toBe(200);
  });

  it('follows a publish made on the other instance at the next save', async () => {
    const before = await acmeOnB();
    // Twice: the second save is served by the form kept from the first.
    expect((await saveOnB(before)).statusCode).toBe(200);
    expect((await saveOnB(before)).statusCode).toBe(200);

    await publishLayer(apps.a.app, 'contact_info', 'group/2001', REQUIRED_TIME);

    const after = await acmeOnB();
    expect(fieldErrors(await saveOnB(after)).map((error) => error.target_element)).toEqual(['best_time_to_call']);
    expect(fieldErrors(await saveOnB(after, { best_time_to_call: 'noon' })).map((error) => error.target_element)).toEqual(['best_time_to_call']);
    expect((await saveOnB(after, { best_time_to_call: 'evening' })).statusCode).toBe(200);
    // The enrollment that saved before the publish keeps the form it saved with.
    expect((await saveOnB(before)).statusCode).toBe(200);
  });
});
