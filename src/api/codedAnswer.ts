/**
 * Calls whose 200 answer may be a coded refusal rather than data (get-plan-pricing-detail's
 * pricing error codes, add-plan-to-cart's blackout and alreadyActive): {status:'error', errorCode,
 * message}. Such an answer is a result the page shows, not a failure, so it resolves as
 * {refused} instead of throwing; every other failure throws ApiFieldErrors as apiGet does.
 */
import { ApiFieldErrors, apiUrl, fetchApi, type Query } from './client';
import { takeFirstPaintAnswer } from './firstPaint';

/** A refusal: its code, its message, and the target_element of its field error when that names what fixes it. */
export interface Refusal<C extends string> {
  refused: C; message: string; target?: string;
  /** The language of `message` when it is the store's content (a blackout's text). */
  content_lang?: string;
}

/** The answer: the success envelope as a whole (some carry statusCode beside data), or the refusal. */
export type Coded<S, C extends string> = { answer: S } | Refusal<C>;

/** The first field error's target when it names one other than 'general'. */
function targetOf(data: unknown): { target?: string } {
  const first: unknown = Array.isArray(data) ? data[0] : undefined;
  const target = typeof first === 'object' && first !== null ? (first as { target_element?: unknown }).target_element : undefined;
  return typeof target === 'string' && target !== 'general' ? { target } : {};
}

interface Body { status?: unknown; errorCode?: unknown; message?: unknown; data?: unknown; content_lang?: unknown }

/** What an answer with HTTP status `status` and `body` means: the success, the refusal, or (thrown) a failure. */
function codedOf<S, C extends string>(ok: boolean, status: number, body: Body | undefined): Coded<S, C> {
  if (ok && body?.status === 'success') return { answer: body as S };
  if (ok && body?.status === 'error' && typeof body.errorCode === 'string' && typeof body.message === 'string') {
    const lang = typeof body.content_lang === 'string' ? { content_lang: body.content_lang } : {};
    return { refused: body.errorCode as C, message: body.message, ...targetOf(body.data), ...lang };
  }
  throw new ApiFieldErrors(status, body?.status === 'error' && Array.isArray(body.data) ? body.data : []);
}

async function send<S, C extends string>(url: string, init: RequestInit): Promise<Coded<S, C>> {
  const response = await fetchApi(url, init);
  return codedOf<S, C>(response.ok, response.status, (await response.json().catch(() => undefined)) as Body | undefined);
}

/** GET with a coded answer: the page's embedded 200 body the first time (a plan detail's prices, server/services/sessionFirstPaint.ts), read as a response's. */
export async function codedGet<S, C extends string>(path: string, query: Query): Promise<Coded<S, C>> {
  const url = apiUrl(path, query);
  const embedded = takeFirstPaintAnswer(url);
  return embedded ? codedOf<S, C>(true, 200, embedded.data as Body | undefined) : send<S, C>(url, { method: 'GET' });
}

/** POST a JSON body with a coded answer. */
export function codedPost<S, C extends string>(path: string, body: unknown): Promise<Coded<S, C>> {
  return send<S, C>(apiUrl(path), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}
