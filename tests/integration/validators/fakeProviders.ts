/**
 * Local stand-ins for the validator providers, each speaking its documented protocol on
 * 127.0.0.1 (port 0): numverify (apilayer), NeverBounce v4 single check, USPS Addresses v3 with
 * OAuth2 client credentials. Each records the requests it got and has a `mode` that makes it
 * fail the ways the real one does.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded { method: string; path: string; query: URLSearchParams; headers: IncomingHttpHeaders; body: string }
type Answer = { status: number; body: unknown } | 'hang';

export interface FakeServer {
  /** http://127.0.0.1:port */
  origin: string;
  requests: Recorded[];
  close(): Promise<void>;
}

async function startFake(handle: (request: Recorded) => Answer): Promise<FakeServer> {
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const recorded = { method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body: Buffer.concat(chunks).toString() };
      requests.push(recorded);
      const answer = handle(recorded);
      if (answer === 'hang') return;
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      res.writeHead(answer.status, { 'content-type': typeof answer.body === 'string' ? 'text/html' : 'application/json' }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

const notFound: Answer = { status: 404, body: '<html>not found</html>' };

// ---------------------------------------------------------------- numverify

export const NUMVERIFY_KEY = 'nv-key-5f0c1d';
/** The number of numverify's documentation (without the country prefix), and one more. */
export const NUMVERIFY_VALID = ['4158586273', '2125550147'];

export type NumverifyMode = 'normal' | 'quota' | 'http500' | 'html' | 'hang';

/** GET /api/validate?access_key&number&country_code&format: 200 always, errors as {success: false, error}. */
export async function fakeNumverify(): Promise<FakeServer & { url: string; mode: NumverifyMode }> {
  const state = { mode: 'normal' as NumverifyMode };
  const error = (code: number, type: string, info: string): Answer => ({ status: 200, body: { success: false, error: { code, type, info } } });
  const fake = await startFake(({ path, query }) => {
    if (path !== '/api/validate') return notFound;
    if (state.mode === 'hang') return 'hang';
    if (state.mode === 'http500') return { status: 500, body: '<html>Internal Server Error</html>' };
    if (state.mode === 'html') return { status: 200, body: '<html>maintenance</html>' };
    if (query.get('access_key') !== NUMVERIFY_KEY) return error(101, 'invalid_access_key', 'You have not supplied a valid API Access Key. [Technical Support: support@apilayer.com]');
    if (state.mode === 'quota') return error(104, 'usage_limit_reached', 'Your monthly API request volume has been reached. Please upgrade your plan.');
    const number = query.get('number') ?? '';
    if (!number) return error(210, 'no_phone_number', 'Please specify a phone number. [Example: 14158586273]');
    if (!/^\d+$/.test(number)) return error(211, 'non_numeric_phone_number', 'Please specify a numeric phone number. [Example: 14158586273]');
    const valid = query.get('country_code') === 'US' && NUMVERIFY_VALID.includes(number);
    return {
      status: 200,
      body: valid
        ? {
          valid: true, number: `1${number}`, local_format: number, international_format: `+1${number}`, country_prefix: '+1', country_code: 'US',
          country_name: 'United States of America', location: 'Novato', carrier: 'AT&T Mobility LLC', line_type: 'mobile',
        }
        : { valid: false, number, local_format: '', international_format: '', country_prefix: '', country_code: '', country_name: '', location: '', carrier: '', line_type: null },
    };
  });
  // `state` stays the object the handler reads, so setting `mode` on the result takes effect.
  return Object.assign(state, fake, { url: `${fake.origin}/api/validate` });
}

// ---------------------------------------------------------------- NeverBounce

export const NEVERBOUNCE_KEY = 'private_nb_0b2c6e';
/** The local part decides the result: valid@, catchall@, invalid@, disposable@, unknown@ (anything else: valid). */
export type NeverBounceMode = 'normal' | 'throttle_triggered' | 'temp_unavail' | 'general_failure' | 'http502' | 'hang';

/** GET /v4/single/check?key&email&timeout: 200 {status: 'success', result, ...} or a failure status with a message. */
export async function fakeNeverBounce(): Promise<FakeServer & { url: string; mode: NeverBounceMode }> {
  const state = { mode: 'normal' as NeverBounceMode };
  const failure = (status: string, message: string): Answer => ({ status: 200, body: { status, message, execution_time: 12 } });
  const fake = await startFake(({ path, query }) => {
    if (path !== '/v4/single/check') return notFound;
    if (state.mode === 'hang') return 'hang';
    if (state.mode === 'http502') return { status: 502, body: '<html>Bad Gateway</html>' };
    if (query.get('key') !== NEVERBOUNCE_KEY) return failure('auth_failure', 'Invalid API key \'' + query.get('key') + '\'');
    if (state.mode !== 'normal') return failure(state.mode, `The request for ${query.get('email')} could not be completed`);
    const email = query.get('email') ?? '';
    const local = email.split('@')[0];
    const result = ['valid', 'catchall', 'invalid', 'disposable', 'unknown'].includes(local) ? local : 'valid';
    const flags = result === 'disposable' ? ['has_dns', 'has_dns_mx', 'disposable_email'] : ['has_dns', 'has_dns_mx'];
    return { status: 200, body: { status: 'success', result, flags, suggested_correction: '', execution_time: 285 } };
  });
  return Object.assign(state, fake, { url: `${fake.origin}/v4/single/check` });
}

// ---------------------------------------------------------------- USPS

export const USPS_CLIENT_ID = 'usps-client-4471';
export const USPS_CLIENT_SECRET = 'usps-secret-93ad';

/** Street addresses the fake USPS knows (upper-cased), with their DPV answer. */
const USPS_BOOK: Record<string, { dpv: 'Y' | 'D' | 'S' | 'N'; zip4: string; needsSecondary?: boolean }> = {
  '1 ELM ST': { dpv: 'Y', zip4: '1234' },
  '100 MAIN ST': { dpv: 'Y', zip4: '4321' },
  '20 TOWER PL': { dpv: 'D', zip4: '0001', needsSecondary: true },
  '7 VACANT LOT': { dpv: 'N', zip4: '' },
};

export type UspsMode = 'normal' | 'revokeTokens' | 'http503' | 'http429' | 'hangAddress' | 'hangToken';

export interface FakeUsps extends FakeServer {
  mode: UspsMode;
  /** expires_in of the next tokens, in seconds. */
  tokenLifetime: number;
  tokenRequests(): Recorded[];
  addressRequests(): Recorded[];
}

/** POST /oauth2/v3/token (JSON client credentials) and GET /addresses/v3/address with the bearer token. */
export async function fakeUsps(): Promise<FakeUsps> {
  const state = { mode: 'normal' as UspsMode, tokenLifetime: 28799, issued: new Set<string>() };
  const apiError = (status: number, message: string, errors: unknown[] = []): Answer => ({
    status, body: { apiVersion: '/addresses/v3', error: { code: String(status), message, errors } },
  });
  const fake = await startFake(({ method, path, query, headers, body }) => {
    if (method === 'POST' && path === '/oauth2/v3/token') {
      if (state.mode === 'hangToken') return 'hang';
      const credentials = JSON.parse(body || '{}') as Record<string, string>;
      if (headers['content-type'] !== 'application/json' || credentials.grant_type !== 'client_credentials') {
        return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'grant_type must be client_credentials' } };
      }
      if (credentials.client_id !== USPS_CLIENT_ID || credentials.client_secret !== USPS_CLIENT_SECRET) {
        return { status: 401, body: { error: 'invalid_client', error_description: 'Client authentication failed' } };
      }
      const token = `tok-${state.issued.size + 1}`;
      state.issued.add(token);
      return { status: 200, body: { access_token: token, token_type: 'Bearer', issued_at: Date.now(), expires_in: state.tokenLifetime, status: 'approved', scope: 'addresses' } };
    }
    if (method !== 'GET' || path !== '/addresses/v3/address') return notFound;
    if (state.mode === 'hangAddress') return 'hang';
    if (state.mode === 'http503') return { status: 503, body: '<html>Service Unavailable</html>' };
    if (state.mode === 'http429') return apiError(429, 'Too Many Requests');
    if (state.mode === 'revokeTokens') {
      state.issued.clear();
      state.mode = 'normal';
    }
    const bearer = /^Bearer (.+)$/.exec(String(headers.authorization ?? ''))?.[1];
    if (!bearer || !state.issued.has(bearer)) return apiError(401, 'Unauthorized');
    const street = (query.get('streetAddress') ?? '').toUpperCase();
    const secondary = (query.get('secondaryAddress') ?? '').toUpperCase();
    if (!street || !query.get('state') || !(query.get('city') || query.get('ZIPCode'))) {
      return apiError(400, 'OASValidation addresses-v3 with resource "oas://addresses-v3.yaml": failed with reason: "[ERROR - Object has missing required properties]"', [
        { status: '400', code: 'OASValidation', title: 'Bad Request', detail: 'streetAddress, state and city or ZIPCode are required', source: { parameter: 'streetAddress' } },
      ]);
    }
    const entry = USPS_BOOK[street];
    if (!entry) return apiError(404, 'Address Not Found.');
    const dpv = entry.needsSecondary && secondary ? 'S' : entry.dpv;
    return {
      status: 200,
      body: {
        firm: '',
        address: {
          streetAddress: street, streetAddressAbbreviation: '', secondaryAddress: secondary, cityAbbreviation: '', city: (query.get('city') ?? '').toUpperCase(),
          state: query.get('state'), ZIPCode: query.get('ZIPCode') ?? '62701', ZIPPlus4: entry.zip4 || null, urbanization: '',
        },
        additionalInfo: {
          deliveryPoint: '01', carrierRoute: 'C001', DPVConfirmation: dpv, DPVCMRA: 'N', business: 'N', centralDeliveryPoint: 'N', vacant: 'N',
        },
        corrections: [{ code: '', text: '' }],
        matches: [{ code: '31', text: 'Single Response - exact match' }],
      },
    };
  });
  return Object.assign(state, fake, {
    tokenRequests: () => fake.requests.filter((request) => request.path === '/oauth2/v3/token'),
    addressRequests: () => fake.requests.filter((request) => request.path === '/addresses/v3/address'),
  });
}
