/**
 * The one place that talks HTTP to the API: base URLs, the {status, data} envelope, and
 * field errors. Every endpoint file builds on apiGet / apiPost so parsing never drifts.
 */
import type { Envelope, FieldError } from '../../schemas/api/types';
import { takeFirstPaintAnswer } from './firstPaint';
import { reportSession } from './sessionNews';

/** Main API base (the spec's "/api/v1"); configurable per deployment. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api/v1';
/** The spec's "benefit-store API host" (check-enroll-code); same server unless configured. */
export const STORE_API_BASE: string = import.meta.env.VITE_STORE_API_BASE ?? API_BASE;

/**
 * A failed call. `errors` holds the server's field errors (empty when the answer was not an
 * error envelope, e.g. a network failure or a proxy page); `status` is the HTTP status (0 offline).
 */
export class ApiFieldErrors extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  constructor(status: number, errors: FieldError[]) {
    // The message carries no field values, so logging an ApiFieldErrors never leaks PII.
    super(`API request failed with status ${status}`);
    this.name = 'ApiFieldErrors';
    this.status = status;
    this.errors = errors;
  }
}

/**
 * Whether a call was refused because this browser session does not hold what it asked for (401:
 * no session, 403: another session's enrollment): the code a screen branches on, never the text.
 */
export const refusedSession = (error: unknown): error is ApiFieldErrors => error instanceof ApiFieldErrors && (error.status === 401 || error.status === 403);

/** Query parameters; undefined and null entries are left out. */
export type Query = Record<string, string | number | boolean | null | undefined>;

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'status' in body && 'data' in body;
}

async function parse<T>(response: Response): Promise<T> {
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok && isEnvelope(body) && body.status === 'success') return body.data as T;
  const errors = isEnvelope(body) && body.status === 'error' && Array.isArray(body.data) ? body.data : [];
  throw new ApiFieldErrors(response.status, errors);
}

/** Fetches an API url with the session cookie; a network failure throws ApiFieldErrors(0), every answer reports the session's news. */
export async function fetchApi(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', ...init, headers: { Accept: 'application/json', ...init.headers } });
  } catch {
    throw new ApiFieldErrors(0, []);
  }
  reportSession(response);
  return response;
}

async function send<T>(url: string, init: RequestInit): Promise<T> {
  return parse<T>(await fetchApi(url, init));
}

/** Builds `${base}/${path}?query` with encoded parameters. */
export function apiUrl(path: string, query: Query = {}, base: string = API_BASE): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  const search = params.toString();
  return `${base}/${path}${search ? `?${search}` : ''}`;
}

/** GET an endpoint and return its `data` (the page's embedded answer the first time, firstPaint.ts); throws ApiFieldErrors on any failure. */
export function apiGet<T>(path: string, query?: Query, base?: string): Promise<T> {
  const url = apiUrl(path, query, base);
  const embedded = takeFirstPaintAnswer(url);
  return embedded ? Promise.resolve(embedded.data as T) : send<T>(url, { method: 'GET' });
}

/** POST a JSON body and return the response's `data`; throws ApiFieldErrors on any failure. */
export function apiPost<T>(path: string, body: unknown, base?: string): Promise<T> {
  return send<T>(apiUrl(path, {}, base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** PUT a JSON body and return the response's `data`; throws ApiFieldErrors on any failure. */
export function apiPut<T>(path: string, body: unknown, base?: string): Promise<T> {
  return send<T>(apiUrl(path, {}, base), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** DELETE a resource and return the response's `data`; throws ApiFieldErrors on any failure. */
export function apiDelete<T>(path: string, base?: string): Promise<T> {
  return send<T>(apiUrl(path, {}, base), { method: 'DELETE' });
}

/** The field errors of a failure, or [] when it carried none. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  return error instanceof ApiFieldErrors ? error.errors : [];
}
