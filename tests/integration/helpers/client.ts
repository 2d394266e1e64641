/** Small request helpers over app.inject: a browser session is its bs_sid cookie. */
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { FieldError } from '../../../schemas/api/types';

export const API = '/api/v1';

export interface Session { cookie: string | undefined }

/** The bs_sid cookie a response set, as a Cookie header value. */
export function cookieOf(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  return first?.split(';')[0];
}

/** GET path?query with the session's cookie. */
export function get(app: FastifyInstance, session: Session, path: string, query: Record<string, string> = {}, remoteAddress?: string) {
  return app.inject({
    method: 'GET', url: `${API}/${path}`, query, remoteAddress,
    headers: session.cookie ? { cookie: session.cookie } : {},
  });
}

/** POST path with a JSON body and the session's cookie. */
export function post(app: FastifyInstance, session: Session, path: string, body: unknown, remoteAddress?: string) {
  return app.inject({
    method: 'POST', url: `${API}/${path}`, payload: body as object, remoteAddress,
    headers: { 'content-type': 'application/json', ...(session.cookie ? { cookie: session.cookie } : {}) },
  });
}

/** PUT path with a JSON body and the session's cookie. */
export function put(app: FastifyInstance, session: Session, path: string, body: unknown) {
  return app.inject({
    method: 'PUT', url: `${API}/${path}`, payload: body as object,
    headers: { 'content-type': 'application/json', ...(session.cookie ? { cookie: session.cookie } : {}) },
  });
}

/** Resumes with code + e-mail in a new browser session and returns it (asserts success). */
export async function resume(app: FastifyInstance, code: string, email: string, remoteAddress?: string): Promise<Session> {
  const response = await post(app, { cookie: undefined }, 'continue-enrollment', { code, email }, remoteAddress);
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 200 });
  return { cookie: cookieOf(response) };
}

/** The FieldError[] of an error answer. */
export function fieldErrors(response: LightMyRequestResponse): FieldError[] {
  const body = response.json() as { status: string; data: FieldError[] };
  expect(body.status).toBe('error');
  return body.data;
}

/** The message at one target, or undefined. */
export function messageAt(response: LightMyRequestResponse, target: string): string | undefined {
  return fieldErrors(response).find((error) => error.target_element === target)?.error_message;
}

/** data of a success answer (asserts 200). */
export function dataOf<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 200 });
  return (response.json() as { data: T }).data;
}
