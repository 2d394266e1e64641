/**
 * The storefront's messages form (issue 14 item 1; schemas/forms/storefrontForms.ts
 * SITE_MESSAGES_FORM): a portal's published override of a page message reaches that portal's
 * visitors (get-form-fields-messages, and the storefront's error answers say it) and not the default
 * portal's; a rollback restores the catalog's text; an unchanged site answers as before. The texts
 * added this stop: the rep-enroll question keeps its {name}, the select-portal form's 422 says the
 * portal's words, and a quoted visitor's shop page carries the overrides for its first render.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PUBLISHER_2 } from '../../schemas/demo/staffAccounts';
import { SITE_MESSAGES_FORM } from '../../schemas/forms/storefrontForms';
import { MESSAGES } from '../../schemas/messages';
import { cookieOf, dataOf, fieldErrors, get, post, put, type Session } from './helpers/client';
import { publishLayer, staffSession } from './helpers/staff';
import { createShellTestApp, embeddedAnswers } from './helpers/shellApp';
import type { TestApp } from './helpers/testApp';

let t: TestApp;
// With a shell page to serve, so a page's first-paint blocks can be read.
beforeAll(async () => { t = await createShellTestApp(); });
afterAll(async () => { await t.close(); });

const anonymous: Session = { cookie: undefined };
/** Acme's portal (group 2001's landing 'acme'); the default portal is 11. */
const PORTAL = 'portal/12';

/** A visitor who came in through Acme's landing page: their session shops on portal 12. */
async function acmeVisitor(): Promise<Session> {
  const response = await get(t.app, anonymous, 'validate-landing-page', { landing_page: 'acme' });
  expect(response.statusCode).toBe(200);
  return { cookie: cookieOf(response) };
}

const messagesOf = async (session: Session) => dataOf<{ messages?: Record<string, string> }>(await get(t.app, session, 'get-form-fields-messages'));
/** A published layer's answer: publishLayer gives each text its English as its Spanish too (helpers/staff.ts withSpanish). */
const published = (messages: Record<string, string>) => ({ messages, message_translations: { es: messages } });
/** A plan no world has: get-plan-detail answers 404 with 'This plan is not available' at `id`. */
const unknownPlan = (session: Session) => get(t.app, session, 'get-plan-detail/99999999');

describe('the storefront messages form', () => {
  it('is listed in the studio as Storefront: Messages, at Default and each portal', async () => {
    const author = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
    const list = dataOf<{ forms: { form: string; title: string }[]; states: { form: string; scope: string }[] }>(await get(t.app, author, 'admin/forms'));
    expect(list.forms).toContainEqual({ form: SITE_MESSAGES_FORM, title: 'Storefront: Messages' });
    expect(new Set(list.states.filter((s) => s.form === SITE_MESSAGES_FORM).map((s) => s.scope))).toEqual(new Set(['default', 'portal']));
  });

  it('refuses to publish a field, an unknown message key or a blank text, each at its target, and changes nothing', async () => {
    const author = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
    const path = `admin/forms/${SITE_MESSAGES_FORM}/portal/11/draft`;
    const opened = dataOf<{ revision: number }>(await post(t.app, author, path, {}));
    const content = { fields: { note: { widget: 'text', label: 'Note' } }, messages: { noSuchMessage: 'x', cartEmpty: ' ' } };
    expect((await put(t.app, author, path, { content, revision: opened.revision })).statusCode).toBe(200);
    const publisher = await staffSession(t.app, DEMO_STAFF_PUBLISHER_2.email);
    const refused = await post(t.app, publisher, `${path}/publish`, { reason: 'Bad texts' });
    expect(refused.statusCode).toBe(422);
    expect(fieldErrors(refused).map((e) => e.target_element)).toEqual(expect.arrayContaining(['fields.note', 'messages.cartEmpty', 'messages.noSuchMessage']));
    expect(fieldErrors(refused)).toContainEqual({ target_element: 'fields.note', error_message: MESSAGES.formMessagesOnly });
    expect(await messagesOf(anonymous)).toEqual({});
  });

  it('says a portal\'s text to its visitors only, in the app\'s messages and the server\'s errors, until rolled back', async () => {
    // Nobody changed it: no overrides, and the error answers are the catalog's.
    expect(await messagesOf(anonymous)).toEqual({});
    expect(await messagesOf(await acmeVisitor())).toEqual({});
    const plain = await unknownPlan(await acmeVisitor());
    expect(plain.statusCode).toBe(404);
    expect(fieldErrors(plain)).toEqual([{ target_element: 'id', error_message: MESSAGES.pricingPlanUnknown }]);

    const empty = 'Your basket is empty for now';
    const unknown = 'We could not find this plan';
    await publishLayer(t.app, SITE_MESSAGES_FORM, PORTAL, { fields: {}, messages: { cartEmpty: empty, pricingPlanUnknown: unknown } });

    const acme = await acmeVisitor();
    expect(await messagesOf(acme)).toEqual(published({ cartEmpty: empty, pricingPlanUnknown: unknown }));
    expect(fieldErrors(await unknownPlan(acme))).toEqual([{ target_element: 'id', error_message: unknown }]);
    // The default portal's visitor keeps the spec's texts, byte for byte.
    expect(await messagesOf(anonymous)).toEqual({});
    expect((await unknownPlan(anonymous)).body).toBe(plain.body);

    const publisher = await staffSession(t.app, DEMO_STAFF_PUBLISHER_2.email);
    const rollback = await post(t.app, publisher, `admin/forms/${SITE_MESSAGES_FORM}/${PORTAL}/versions/1/rollback`, { reason: 'Spec texts again' });
    expect(rollback.statusCode).toBe(200);
    // Version 1 is the form as it stood before the publish: the catalog's texts again.
    const again = await acmeVisitor();
    expect(await messagesOf(again)).toEqual({});
    expect((await unknownPlan(again)).body).toBe(plain.body);
  });
});

