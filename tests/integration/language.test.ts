/**
 * The server speaks the caller's language (issue 18): the page's `<html lang>` from the lang
 * cookie, else Accept-Language; error answers of every area in Spanish for a Spanish caller and
 * in English otherwise; PUT /api/language (the cookie, the session's open enrollment, bad input
 * refused at its field); an enrollment created in the caller's language; and the continue-code
 * mail, the receipt mail and its PDF in the enrollment's language. This branch's Spanish pack has
 * no messages table yet, so the test registers the few Spanish messages it asserts.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPdf, pdfText } from '../../e2e/support/pdf';
import { DEMO0001, DEMO0007 } from '../../schemas/demo/enrollments';
import { LANGUAGE_COOKIE_MAX_AGE } from '../../schemas/i18n/language';
import { MESSAGES_ES } from '../../schemas/i18n/es/messages';
import { MAIL_ES } from '../../schemas/i18n/es/uiText/mail';
import { MESSAGES } from '../../schemas/messages';
import { MAIL_TEXT } from '../../schemas/uiText/mail';
import { cookieOf, dataOf, fieldErrors, resume, type Session } from './helpers/client';
import { restoreEnrollmentsAfterEach } from './helpers/restore';
import { createShellTestApp } from './helpers/shellApp';
import { replaceNonFormChecks } from './helpers/tabChecks';
import type { TestApp } from './helpers/testApp';

/** The Spanish catalog the server says its messages from. */
const ES = MESSAGES_ES;

let t: TestApp;
beforeAll(async () => {
  t = await createShellTestApp();
  replaceNonFormChecks(t.app);
});
afterAll(async () => { await t.close(); });
restoreEnrollmentsAfterEach(() => t.db, [DEMO0001.id, DEMO0007.id]);

/** A request as a browser with these cookies and Accept-Language sends it. */
function call(method: 'GET' | 'POST' | 'PUT', url: string, options: { cookie?: string; accept?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.accept) headers['accept-language'] = options.accept;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return t.app.inject({ method, url, headers, ...(options.body === undefined ? {} : { payload: options.body as object }) });
}

const langOf = (page: LightMyRequestResponse) => /<html[^>]* lang="([^"]*)"/.exec(page.body)?.[1];
const setCookies = (response: LightMyRequestResponse): string[] => [response.headers['set-cookie'] ?? []].flat().map(String);
const row = (id: string) => t.db.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const withLang = (session: Session, language: string) => `${session.cookie}; lang=${language}`;

describe("the page's language", () => {
  it('is the lang cookie, else the browser\'s first language we speak, else English; the page varies by both', async () => {
    expect(langOf(await call('GET', '/', { cookie: 'lang=es' }))).toBe('es');
    expect(langOf(await call('GET', '/', { accept: 'es-MX,es;q=0.9,en;q=0.8' }))).toBe('es');
    expect(langOf(await call('GET', '/', { accept: 'fr-FR,en;q=0.5' }))).toBe('en');
    expect(langOf(await call('GET', '/', { cookie: 'lang=en', accept: 'es' }))).toBe('en');
    const page = await call('GET', '/plans');
    expect(langOf(page)).toBe('en');
    expect(page.headers.vary).toBe('Cookie, Accept-Language');
  });
});

describe('error answers', () => {
  it("say a field error in Spanish to a Spanish caller and in English to an English one, in every area", async () => {
    const badEmail = { code: 'DEMO0001', email: 'demo@' };
    const english = await call('POST', '/api/v1/continue-enrollment', { body: badEmail, accept: 'en-US' });
    expect({ status: english.statusCode, errors: fieldErrors(english) }).toEqual({ status: 422, errors: [{ target_element: 'email', error_message: MESSAGES.continueInvalidEmail }] });
    const spanish = await call('POST', '/api/v1/continue-enrollment', { body: badEmail, accept: 'es' });
    expect({ status: spanish.statusCode, errors: fieldErrors(spanish) }).toEqual({ status: 422, errors: [{ target_element: 'email', error_message: ES.continueInvalidEmail }] });
    // A storefront route and a wizard route (each area had its own overrides hook).
    const quote = await call('POST', '/api/v1/add-filter-for-new-user', { body: { dob: '05/14/1980', gender: '1', tier: 'IO' }, cookie: 'lang=es' });
    expect(fieldErrors(quote)).toContainEqual({ target_element: 'zip', error_message: ES.required });
    const wizard = await call('POST', '/api/v1/save-enrollment', { body: { email: 'a@example.com', tab: 'primary_info' }, cookie: 'lang=es' });
    expect({ status: wizard.statusCode, errors: fieldErrors(wizard) }).toEqual({ status: 401, errors: [{ target_element: 'enrollment_id', error_message: ES.sessionMissing }] });
  });
});

