/** The fake network holds to the server's contract: routes from the route table, answers checked by its response schemas. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ROUTES, formTabRoutes } from '../../../schemas/api/routes';
import { apiGet, apiPost } from '../../../src/api/client';
import { CART_ROUTES } from '../../../schemas/api/cart';
import { CARRIER_STATUS_ROUTES } from '../../../schemas/api/carrierStatus';
import { PLAN_DETAIL_ROUTES } from '../../../schemas/api/planDetail';
import { answerProblems, requestProblems, routeFor } from './apiContract';
import { installFakeApi } from './fakeApi';

afterEach(() => vi.unstubAllGlobals());

const ID = 'de000001-0000-4000-8000-000000000001';

describe('the fake network contract', () => {
  it('finds the route of a path, parametric ones included, by method too', () => {
    expect(routeFor('GET', `direct-continue/${ID}`)).toBe(API_ROUTES.directContinue);
    expect(routeFor('GET', `form-validators/${'a'.repeat(64)}.js`)).toBe(API_ROUTES.formValidator);
    expect(routeFor('GET', 'get-form-fields-contact-info')?.url).toBe(formTabRoutes('contact_info').fields.url);
    expect(routeFor('POST', 'get-dynamic-tabs')).toBeUndefined();
    expect(routeFor('GET', 'direct-continue')).toBeUndefined();
    expect(routeFor('GET', 'get-nothing')).toBeUndefined();
    // GET /{hash} serves only a carrier status key; any other one-segment path stays unknown.
    expect(routeFor('GET', 'c'.repeat(64))).toBe(CARRIER_STATUS_ROUTES.carrierStatus);
    expect(routeFor('GET', 'C'.repeat(64))).toBeUndefined();
  });

  it('accepts what the server could answer and names what it could not', () => {
    const route = API_ROUTES.groupInfo;
    const info = { general_info: { group_name: 'Acme', group_phone: '5552170100' }, address_information: { address1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' } };
    expect(answerProblems(route, 200, { status: 'success', data: info })).toEqual([]);
    expect(answerProblems(route, 403, { status: 'error', data: [{ target_element: 'enrollment_id', error_message: 'No' }] })).toEqual([]);
    expect(answerProblems(route, 200, { status: 'success', data: { ...info, general_info: { group_name: 'Acme' } } }).join()).toMatch(/general_info.*group_phone/);
    expect(answerProblems(route, 200, { status: 'success', data: { ...info, extra: 1 } })).not.toEqual([]);
    expect(answerProblems(route, 422, { status: 'error', data: [{ message: 'No' }] })).not.toEqual([]);
    expect(answerProblems(API_ROUTES.formValidator, 200, {})).not.toEqual([]);
  });

  it('names a request property the server refuses as unknown, and only that', () => {
    const add = PLAN_DETAIL_ROUTES.addToCart;
    expect(requestProblems(add, {}, { enrollment_id: ID, plan_id: 1, plan_pricing_id: 2 })).toEqual([]);
    expect(requestProblems(add, {}, { enrollment_id: ID, plan_id: 'x' })).toEqual([]);
    expect(requestProblems(add, {}, { enrollment_id: ID, plan_id: 1, plan_pricing_id: 2, price: 0 }).join()).toMatch(/body: \/ has price/);
    const remove = CART_ROUTES.removePlan;
    expect(requestProblems(remove, { enrollment_id: ID, plan_id: '1', plan_pricing_id: '2', _: '1' }, undefined).join()).toMatch(/query: \/ has _/);
  });

  it('refuses a fake route the server does not serve', () => {
    expect(() => installFakeApi({ 'get-nothing': { data: {} } })).toThrow(/get-nothing/);
  });

  // The check runs when the test finishes: this test must fail, and does only through the drifted answer.
  it.fails('fails the test whose fake answers what the server could not', async () => {
    installFakeApi({ 'check-enroll-code': { data: { show_enroll_code: 'yes', required: false, saved: false } } });
    await expect(apiGet('check-enroll-code', { enrollment_id: ID })).resolves.toMatchObject({ show_enroll_code: 'yes' });
  });

  it.fails('fails the test whose app sends a property the server refuses as unknown', async () => {
    installFakeApi({ 'check-already-in-cart': { data: { result: false } } });
    await expect(apiPost('check-already-in-cart', { enrollment_id: ID, plan_id: 1, plan_pricing_id: 2, price: 0 })).resolves.toEqual({ result: false });
  });
});
