/**
 * The storefront's forms as layered forms (issues 14 and 15; schemas/forms/storefrontForms.ts):
 * the studio's API lists them without group scopes; a portal's published version of the quote
 * form shows to that portal's visitors (get-form-fields-quote), and add-filter-for-new-user
 * enforces it (field-level 422), while another portal's visitors keep the catalog's form; a
 * rollback restores it. The fixed forms and the pricing dialogs resolve the same way (the
 * dependents dialog's layered fields then filtered by the quote's tier), and a portal's overrides
 * of catalog messages go with its forms and their checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricingDefinitions, quoteDefinitions } from '../../adapters';
import type { FieldDefinition } from '../../schemas/api/types';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PUBLISHER_2 } from '../../schemas/demo/staffAccounts';
import type { FormLayer } from '../../schemas/forms/definition';
import { MESSAGES } from '../../schemas/messages';
import { cookieOf, dataOf, fieldErrors, get, post, put, type Session } from './helpers/client';
import { publishLayer, staffSession, withSpanish } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const anonymous: Session = { cookie: undefined };
const QUOTE = { zip: '62701', dob: '05/14/1980', gender: '1' };
/** Acme's portal (group 2001's landing 'acme'); the default portal is 11. */
const PORTAL = 'portal/12';

/** A visitor who came in through Acme's landing page: their session shops on portal 12. */
async function acmeVisitor(): Promise<Session> {
  const response = await get(t.app, anonymous, 'validate-landing-page', { landing_page: 'acme' });
  expect(response.statusCode).toBe(200);
  return { cookie: cookieOf(response) };
}

const fieldsOf = async (session: Session, path = 'get-form-fields-quote', query: Record<string, string> = {}) =>
  dataOf<{ result: FieldDefinition[]; validator: string; messages?: Record<string, string> }>(await get(t.app, session, path, query));

describe('the storefront forms in the studio', () => {
  it('lists them, at Default and each portal but no group, and refuses a group scope', async () => {
    const author = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
    const list = dataOf<{ forms: { form: string; title: string }[]; states: { form: string; scope: string }[] }>(await get(t.app, author, 'admin/forms'));
    expect(list.forms).toContainEqual({ form: 'quote', title: 'Storefront: Quote' });
    expect(list.forms.map((f) => f.form)).toEqual(expect.arrayContaining(['send_quote', 'access_code', 'group_code']));
    expect(list.forms).toContainEqual({ form: 'dependentInfo', title: 'Storefront: Dependents for Pricing' });
    expect(new Set(list.states.filter((s) => s.form === 'dependentInfo').map((s) => s.scope))).toEqual(new Set(['default', 'portal']));
    const scopes = new Set(list.states.filter((s) => s.form === 'quote').map((s) => s.scope));
    expect(scopes).toEqual(new Set(['default', 'portal']));
    const group = await post(t.app, author, 'admin/forms/quote/group/2001/draft', {});
    expect(group.statusCode).toBe(422);
    expect(fieldErrors(group).map((e) => e.target_element)).toEqual(['scope']);
  });

  it('refuses a new field on a storefront form at the draft\'s check and publish: its call takes only the fields it has', async () => {
    const path = 'admin/forms/dependentInfo/portal/11';
    const author = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
    const opened = dataOf<{ revision: number }>(await post(t.app, author, `${path}/draft`, {}));
    const content: FormLayer = { fields: { spouse_name: { widget: 'text', label: 'Spouse name' }, dep_dob: { label: 'Spouse birthday' } } };
    expect((await put(t.app, author, `${path}/draft`, { content: withSpanish(content), revision: opened.revision })).statusCode).toBe(200);
    const problems = [{ target_element: 'fields.spouse_name', error_message: MESSAGES.formStorefrontFieldNew }];
    expect(dataOf<{ problems: unknown[] }>(await post(t.app, author, `${path}/draft/check`, {})).problems).toEqual(problems);
    const publisher = await staffSession(t.app, DEMO_STAFF_PUBLISHER_2.email);
    const publish = await post(t.app, publisher, `${path}/draft/publish`, { reason: 'Ask the spouse name' });
    expect(publish.statusCode).toBe(422);
    expect(fieldErrors(publish)).toContainEqual(problems[0]);
    expect((await post(t.app, author, `${path}/draft/discard`, {})).statusCode).toBe(200);
  });
});

