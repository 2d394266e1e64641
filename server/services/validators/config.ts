/**
 * Which provider checks phones, e-mails and addresses, read from the environment at start:
 * PHONE_VALIDATOR=local|numverify (NUMVERIFY_URL, NUMVERIFY_KEY), EMAIL_VALIDATOR=local|neverbounce
 * (NEVERBOUNCE_URL, NEVERBOUNCE_KEY), ADDRESS_VALIDATOR=local|usps (USPS_URL, USPS_CLIENT_ID,
 * USPS_CLIENT_SECRET), VALIDATOR_TIMEOUT_MS. `local` (the default) is the offline checks.
 */

export type PhoneValidatorConfig = { provider: 'local' } | { provider: 'numverify'; url: string; key: string };
export type EmailValidatorConfig = { provider: 'local' } | { provider: 'neverbounce'; url: string; key: string };
export type AddressValidatorConfig = { provider: 'local' } | { provider: 'usps'; url: string; clientId: string; clientSecret: string };

export interface ValidatorsConfig {
  phone: PhoneValidatorConfig;
  email: EmailValidatorConfig;
  address: AddressValidatorConfig;
  /** Deadline of each provider request, in ms. */
  timeoutMs: number;
}

export const DEFAULT_PROVIDER_URLS = {
  numverify: 'http://apilayer.net/api/validate',
  neverbounce: 'https://api.neverbounce.com/v4/single/check',
  usps: 'https://apis.usps.com',
} as const;

export const DEFAULT_VALIDATOR_TIMEOUT_MS = 5000;

/** Every check offline (the default, and what tests get unless they say otherwise). */
export const LOCAL_VALIDATORS_CONFIG: ValidatorsConfig = {
  phone: { provider: 'local' }, email: { provider: 'local' }, address: { provider: 'local' }, timeoutMs: DEFAULT_VALIDATOR_TIMEOUT_MS,
};

type Env = Record<string, string | undefined>;

function choice<T extends string>(env: Env, name: string, allowed: readonly T[]): T {
  const value = (env[name] || 'local').trim().toLowerCase();
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`${name} must be one of ${allowed.join(', ')} (got "${env[name]}")`);
  return value as T;
}

function url(env: Env, name: string, fallback: string): string {
  const value = env[name] || fallback;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL`);
  return value;
}

/** Reads the validators' configuration; throws a message naming the variable when one is missing or wrong. */
export function readValidatorsConfig(env: Env = process.env): ValidatorsConfig {
  const timeoutMs = Number(env.VALIDATOR_TIMEOUT_MS || DEFAULT_VALIDATOR_TIMEOUT_MS);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000) {
    throw new Error(`VALIDATOR_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000 (got "${env.VALIDATOR_TIMEOUT_MS}")`);
  }
  const phone: PhoneValidatorConfig = choice(env, 'PHONE_VALIDATOR', ['local', 'numverify']) === 'numverify'
    ? { provider: 'numverify', url: url(env, 'NUMVERIFY_URL', DEFAULT_PROVIDER_URLS.numverify), key: env.NUMVERIFY_KEY ?? '' }
    : { provider: 'local' };
  const email: EmailValidatorConfig = choice(env, 'EMAIL_VALIDATOR', ['local', 'neverbounce']) === 'neverbounce'
    ? { provider: 'neverbounce', url: url(env, 'NEVERBOUNCE_URL', DEFAULT_PROVIDER_URLS.neverbounce), key: env.NEVERBOUNCE_KEY ?? '' }
    : { provider: 'local' };
  const address: AddressValidatorConfig = choice(env, 'ADDRESS_VALIDATOR', ['local', 'usps']) === 'usps'
    ? {
      provider: 'usps', url: url(env, 'USPS_URL', DEFAULT_PROVIDER_URLS.usps),
      clientId: env.USPS_CLIENT_ID ?? '', clientSecret: env.USPS_CLIENT_SECRET ?? '',
    }
    : { provider: 'local' };
  const config = { phone, email, address, timeoutMs };
  assertCredentials(config);
  return config;
}

/** Throws when a provider is chosen without its credentials (at start, never at the first check). */
export function assertCredentials(config: ValidatorsConfig): void {
  const missing: string[] = [];
  if (config.phone.provider === 'numverify' && !config.phone.key.trim()) missing.push('PHONE_VALIDATOR=numverify needs NUMVERIFY_KEY');
  if (config.email.provider === 'neverbounce' && !config.email.key.trim()) missing.push('EMAIL_VALIDATOR=neverbounce needs NEVERBOUNCE_KEY');
  if (config.address.provider === 'usps') {
    if (!config.address.clientId.trim()) missing.push('ADDRESS_VALIDATOR=usps needs USPS_CLIENT_ID');
    if (!config.address.clientSecret.trim()) missing.push('ADDRESS_VALIDATOR=usps needs USPS_CLIENT_SECRET');
  }
  if (missing.length) throw new Error(`${missing.join('; ')} (or choose local, the offline default)`);
}