describe('PUT /api/language', () => {
  it('sets the lang cookie for a stranger without a session, and nothing else', async () => {
    const response = await call('PUT', '/api/language', { body: { language: 'es' } });
    expect(dataOf(response)).toEqual({ language: 'es', enrollment: false });
    const [cookie] = setCookies(response);
    expect(cookie).toMatch(/^lang=es; /);
    expect(cookie).toContain(`Max-Age=${LANGUAGE_COOKIE_MAX_AGE}`);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');
    expect(setCookies(response)).toHaveLength(1);
  });

  it("stores the language on the session's open enrollment, which its mails then follow", async () => {
    const session = await resume(t.app, DEMO0001.code, DEMO0001.email);
    expect((await row(DEMO0001.id)).language).toBe('en');
    expect(dataOf(await call('PUT', '/api/language', { body: { language: 'es' }, cookie: session.cookie }))).toEqual({ language: 'es', enrollment: true });
    expect((await row(DEMO0001.id)).language).toBe('es');

    const saved = await call('POST', '/api/v1/save-enrollment', { body: { enrollment_id: DEMO0001.id, email: 'casey.es@example.com', tab: 'primary_info' }, cookie: withLang(session, 'es') });
    expect(saved.statusCode).toBe(200);
    const mail = await t.db.selectFrom('outbox').selectAll().where('to_address', '=', 'casey.es@example.com').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.subject).toBe(MAIL_ES.continueCode.subject);
    expect(mail.text_body).toContain(MAIL_ES.continueCode.saved);
    expect(mail.text_body).toMatch(/Su código de inscripción: [A-Z2-9]{8}/);
    expect(mail.html_body).toContain('su enlace directo</a>');
    // Its HTML names its language, for a screen reader's voice.
    expect(mail.html_body).toMatch(/^<div lang="es">.*<\/div>$/s);
    expect(mail.text_body).not.toContain(MAIL_TEXT.continueCode.saved);
  });

  it('refuses bad input at its field (never a 500) and changes nothing', async () => {
    const session = await resume(t.app, DEMO0001.code, DEMO0001.email);
    const refused = [
      await call('PUT', '/api/language', { body: { language: 'fr' }, cookie: session.cookie }),
      await call('PUT', '/api/language', { body: { language: 'es', enrollment_id: DEMO0007.id }, cookie: session.cookie }),
      await call('PUT', '/api/language', { body: {}, cookie: session.cookie }),
    ];
    expect(refused.map((response) => [response.statusCode, fieldErrors(response)])).toEqual([
      [422, [{ target_element: 'language', error_message: MESSAGES.choice }]],
      [422, [{ target_element: 'enrollment_id', error_message: MESSAGES.fieldUnknown }]],
      [422, [{ target_element: 'language', error_message: MESSAGES.required }]],
    ]);
    // In the caller's language: the lang cookie says Spanish.
    expect(fieldErrors(await call('PUT', '/api/language', { body: { language: 'fr' }, cookie: withLang(session, 'es') }))).toEqual([{ target_element: 'language', error_message: ES.choice }]);
    const empty = await call('PUT', '/api/language', { headers: { 'content-type': 'application/json' } });
    expect(empty.statusCode).toBe(422);
    // 1,000 levels deep: refused before any parse (over the route's small body limit, and over the depth limit).
    const nested = `{"language":${'['.repeat(1000)}${']'.repeat(1000)}}`;
    const tooDeep = await t.app.inject({ method: 'PUT', url: '/api/language', headers: { 'content-type': 'application/json', cookie: session.cookie! }, payload: nested });
    expect(tooDeep.statusCode).toBe(413);
    expect(tooDeep.json()).toMatchObject({ status: 'error' });
    // Refused before any route runs (and before the cookie plugin's hook), still in the caller's language.
    const crossSite = await call('PUT', '/api/language', { body: { language: 'es' }, cookie: withLang(session, 'es'), headers: { 'sec-fetch-site': 'cross-site' } });
    expect({ status: crossSite.statusCode, errors: fieldErrors(crossSite) }).toEqual({ status: 403, errors: [{ target_element: 'general', error_message: ES.crossSiteRefused }] });
    expect((await row(DEMO0001.id)).language).toBe('en');
    expect(refused.flatMap(setCookies)).toEqual([]);
  });
});

describe("the enrollment's language", () => {
  it("is the caller's when the quote creates it", async () => {
    const created = await call('POST', '/api/v1/add-filter-for-new-user', { body: { zip: '62701', dob: '05/14/1980', gender: '1', tier: 'IO' }, accept: 'es-US' });
    const id = dataOf<{ temp_enrollment_id: string }>(created).temp_enrollment_id;
    expect((await row(id)).language).toBe('es');
    expect(cookieOf(created)).toBeDefined();
  });

  it('is the language of the page it is resumed on', async () => {
    expect((await row(DEMO0001.id)).language).toBe('en');
    const resumed = await call('POST', '/api/v1/continue-enrollment', { body: { code: DEMO0001.code, email: DEMO0001.email }, accept: 'es-MX,es;q=0.9' });
    expect(resumed.statusCode).toBe(200);
    expect((await row(DEMO0001.id)).language).toBe('es');
    await resume(t.app, DEMO0001.code, DEMO0001.email);
    expect((await row(DEMO0001.id)).language).toBe('en');
  });

  it('says the receipt mail and the enrollment PDF in Spanish', async () => {
    const session = await resume(t.app, DEMO0007.code, DEMO0007.email);
    await call('PUT', '/api/language', { body: { language: 'es' }, cookie: session.cookie });
    const done = await call('POST', '/api/v1/save-review-info', { body: { enrollment_id: DEMO0007.id, first_enroll: 1 }, cookie: withLang(session, 'es') });
    const { policy_id: policyId } = dataOf<{ policy_id: string }>(done);
    const mail = await t.db.selectFrom('outbox').selectAll().where('to_address', '=', 'review@example.com').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(MAIL_ES.receipt.thanks);
    expect(mail.text_body).toContain(`Su número de confirmación es ${policyId}.`);
    const [file] = await t.db.selectFrom('outbox_attachments').selectAll().where('outbox_id', '=', mail.id).execute();
    expect(isPdf(file.content)).toBe(true);
    const text = pdfText(file.content);
    const expected = [MAIL_ES.enrollmentPdf.heading, 'Número de confirmación: ', policyId, 'Enviada el: ', 'Costo total del primer mes', '$640.00 al mes'];
    expect(expected.filter((part) => !text.includes(part))).toEqual([]);
    expect(text).toMatch(/\d{1,2} de [a-z]+ de \d{4}/);
    expect(text).not.toContain(MAIL_TEXT.enrollmentPdf.heading);
  });
});
