/**
 * numverify (apilayer) phone check: GET {url}?access_key&number&country_code=US&format=1.
 * It answers HTTP 200 for errors too, as {success: false, error: {code, type, info}}.
 *
 * valid: true -> valid; valid: false -> invalid; error 210/211 (no or non-numeric number) ->
 * invalid; any other error (101 invalid_access_key, 104 usage_limit_reached, ...), a non-200
 * status, an unreadable body, a timeout or a network error -> unavailable.
 */
import { codeOf, objectAt, requestJson } from './request';
import { INVALID, unavailable, VALID, type CheckResult } from './types';

export interface NumverifyOptions { url: string; key: string; timeoutMs: number }

/** numverify error codes that are about the number sent, not about our account or the service. */
const NUMBER_ERRORS = new Set([210, 211]);

/** The numverify phone check. */
export function numverifyPhone(options: NumverifyOptions): (phone: string) => Promise<CheckResult> {
  return async (phone) => {
    const url = new URL(options.url);
    url.searchParams.set('access_key', options.key);
    url.searchParams.set('number', phone.replace(/\D/g, ''));
    url.searchParams.set('country_code', 'US');
    url.searchParams.set('format', '1');
    const reply = await requestJson(url, { timeoutMs: options.timeoutMs });
    if (!reply.ok) return unavailable(`numverify: ${reply.reason}`);
    if (reply.status !== 200) return unavailable(`numverify: HTTP ${reply.status}`);
    const body = objectAt(reply.body);
    const error = objectAt(body, 'error');
    if (body?.success === false || error) {
      if (NUMBER_ERRORS.has(Number(error?.code))) return INVALID;
      return unavailable(`numverify: error ${codeOf(error?.code)} ${codeOf(error?.type)}`);
    }
    if (typeof body?.valid !== 'boolean') return unavailable('numverify: unreadable answer');
    return body.valid ? VALID : INVALID;
  };
}
