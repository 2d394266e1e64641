/**
 * NeverBounce v4 single check: GET {url}?key&email&timeout (seconds NeverBounce may spend before
 * answering 'unknown'). Answer {status: 'success', result, flags, suggested_correction, ...}, or
 * a failure status (auth_failure, temp_unavail, throttle_triggered, bad_referrer,
 * general_failure) with a message.
 *
 * result valid or catchall -> valid (a catch-all domain accepts all mail, so the address can
 * receive ours); invalid or disposable -> invalid; unknown (NeverBounce could not reach a
 * verdict in time) -> unavailable, like any failure status, non-200 status, unreadable body,
 * timeout or network error.
 */
import { codeOf, objectAt, requestJson } from './request';
import { INVALID, unavailable, VALID, type CheckResult } from './types';

export interface NeverBounceOptions { url: string; key: string; timeoutMs: number }

const PASS = new Set(['valid', 'catchall']);
const FAIL = new Set(['invalid', 'disposable']);

/** The NeverBounce e-mail check. */
export function neverBounceEmail(options: NeverBounceOptions): (email: string) => Promise<CheckResult> {
  // NeverBounce's own budget, a second under ours so it answers 'unknown' before we give up.
  const providerSeconds = Math.max(1, Math.floor(options.timeoutMs / 1000) - 1);
  return async (email) => {
    const url = new URL(options.url);
    url.searchParams.set('key', options.key);
    url.searchParams.set('email', email);
    url.searchParams.set('timeout', String(providerSeconds));
    const reply = await requestJson(url, { timeoutMs: options.timeoutMs });
    if (!reply.ok) return unavailable(`neverbounce: ${reply.reason}`);
    if (reply.status !== 200) return unavailable(`neverbounce: HTTP ${reply.status}`);
    const body = objectAt(reply.body);
    if (body?.status !== 'success') return unavailable(`neverbounce: ${body ? codeOf(body.status) : 'unreadable answer'}`);
    const result = String(body.result);
    if (PASS.has(result)) return VALID;
    if (FAIL.has(result)) return INVALID;
    return unavailable(`neverbounce: result ${codeOf(body.result)}`);
  };
}
