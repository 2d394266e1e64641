/**
 * What an answer means for the applicant. Fail open: only a provider's 'invalid' refuses; when a
 * provider is unavailable (timeout, network, 5xx, auth or quota failure) the value passes
 * unchecked, because a third-party outage must not stop an enrollment, and a warning naming the
 * check and the reason (never the value or a key) is logged so operators see it.
 */
import type { AddressCheck, CheckResult, Validators } from './types';
import { unavailable } from './types';

/** Whether this answer refuses the value (the only refusal is 'invalid'). */
export function refuses(check: CheckResult | AddressCheck): boolean {
  return check.status === 'invalid';
}

export interface WarnLogger { warn(details: Record<string, unknown>, message: string): void }

type Check = keyof Validators;

/** The validators with every unavailable answer logged; a validator that throws counts as unavailable. */
export function withUnavailableWarnings(validators: Validators, log: WarnLogger): Validators {
  const wrap = <A extends unknown[], R extends CheckResult | AddressCheck>(check: Check, run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R | ReturnType<typeof unavailable>> => {
      let result: R | ReturnType<typeof unavailable>;
      try {
        result = await run(...args);
      } catch (error) {
        // Only the error's class: messages of fetch and of provider code can quote URLs with keys or values.
        result = unavailable(`threw ${error instanceof Error ? error.name : typeof error}`);
      }
      if (result.status === 'unavailable') log.warn({ validator: check, reason: result.reason }, `${check} validator unavailable: value accepted unchecked (fail open)`);
      return result;
    };
  return { phone: wrap('phone', validators.phone), email: wrap('email', validators.email), address: wrap('address', validators.address) };
}
