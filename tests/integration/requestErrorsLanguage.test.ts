/**
 * Answers the server gives a request it cannot take as sent (issue 18): a URL the router cannot
 * take (Fastify's frameworkErrors, before any hook), an unknown path, a body too large or of a
 * type it does not read, and malformed JSON: each in the caller's language, the same envelope in
 * both, and an English caller's texts unchanged.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES_ES } from '../../schemas/i18n/es/messages';
import { MESSAGES, type MessageKey } from '../../schemas/messages';
import { fieldErrors } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const json = { 'content-type': 'application/json' };
/** Each request, the status it gets and the message it says at its target. */
const CASES: [string, InjectOptions, number, string, MessageKey][] = [
  ['a malformed percent-encoding', { method: 'GET', url: '/api/v1/get-plan-detail/%E0%A4%A' }, 400, 'general', 'requestBad'],
  ['a path parameter over the longest', { method: 'GET', url: `/api/v1/get-plan-detail/${'x'.repeat(300)}` }, 414, 'general', 'requestUrlTooLong'],
  ['an unknown path', { method: 'GET', url: '/api/v1/no-such-call' }, 404, 'general', 'requestNotFound'],
  ['a content type the API does not read', { method: 'POST', url: '/api/v1/continue-enrollment', headers: { 'content-type': 'text/xml' }, payload: '<a/>' }, 415, 'general', 'requestContentType'],
  ['a body over the limit', { method: 'POST', url: '/api/v1/continue-enrollment', headers: json, payload: JSON.stringify({ code: 'x'.repeat(70_000) }) }, 413, 'general', 'requestTooLarge'],
  ['malformed JSON', { method: 'POST', url: '/api/v1/continue-enrollment', headers: json, payload: '{"code":' }, 422, 'body', 'text'],
];

/** The request as a caller with the lang cookie `language` sends it. */
const as = (request: InjectOptions, language: 'en' | 'es'): InjectOptions => ({ ...request, headers: { ...request.headers, cookie: `lang=${language}` } });

describe('a request the server cannot take', () => {
  it.each(CASES)('is answered in Spanish to a Spanish caller and in English to an English one: %s', async (_name, request, status, target, key) => {
    const spanish = await t.app.inject(as(request, 'es'));
    expect({ status: spanish.statusCode, errors: fieldErrors(spanish) }).toEqual({ status, errors: [{ target_element: target, error_message: MESSAGES_ES[key] }] });
    const english = await t.app.inject(as(request, 'en'));
    expect({ status: english.statusCode, errors: fieldErrors(english) }).toEqual({ status, errors: [{ target_element: target, error_message: MESSAGES[key] }] });
  });

  it("follows the browser's language when no choice was made", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/get-plan-detail/%E0%A4%A', headers: { 'accept-language': 'es-MX,es;q=0.9' } });
    expect(fieldErrors(response)).toEqual([{ target_element: 'general', error_message: MESSAGES_ES.requestBad }]);
  });
});
