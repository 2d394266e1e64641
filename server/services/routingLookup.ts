/**
 * The routing-number lookup (enrollment.md section 7: GET with q, answering data.response.name;
 * errors carry a message), pluggable like the validators: ROUTING_LOOKUP=local (default: the ABA
 * checksum and the demo world's table of banks) or http (ROUTING_LOOKUP_URL answering the spec's
 * shape; ROUTING_LOOKUP_TIMEOUT_MS). A lookup answers the bank's name or the message to show.
 */
import { abaChecksumValid } from '../../machines/billingRules';
import { DEMO_ROUTING_BANKS } from '../../schemas/demo/billing';
import { MESSAGES } from '../../schemas/messages';
import { httpRoutingLookup } from './routingLookupHttp';
import type { RoutingLookup } from './routingLookupTypes';

export type RoutingLookupConfig = { provider: 'local' } | { provider: 'http'; url: string; timeoutMs: number };

export const LOCAL_ROUTING_LOOKUP_CONFIG: RoutingLookupConfig = { provider: 'local' };
export const DEFAULT_ROUTING_LOOKUP_TIMEOUT_MS = 5000;

/** The offline lookup: a number failing the ABA checksum, then one the table does not know, is refused with its message. */
export function localRoutingLookup(banks: Readonly<Record<string, string>> = DEMO_ROUTING_BANKS): RoutingLookup {
  return {
    kind: 'local',
    async lookup(routing) {
      if (!abaChecksumValid(routing)) return { found: false, message: MESSAGES.routingChecksum };
      const name = banks[routing];
      return name ? { found: true, name } : { found: false, message: MESSAGES.routingUnknown };
    },
  };
}

type Env = Record<string, string | undefined>;

/** Reads the lookup's configuration; throws a message naming the variable when one is wrong. */
export function readRoutingLookupConfig(env: Env = process.env): RoutingLookupConfig {
  const provider = (env.ROUTING_LOOKUP || 'local').trim().toLowerCase();
  if (provider === 'local') return LOCAL_ROUTING_LOOKUP_CONFIG;
  if (provider !== 'http') throw new Error(`ROUTING_LOOKUP must be one of local, http (got "${env.ROUTING_LOOKUP}")`);
  let parsed: URL;
  try {
    parsed = new URL(env.ROUTING_LOOKUP_URL ?? '');
  } catch {
    throw new Error('ROUTING_LOOKUP=http needs ROUTING_LOOKUP_URL, an http(s) URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('ROUTING_LOOKUP_URL must be an http(s) URL');
  const timeoutMs = Number(env.ROUTING_LOOKUP_TIMEOUT_MS || DEFAULT_ROUTING_LOOKUP_TIMEOUT_MS);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000) {
    throw new Error(`ROUTING_LOOKUP_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000 (got "${env.ROUTING_LOOKUP_TIMEOUT_MS}")`);
  }
  return { provider: 'http', url: parsed.toString(), timeoutMs };
}

/** The lookup of `config`. */
export function createRoutingLookup(config: RoutingLookupConfig): RoutingLookup {
  return config.provider === 'http' ? httpRoutingLookup(config) : localRoutingLookup();
}

/** 'routing=local (offline default)' or 'routing=http' for the start-up log (no URL). */
export function describeRoutingLookup(config: RoutingLookupConfig): string {
  return `routing=${config.provider === 'local' ? 'local (offline default)' : 'http'}`;
}
