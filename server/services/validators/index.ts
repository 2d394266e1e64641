/**
 * The external validators (phone, e-mail, address), each a provider client chosen by
 * configuration or the offline default. Routes and tab rules call app.services.validators and
 * read a valid | invalid | unavailable answer through refuses() (policy.ts: fail open).
 */
import { assertCredentials, type ValidatorsConfig } from './config';
import { localAddress, localEmail, localPhone } from './local';
import { neverBounceEmail } from './neverbounce';
import { numverifyPhone } from './numverify';
import type { Validators } from './types';
import { uspsAddress } from './usps';

export * from './types';
export * from './config';
export { isDeliverableEmail, isNanpPhone, isPlausibleAddress } from './local';
export { refuses, withUnavailableWarnings, type WarnLogger } from './policy';

export interface ValidatorDependencies {
  /** Upper-cased state abbreviations, for the offline address check. */
  knownStates: () => Promise<ReadonlySet<string>>;
}

/** The validators the configuration names (throws when a chosen provider lacks its credentials). */
export function createValidators(config: ValidatorsConfig, dependencies: ValidatorDependencies): Validators {
  assertCredentials(config);
  const { timeoutMs } = config;
  return {
    phone: config.phone.provider === 'numverify' ? numverifyPhone({ ...config.phone, timeoutMs }) : localPhone,
    email: config.email.provider === 'neverbounce' ? neverBounceEmail({ ...config.email, timeoutMs }) : localEmail,
    address: config.address.provider === 'usps' ? uspsAddress({ ...config.address, timeoutMs }) : localAddress(dependencies.knownStates),
  };
}

/** 'phone=numverify email=local (offline default) ...' for the start-up log (no URLs, no keys). */
export function describeValidators(config: ValidatorsConfig): string {
  const name = (provider: string) => (provider === 'local' ? 'local (offline default)' : provider);
  return `phone=${name(config.phone.provider)} email=${name(config.email.provider)} address=${name(config.address.provider)}`;
}
