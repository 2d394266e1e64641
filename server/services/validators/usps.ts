/**
 * USPS Addresses API v3. An OAuth2 client-credentials token (POST {url}/oauth2/v3/token) is cached
 * until a minute before it expires (half its lifetime when shorter) and shared by concurrent
 * checks; then GET {url}/addresses/v3/address?streetAddress&secondaryAddress&city&state&ZIPCode
 * with the bearer token.
 *
 * 200 with additionalInfo.DPVConfirmation 'Y' (delivery point confirmed), 'D' (building
 * confirmed, apartment or suite missing) or 'S' (building confirmed, apartment or suite not
 * confirmed) -> valid, with zip4 from address.ZIPPlus4: the street address receives mail, and an
 * applicant is not blocked over a unit number. 'N' (not confirmed), 400 (the address cannot be
 * standardized) and 404 (not found) -> invalid. A 401 drops the token and retries once with a new
 * one; a token refused, 401/403/429/5xx, an unreadable body, a timeout or a network error ->
 * unavailable.
 */
import { joinUrl, objectAt, requestJson, type Reply } from './request';
import { INVALID, unavailable, type AddressCheck, type AddressInput, type Unavailable } from './types';

export interface UspsOptions {
  url: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  /** Clock in ms (tests move it to expire the token). */
  now?: () => number;
}

interface Token { value: string; expiresAt: number }

const CONFIRMED = new Set(['Y', 'D', 'S']);
const MAX_EARLY_REFRESH_MS = 60_000;

/** The USPS address check (one token cache per call of this function). */
export function uspsAddress(options: UspsOptions): (address: AddressInput) => Promise<AddressCheck> {
  const now = options.now ?? Date.now;
  let cached: Token | undefined;
  let pending: Promise<Token | Unavailable> | undefined;

  async function fetchToken(): Promise<Token | Unavailable> {
    const reply = await requestJson(joinUrl(options.url, 'oauth2/v3/token'), {
      method: 'POST',
      json: { client_id: options.clientId, client_secret: options.clientSecret, grant_type: 'client_credentials' },
      timeoutMs: options.timeoutMs,
    });
    if (!reply.ok) return unavailable(`usps token: ${reply.reason}`);
    if (reply.status !== 200) return unavailable(`usps token: HTTP ${reply.status}`);
    const body = objectAt(reply.body);
    const lifetimeMs = Number(body?.expires_in) * 1000;
    if (typeof body?.access_token !== 'string' || !body.access_token || !(lifetimeMs > 0)) return unavailable('usps token: unreadable answer');
    cached = { value: body.access_token, expiresAt: now() + lifetimeMs - Math.min(MAX_EARLY_REFRESH_MS, lifetimeMs / 2) };
    return cached;
  }

  function token(): Promise<Token | Unavailable> {
    if (cached && now() < cached.expiresAt) return Promise.resolve(cached);
    pending ??= fetchToken().finally(() => { pending = undefined; });
    return pending;
  }

  return async (address) => {
    for (let attempt = 1; ; attempt += 1) {
      const bearer = await token();
      if ('status' in bearer) return bearer;
      const reply = await requestJson(addressUrl(options.url, address), {
        headers: { authorization: `Bearer ${bearer.value}` }, timeoutMs: options.timeoutMs,
      });
      if (reply.ok && reply.status === 401 && attempt === 1) {
        if (cached === bearer) cached = undefined;
        continue;
      }
      return verdict(reply);
    }
  };
}

function addressUrl(base: string, address: AddressInput): URL {
  const url = joinUrl(base, 'addresses/v3/address');
  const params: [string, string | undefined][] = [
    ['streetAddress', address.address1], ['secondaryAddress', address.address2], ['city', address.city], ['state', address.state], ['ZIPCode', address.zip],
  ];
  for (const [name, value] of params) if (value?.trim()) url.searchParams.set(name, value.trim());
  return url;
}

function verdict(reply: Reply): AddressCheck {
  if (!reply.ok) return unavailable(`usps: ${reply.reason}`);
  if (reply.status === 400 || reply.status === 404) return INVALID;
  if (reply.status !== 200) return unavailable(`usps: HTTP ${reply.status}`);
  const dpv = objectAt(reply.body, 'additionalInfo')?.DPVConfirmation;
  if (dpv === 'N') return INVALID;
  if (typeof dpv !== 'string' || !CONFIRMED.has(dpv)) return unavailable('usps: unreadable answer');
  const zip4 = objectAt(reply.body, 'address')?.ZIPPlus4;
  return typeof zip4 === 'string' && /^\d{4}$/.test(zip4) ? { status: 'valid', zip4 } : { status: 'valid' };
}
