/**
 * The routing-number lookup (enrollment.md section 7: GET with q, answering data.response.name;
 * errors carry a message), pluggable like the validators: ROUTING_LOOKUP=local (default: the ABA
 * checksum and a table of banks, ROUTING_BANKS or the demo world's) or http (ROUTING_LOOKUP_URL answering the spec's
 * shape; ROUTING_LOOKUP_TIMEOUT_MS). A lookup answers the bank's name or the message to show.
 */
import { abaChecksumValid } from '../../domain/billingRules';
import { MESSAGES } from '../../schemas/messages';
import { httpRoutingLookup } from './routingLookupHttp';
import type { RoutingLookup } from './routingLookupTypes';

/** The local lookup knows the banks of its table (routing number -> name); the http one asks a provider. */
export type RoutingLookupConfig =
  | { provider: 'local'; banks: Readonly<Record<string, string>> }
  | { provider: 'http'; url: string; timeoutMs: number };

export const DEFAULT_ROUTING_LOOKUP_TIMEOUT_MS = 5000;

/** The offline lookup: a number failing the ABA checksum, then one the table does not know, is refused with its message. */
export function localRoutingLookup(banks: Readonly<Record<string, string>>): RoutingLookup {
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

/** ROUTING_BANKS: a JSON object of nine-digit routing numbers to bank names, or `fallback` when unset. */
function readBanks(env: Env, fallback: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  if (!env.ROUTING_BANKS) return fallback;
  let parsed: unknown;
  try {
    parsed = JSON.parse(env.ROUTING_BANKS);
  } catch {
    parsed = null;
  }
  const valid = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    && Object.entries(parsed).every(([routing, name]) => /^[0-9]{9}$/.test(routing) && typeof name === 'string' && name !== '');
  if (!valid) throw new Error('ROUTING_BANKS must be a JSON object of nine-digit routing numbers to bank names, e.g. {"123456780":"First Bank"}');
  return parsed as Record<string, string>;
}

/**
 * Reads the lookup's configuration; throws a message naming the variable when one is wrong.
 * `defaultBanks` is the local table when ROUTING_BANKS is unset (the demo world supplies it).
 */
export function readRoutingLookupConfig(env: Env, defaultBanks: Readonly<Record<string, string>>): RoutingLookupConfig {
  const provider = (env.ROUTING_LOOKUP || 'local').trim().toLowerCase();
  if (provider === 'local') return { provider: 'local', banks: readBanks(env, defaultBanks) };
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
  return config.provider === 'http' ? httpRoutingLookup(config) : localRoutingLookup(config.banks);
}

/** 'routing=local (offline default)' or 'routing=http' for the start-up log (no URL). */
export function describeRoutingLookup(config: RoutingLookupConfig): string {
  return `routing=${config.provider === 'local' ? 'local (offline default)' : 'http'}`;
}
