/**
 * One provider request with a deadline. It answers the HTTP status and the JSON body, or why no
 * answer came ('timeout', 'network error'). Error messages are never passed on: fetch quotes the
 * URL in some of them, and provider URLs carry the key and the checked value.
 */

export type Reply = { ok: true; status: number; body: unknown } | { ok: false; reason: string };

export interface RequestOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** The deadline of the whole exchange, body included (AbortSignal.timeout). */
  timeoutMs: number;
}

/** Sends the request and reads a JSON body (undefined when the body is not JSON). */
export async function requestJson(url: URL, options: RequestOptions): Promise<Reply> {
  try {
    const response = await fetch(url, {
      method: options.method ?? 'GET',
      headers: { accept: 'application/json', ...(options.json === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'error',
    });
    const text = await response.text();
    return { ok: true, status: response.status, body: parseJson(text) };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return { ok: false, reason: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network error' };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The object at body[key], or undefined. */
export function objectAt(body: unknown, key?: string): Record<string, unknown> | undefined {
  const value = key === undefined ? body : (body as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value as Record<string, unknown> : undefined;
}

/** A provider's error code or status word as safe to log: short, plain characters, else '?'. */
export function codeOf(value: unknown): string {
  const text = String(value ?? '');
  return /^[A-Za-z0-9_.-]{1,40}$/.test(text) ? text : '?';
}

/** `base` (which may carry a path prefix) joined with `path`. */
export function joinUrl(base: string, path: string): URL {
  return new URL(`${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
}