describe('a portal\'s version of the quote form', () => {
  it('shows to that portal\'s visitors and is enforced, other portals keep theirs, until rolled back', async () => {
    const before = await fieldsOf(anonymous);
    // Nobody changed it: the catalog's answer, as before the forms were layered.
    expect(before.result).toEqual(quoteDefinitions());
    expect((await fieldsOf(await acmeVisitor())).validator).toBe(before.validator);

    const change: FormLayer = { fields: { tier: { label: 'Coverage level', required: true } } };
    await publishLayer(t.app, 'quote', PORTAL, change);

    const acme = await acmeVisitor();
    const shown = await fieldsOf(acme);
    expect(shown.result.find((def) => def.field_name === 'tier')).toMatchObject({ required: true, schema: { title: 'Coverage level' } });
    expect(shown.validator).not.toBe(before.validator);
    // Another portal's visitor (the default portal) sees the form as it was.
    expect(await fieldsOf(anonymous)).toEqual(before);

    // The server checks the portal's form: a quote on portal 12 without the now-required tier is refused at the field.
    const refused = await post(t.app, acme, 'add-filter-for-new-user', { ...QUOTE, group_id: 2001 });
    expect(refused.statusCode).toBe(422);
    expect(fieldErrors(refused).map((e) => e.target_element)).toEqual(['tier']);
    expect((await post(t.app, acme, 'add-filter-for-new-user', { ...QUOTE, group_id: 2001, tier: 'IS' })).statusCode).toBe(200);
    // On the default portal the tier stays optional.
    expect((await post(t.app, anonymous, 'add-filter-for-new-user', QUOTE)).statusCode).toBe(200);

    // Rollback to the form as it stood (version 1) restores the catalog's form for the portal.
    const publisher = await staffSession(t.app, DEMO_STAFF_PUBLISHER_2.email);
    const rollback = await post(t.app, publisher, `admin/forms/quote/${PORTAL}/versions/1/rollback`, { reason: 'Tier optional again' });
    expect(rollback.statusCode).toBe(200);
    expect(await fieldsOf(await acmeVisitor())).toEqual(before);
    expect((await post(t.app, await acmeVisitor(), 'add-filter-for-new-user', { ...QUOTE, group_id: 2001 })).statusCode).toBe(200);
  });

  it('hides a fixed form\'s optional field for the portal\'s visitors only', async () => {
    const before = await fieldsOf(anonymous, 'get-form-fields-send-quote');
    expect(before.result.map((def) => def.field_name)).toContain('message');
    await publishLayer(t.app, 'send_quote', PORTAL, { fields: { message: { hidden: true } } });
    expect((await fieldsOf(await acmeVisitor(), 'get-form-fields-send-quote')).result.map((def) => def.field_name)).not.toContain('message');
    expect(await fieldsOf(anonymous, 'get-form-fields-send-quote')).toEqual(before);
  });

  it('relabels a pricing dialog for the portal\'s visitors only', async () => {
    const path = 'get-form-fields-pricing/tobacco';
    const before = await fieldsOf(anonymous, path);
    await publishLayer(t.app, 'tobacco', PORTAL, { fields: { is_smoker: { label: 'Do you use tobacco?' } } });
    expect((await fieldsOf(await acmeVisitor(), path)).result).toEqual([expect.objectContaining({ field_name: 'is_smoker', required: true, schema: { title: 'Do you use tobacco?', translations: { es: { title: 'Do you use tobacco?' } } } })]);
    expect(await fieldsOf(anonymous, path)).toEqual(before);
  });

  it('says a portal\'s overridden message in its quote form and its checks, the default portal the spec\'s', async () => {
    const text = 'Please enter the five digits of your Zip code';
    await publishLayer(t.app, 'quote', PORTAL, { fields: {}, messages: { quoteZipInvalid: text } });
    const acme = await acmeVisitor();
    expect((await fieldsOf(acme)).messages).toEqual({ quoteZipInvalid: text });
    const refused = await post(t.app, acme, 'add-filter-for-new-user', { ...QUOTE, zip: '627', group_id: 2001 });
    expect(refused.statusCode).toBe(422);
    expect(fieldErrors(refused)).toEqual([{ target_element: 'zip', error_message: text }]);
    expect(fieldErrors(await get(t.app, acme, 'validate-zip-code', { zip_code: '627' }))).toEqual([{ target_element: 'zip_code', error_message: text }]);

    expect((await fieldsOf(anonymous)).messages).toBeUndefined();
    const plain = await post(t.app, anonymous, 'add-filter-for-new-user', { ...QUOTE, zip: '627' });
    expect(fieldErrors(plain)).toEqual([{ target_element: 'zip', error_message: MESSAGES.quoteZipInvalid }]);
  });
});

