/**
 * A form definition's translations through the admin API and to the enrollee (issue 18 item 4):
 * a draft saves half translated, Check and Publish name each text without its Spanish, the same
 * draft publishes once they are added, and an enrollment of the group gets both languages of each
 * text while a save's messages the definition words come back in the caller's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../schemas/api/types';
import type { FormsListData, FormViewData } from '../../schemas/api/adminTypes';
import { missingTranslations } from '../../adapters';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PUBLISHER_2 } from '../../schemas/demo/staffAccounts';
import type { FormLayer } from '../../schemas/forms/definition';
import { STUDIO_MESSAGES } from '../../schemas/studioMessages';
import { acmeEnrollment, saveAcmeContact } from './helpers/acme';
import { dataOf, fieldErrors, get, post, put, type Session } from './helpers/client';
import { staffSession } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const ACME = 'admin/forms/contact_info/group/2001';

/** A label, two options and a rule's message, in English only (as every definition stored before issue 18). */
const ENGLISH: FormLayer = {
  fields: {
    preferred_contact_time: {
      widget: 'select', label: 'Preferred contact time', hidden: false, order: 100,
      choices: [{ value: 'morning', label: 'Morning' }, { value: 'evening', label: 'Evening' }],
    },
    address2: { label: 'Apartment or suite', pattern: '^[A-Za-z0-9 ]*$', patternMessage: 'Use letters and digits only' },
  },
};

const SPANISH: FormLayer['translations'] = {
  es: {
    fields: {
      preferred_contact_time: { label: 'Hora de contacto preferida', choices: { morning: 'Mañana', evening: 'Tarde' } },
      address2: { label: 'Apartamento o suite', patternMessage: 'Use solo letras y números' },
    },
  },
};

const missing = (english: string) => STUDIO_MESSAGES.translationMissing.replace('{text}', english);

async function saveDraft(author: Session, content: FormLayer): Promise<void> {
  const { revision } = dataOf<{ revision: number }>(await post(t.app, author, `${ACME}/draft`, {}));
  expect((await put(t.app, author, `${ACME}/draft`, { content, revision })).statusCode).toBe(200);
}

describe('the demo world\'s definitions', () => {
  it('set no text without its Spanish at any form and scope, so each stays publishable', async () => {
    const viewer = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
    const list = dataOf<FormsListData>(await get(t.app, viewer, 'admin/forms'));
    const missingAt: string[] = [];
    for (const { form, scope, scope_id } of list.states) {
      const view = dataOf<FormViewData>(await get(t.app, viewer, `admin/forms/${form}/${scope}/${scope_id}`));
      for (const text of missingTranslations(view.draft?.content ?? view.own)) missingAt.push(`${form}/${scope}/${scope_id}: ${text.path}`);
    }
    expect(list.states.length).toBeGreaterThan(20);
    expect(missingAt).toEqual([]);
  });
});

describe('publishing a definition needs every text it sets in Spanish', () => {
  it('refuses a version with a text missing its Spanish, naming each, and publishes it once added', async () => {
    const author = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
    const publisher = await staffSession(t.app, DEMO_STAFF_PUBLISHER_2.email);
    // A draft is saved half translated: only publishing asks for the Spanish.
    await saveDraft(author, { ...ENGLISH, translations: { es: { fields: { address2: { label: 'Apartamento o suite' } } } } });

    const expected = [
      ['translations.es.fields.preferred_contact_time.label', missing('Preferred contact time')],
      ['translations.es.fields.preferred_contact_time.choices.morning', missing('Morning')],
      ['translations.es.fields.preferred_contact_time.choices.evening', missing('Evening')],
      ['translations.es.fields.address2.patternMessage', missing('Use letters and digits only')],
    ];
    // Check lists them, so the publish dialog stops there before the dry run (in the stored draft's order of fields).
    const checked = dataOf<{ problems: { target_element: string; error_message: string }[] }>(await post(t.app, author, `${ACME}/draft/check`, {}));
    expect(checked.problems.map((p) => [p.target_element, p.error_message]).sort()).toEqual([...expected].sort());

    const refused = await post(t.app, publisher, `${ACME}/draft/publish`, { reason: 'Contact time' });
    expect(refused.statusCode).toBe(422);
    const [general, ...each] = fieldErrors(refused).map((e) => [e.target_element, e.error_message]);
    expect(general).toEqual(['draft', STUDIO_MESSAGES.publishTranslationsMissing.replace('{count}', '4')]);
    expect(each.sort()).toEqual([...expected].sort());

    await saveDraft(author, { ...ENGLISH, translations: SPANISH });
    expect(dataOf<{ problems: unknown[] }>(await post(t.app, author, `${ACME}/draft/check`, {})).problems).toEqual([]);
    expect((await post(t.app, publisher, `${ACME}/draft/publish`, { reason: 'Contact time' })).statusCode).toBe(200);
  });

  it('lists a translation of a text the draft does not set as a problem at its place, and refuses one of another language', async () => {
    const author = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
    await saveDraft(author, { fields: {}, translations: { es: { fields: { city: { help: 'Ciudad' } } } } });
    const checked = dataOf<{ problems: unknown[] }>(await post(t.app, author, `${ACME}/draft/check`, {}));
    expect(checked.problems).toContainEqual({ target_element: 'translations.es.fields.city.help', error_message: STUDIO_MESSAGES.translationNotSet });
    const { revision } = dataOf<{ revision: number }>(await post(t.app, author, `${ACME}/draft`, {}));
    // The request's schema knows Spanish only.
    expect((await put(t.app, author, `${ACME}/draft`, { content: { fields: {}, translations: { fr: {} } }, revision })).statusCode).toBe(422);
    expect((await post(t.app, author, `${ACME}/draft/discard`, {})).statusCode).toBe(200);
  });

  it('reaches a new enrollment in both languages; a save says the definition\'s message in the caller\'s language', async () => {
    const e = await acmeEnrollment(t.app);
    const defs = dataOf<{ result: FieldDefinition[] }>(await get(t.app, e.session, 'get-form-fields-contact-info', { enrollment_id: e.id })).result;
    const time = defs.find((def) => def.field_name === 'preferred_contact_time');
    expect(time?.schema?.title).toBe('Preferred contact time');
    expect(time?.schema?.translations?.es).toEqual({ title: 'Hora de contacto preferida', choices: { morning: 'Mañana', evening: 'Tarde' } });

    const english = await saveAcmeContact(t.app, e, { address2: 'Apt #4' });
    expect(fieldErrors(english)).toContainEqual({ target_element: 'address2', error_message: 'Use letters and digits only' });
    const spanish = await saveAcmeContact(t.app, { ...e, session: { cookie: `${e.session.cookie ?? ''}; lang=es` } }, { address2: 'Apt #4' });
    expect(fieldErrors(spanish)).toContainEqual({ target_element: 'address2', error_message: 'Use solo letras y números' });
  });
});