/** An Acme visitor with a quote on Acme's portal (its shop pages then carry its own first answers). */
async function quotedAcmeVisitor(): Promise<Session> {
  const acme = await acmeVisitor();
  const quote = await post(t.app, acme, 'add-filter-for-new-user', { zip: '62701', dob: '05/14/1980', gender: '1', tier: 'IS', platform_group_id: 12 });
  expect(quote.statusCode).toBe(200);
  return acme;
}

/** The answers embedded in the page `url` as a browser with the session's cookie gets it (both blocks). */
const embedded = (url: string, session: Session) => embeddedAnswers(t, url, session.cookie);

describe('the texts made overridable this stop', () => {
  const SITE_MESSAGES_URL = '/api/v1/get-form-fields-messages';

  it("refuses a rep-enroll question that drops the rep's name, at the message", async () => {
    const author = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
    const path = `admin/forms/${SITE_MESSAGES_FORM}/portal/11/draft`;
    const opened = dataOf<{ revision: number }>(await post(t.app, author, path, {}));
    expect((await put(t.app, author, path, { content: { fields: {}, messages: { enrollUnderRep: 'Enroll with this rep?' } }, revision: opened.revision })).statusCode).toBe(200);
    const publisher = await staffSession(t.app, DEMO_STAFF_PUBLISHER_2.email);
    const refused = await post(t.app, publisher, `${path}/publish`, { reason: 'Shorter question' });
    expect(refused.statusCode).toBe(422);
    expect(fieldErrors(refused)).toContainEqual({ target_element: 'messages.enrollUnderRep', error_message: MESSAGES.formMessagePlaceholders });
    expect(await messagesOf(anonymous)).toEqual({});
  });

  it("reaches a portal's visitors: its overrides (the question's keeps {name}), the portal form's 422 and a shop page's first paint", async () => {
    const quoted = await quotedAcmeVisitor();
    // Nobody changed them: the 422 is the spec's, and the page carries the answer of no overrides
    // (so the app's first render asks nothing before it paints).
    const plain = await post(t.app, quoted, 'add-filter-for-new-user', { zip: '62701', dob: '05/14/1980', gender: '1', tier: 'IS', platform_group_id: 999 });
    expect(fieldErrors(plain)).toEqual([{ target_element: 'platform_group_id', error_message: MESSAGES.choosePlatform }]);
    expect(await messagesOf(quoted)).toEqual({});
    expect((await embedded('/plans', quoted))[SITE_MESSAGES_URL]).toEqual({});

    const overrides = { enrollUnderRep: 'Shall {name} be your rep?', choosePlatform: 'Pick where you shop', helpSlideBoth: 'Both answers, please.' };
    await publishLayer(t.app, SITE_MESSAGES_FORM, PORTAL, { fields: {}, messages: overrides });

    const visitor = await quotedAcmeVisitor();
    expect(await messagesOf(visitor)).toEqual(published(overrides));
    const refused = await post(t.app, visitor, 'add-filter-for-new-user', { zip: '62701', dob: '05/14/1980', gender: '1', tier: 'IS', platform_group_id: 999 });
    expect(refused.statusCode).toBe(422);
    expect(fieldErrors(refused)).toEqual([{ target_element: 'platform_group_id', error_message: overrides.choosePlatform }]);
    // The shop page carries the visitor's portal's overrides, so its first render says them.
    expect((await embedded('/plans', visitor))[SITE_MESSAGES_URL]).toEqual(published(overrides));
    // The default portal's visitor: nothing embedded, the spec's texts.
    expect(await messagesOf(anonymous)).toEqual({});
  });
});
