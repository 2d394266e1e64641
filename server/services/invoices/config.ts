/**
 * Which invoice service the server uses, read from the environment at start:
 * INVOICE_SERVICE=local (default: record the invoice in the database and mail it to the group
 * contact) or http (POST {effectiveDate, policy_id} to INVOICE_SERVICE_URL with the bearer token
 * INVOICE_SERVICE_TOKEN; INVOICE_SERVICE_TIMEOUT_MS). The token stays on the server.
 */

export type InvoiceConfig =
  | { provider: 'local' }
  | { provider: 'http'; url: string; token: string; timeoutMs: number };

export const LOCAL_INVOICE_CONFIG: InvoiceConfig = { provider: 'local' };

export const DEFAULT_INVOICE_TIMEOUT_MS = 10_000;

type Env = Record<string, string | undefined>;

/** Reads the invoice service's configuration; throws a message naming the variable when one is missing or wrong. */
export function readInvoiceConfig(env: Env = process.env): InvoiceConfig {
  const provider = (env.INVOICE_SERVICE || 'local').trim().toLowerCase();
  if (provider === 'local') return LOCAL_INVOICE_CONFIG;
  if (provider !== 'http') throw new Error(`INVOICE_SERVICE must be one of local, http (got "${env.INVOICE_SERVICE}")`);
  const url = env.INVOICE_SERVICE_URL ?? '';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('INVOICE_SERVICE=http needs INVOICE_SERVICE_URL, an http(s) URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('INVOICE_SERVICE_URL must be an http(s) URL');
  const token = (env.INVOICE_SERVICE_TOKEN ?? '').trim();
  if (!token) throw new Error('INVOICE_SERVICE=http needs INVOICE_SERVICE_TOKEN (the bearer token of the admin service)');
  const timeoutMs = Number(env.INVOICE_SERVICE_TIMEOUT_MS || DEFAULT_INVOICE_TIMEOUT_MS);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000) {
    throw new Error(`INVOICE_SERVICE_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000 (got "${env.INVOICE_SERVICE_TIMEOUT_MS}")`);
  }
  return { provider: 'http', url, token, timeoutMs };
}

/** 'invoices=local (offline default)' or 'invoices=http' for the start-up log (no URL, no token). */
export function describeInvoiceService(config: InvoiceConfig): string {
  return `invoices=${config.provider === 'local' ? 'local (offline default)' : 'http'}`;
}