describe('a portal\'s version of the dependents pricing dialog', () => {
  const path = 'get-form-fields-pricing/dependentInfo';
  /** A quote of `tier` by a visitor of `session` (Acme's: made on portal 12; a first visitor's: on the default portal). */
  async function quote(session: Session, tier: string, group?: number): Promise<{ session: Session; id: string }> {
    const response = await post(t.app, session, 'add-filter-for-new-user', { ...QUOTE, tier, ...(group && { group_id: group }) });
    expect(response.statusCode).toBe(200);
    return { session: { cookie: cookieOf(response) ?? session.cookie }, id: dataOf<{ temp_enrollment_id: string }>(response).temp_enrollment_id };
  }
  const store = (v: { session: Session; id: string }, body: Record<string, unknown>) =>
    post(t.app, v.session, 'store-temp-dependent-info', { enrollment_id: v.id, plan_id: 1901, ...body });

  it('reaches the portal\'s answer and its 422s, the tier still choosing who is asked; the default portal keeps the spec\'s', async () => {
    const before = await fieldsOf(anonymous, path, { tier: 'IF' });
    // Nobody changed it: the spec's answer, as before the dialog was layered.
    expect(before.result).toEqual(pricingDefinitions('dependentInfo', { tier: 'IF' }));
    expect(before.messages).toBeUndefined();

    const range = 'Choose between 1 and {max} children';
    await publishLayer(t.app, 'dependentInfo', PORTAL, {
      fields: {
        dep_dob: { label: 'Your partner\'s date of birth', help: 'As on their ID', placeholder: 'MM/DD/YYYY', required: false, order: 2 },
        no_of_children: { label: 'Children to cover' },
      },
      messages: { childrenRange: range },
    });

    const acme = await quote(await acmeVisitor(), 'IF', 2001);
    const shown = await fieldsOf(acme.session, path, { tier: 'IF' });
    // The layer's order (children first), labels, help, placeholder and flags; the tier's choices and range.
    expect(shown.result.map((def) => def.field_name)).toEqual(['no_of_children', 'dep_dob']);
    expect(shown.result[0]).toMatchObject({ required: true, schema: { title: 'Children to cover', maximum: 8, choices: expect.arrayContaining([{ value: '8', label: '8' }]) } });
    expect(shown.result[1]).toMatchObject({ required: false, schema: { title: 'Your partner\'s date of birth', help: 'As on their ID', placeholder: 'MM/DD/YYYY' } });
    expect(shown.messages).toEqual({ childrenRange: range });
    expect(shown.validator).not.toBe(before.validator);
    // The tier still decides who is asked: IS the spouse only, IC the children only (1 to 9).
    expect((await fieldsOf(acme.session, path, { tier: 'IS' })).result.map((def) => def.field_name)).toEqual(['dep_dob']);
    expect((await fieldsOf(acme.session, path, { tier: 'IC' })).result).toEqual([expect.objectContaining({ field_name: 'no_of_children', schema: expect.objectContaining({ maximum: 9 }) })]);

    // The server checks the portal's form: its message at the field, the spouse's DOB now optional.
    const refused = await store(acme, { no_of_children: 9 });
    expect(refused.statusCode).toBe(422);
    expect(fieldErrors(refused)).toEqual([{ target_element: 'no_of_children', error_message: 'Choose between 1 and 8 children' }]);
    const stored = await store(acme, { dep_dob: '', no_of_children: 2 });
    expect(stored.statusCode).toBe(200);
    expect(dataOf(stored)).toEqual({ spouse_dob: null, no_of_children: 2 });

    // The default portal keeps the spec's form and messages.
    expect(await fieldsOf(anonymous, path, { tier: 'IF' })).toEqual(before);
    const plain = await quote(anonymous, 'IF');
    expect(await fieldsOf(plain.session, path, { tier: 'IF' })).toEqual(before);
    const spec = await store(plain, { no_of_children: 9 });
    expect(fieldErrors(spec)).toEqual([
      { target_element: 'dep_dob', error_message: MESSAGES.required },
      { target_element: 'no_of_children', error_message: 'Please choose from 1 to 8 children' },
    ]);
  });

  it('keeps a field a portal hid out of every tier\'s dialog and out of the store', async () => {
    await publishLayer(t.app, 'dependentInfo', PORTAL, { fields: { no_of_children: { hidden: true } } });
    const acme = await quote(await acmeVisitor(), 'IC', 2001);
    expect((await fieldsOf(acme.session, path, { tier: 'IC' })).result).toEqual([]);
    const stored = await store(acme, { no_of_children: 3 });
    expect(stored.statusCode).toBe(200);
    expect(dataOf(stored)).toEqual({ spouse_dob: null, no_of_children: null });
  });
});
