/**
 * A site's message overrides in Spanish (issue 18; the Storefront: Messages form): publishing
 * refuses an override without its Spanish, at the text; once published, the page's data carries
 * both languages and the storefront's 422 says the override in the caller's language; a version
 * stored before translations were asked (its override has no Spanish) gives a Spanish caller the
 * store's own Spanish message, never the English override.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PUBLISHER_2 } from '../../schemas/demo/staffAccounts';
import { MESSAGES_ES } from '../../schemas/i18n/es/messages';
import { SITE_MESSAGES_FORM } from '../../schemas/forms/storefrontForms';
import { MESSAGES } from '../../schemas/messages';
import { STUDIO_MESSAGES } from '../../schemas/studioMessages';
import { insertVersion } from '../../server/db/queries/formVersions';
import { cookieOf, dataOf, fieldErrors, get, post, put, type Session } from './helpers/client';
import { publishLayer, staffSession } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

/** Acme's portal (group 2001's landing 'acme'). */
const PORTAL = { scope: 'portal' as const, scope_id: 12 };
const DRAFT = `admin/forms/${SITE_MESSAGES_FORM}/portal/12/draft`;

const ENGLISH = { choosePlatform: 'Pick where you shop', cartEmpty: 'Your basket is empty for now' };
const SPANISH = { choosePlatform: 'Elija dónde compra', cartEmpty: 'Su canasta está vacía por ahora' };

/** A visitor with a quote on Acme's portal, reading `language`. */
async function acmeVisitor(language: 'en' | 'es'): Promise<Session> {
  const landing = await get(t.app, { cookie: `lang=${language}` }, 'validate-landing-page', { landing_page: 'acme' });
  const session = { cookie: `${cookieOf(landing) ?? ''}; lang=${language}` };
  const quote = await post(t.app, session, 'add-filter-for-new-user', { zip: '62701', dob: '05/14/1980', gender: '1', tier: 'IS', platform_group_id: 12 });
  expect(quote.statusCode).toBe(200);
  return session;
}

const messagesOf = async (session: Session) => dataOf<Record<string, unknown>>(await get(t.app, session, 'get-form-fields-messages'));
/** The quote form's 422 for a portal nobody has: MESSAGES.choosePlatform at platform_group_id, in the site's words. */
async function portalRefusal(session: Session): Promise<string | undefined> {
  const refused = await post(t.app, session, 'add-filter-for-new-user', { zip: '62701', dob: '05/14/1980', gender: '1', tier: 'IS', platform_group_id: 999 });
  expect(refused.statusCode).toBe(422);
  return fieldErrors(refused).find((error) => error.target_element === 'platform_group_id')?.error_message;
}

describe("a site's message overrides in Spanish", () => {
  it('are not published without their Spanish, each missing one named at its text', async () => {
    const author = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
    const { revision } = dataOf<{ revision: number }>(await post(t.app, author, DRAFT, {}));
    const content = { fields: {}, messages: ENGLISH, translations: { es: { messages: { cartEmpty: SPANISH.cartEmpty } } } };
    expect((await put(t.app, author, DRAFT, { content, revision })).statusCode).toBe(200);
    const publisher = await staffSession(t.app, DEMO_STAFF_PUBLISHER_2.email);
    const refused = await post(t.app, publisher, `${DRAFT}/publish`, { reason: 'Our words' });
    expect(refused.statusCode).toBe(422);
    expect(fieldErrors(refused)).toEqual([
      { target_element: 'draft', error_message: STUDIO_MESSAGES.publishTranslationsMissing.replace('{count}', '1') },
      { target_element: 'translations.es.messages.choosePlatform', error_message: STUDIO_MESSAGES.translationMissing.replace('{text}', ENGLISH.choosePlatform) },
    ]);
    expect((await post(t.app, author, `${DRAFT}/discard`, {})).statusCode).toBe(200);
    expect(await messagesOf(await acmeVisitor('es'))).toEqual({});
  });

  it("reach a Spanish caller in the definition's Spanish and an English caller in English, on the page and in a 422", async () => {
    await publishLayer(t.app, SITE_MESSAGES_FORM, 'portal/12', { fields: {}, messages: ENGLISH, translations: { es: { messages: SPANISH } } });
    const english = await acmeVisitor('en');
    const spanish = await acmeVisitor('es');
    // The page's data carries both languages (the page shows the one it speaks, and a switch needs no new read).
    const both = { messages: ENGLISH, message_translations: { es: SPANISH } };
    expect(await messagesOf(english)).toEqual(both);
    expect(await messagesOf(spanish)).toEqual(both);
    expect(await portalRefusal(english)).toBe(ENGLISH.choosePlatform);
    expect(await portalRefusal(spanish)).toBe(SPANISH.choosePlatform);
  });

  it("give a Spanish caller the store's own Spanish where an older version's override has none", async () => {
    // A version stored before every text needed its Spanish (as the API no longer publishes one).
    await insertVersion(t.db, SITE_MESSAGES_FORM, PORTAL, {
      content: { fields: {}, messages: { choosePlatform: ENGLISH.choosePlatform } }, reason: 'Before translations', createdBy: DEMO_STAFF_AUTHOR.email,
      authoredBy: [DEMO_STAFF_AUTHOR.email], effectiveAt: null, appliesInFlight: false, rolledBackTo: null,
    });
    const spanish = await acmeVisitor('es');
    expect(await messagesOf(spanish)).toEqual({ messages: { choosePlatform: ENGLISH.choosePlatform } });
    expect(await portalRefusal(spanish)).toBe(MESSAGES_ES.choosePlatform);
    expect(await portalRefusal(await acmeVisitor('en'))).toBe(ENGLISH.choosePlatform);
    expect(MESSAGES_ES.choosePlatform).not.toBe(MESSAGES.choosePlatform);
  });
});
