/**
 * The routing lookup over HTTP: GET <url>?q=<routing>, the spec's answer data.response.name; an
 * answer without a name carries its message (data.message, message, or the first error's
 * error_message). A timeout, a network error or a 5xx is "not available just now", never the
 * provider's own words about itself.
 */
import { MESSAGES } from '../../schemas/messages';
import type { RoutingAnswer, RoutingLookup } from './routingLookupTypes';

export interface HttpRoutingOptions { url: string; timeoutMs: number }

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function readAnswer(body: unknown): RoutingAnswer {
  const record = (body ?? {}) as { data?: { response?: { name?: unknown }; message?: unknown }; message?: unknown; errors?: unknown };
  const name = str(record.data?.response?.name);
  if (name) return { found: true, name };
  const first = Array.isArray(record.data) ? (record.data[0] as { error_message?: unknown } | undefined)?.error_message : undefined;
  return { found: false, message: str(record.data?.message) ?? str(record.message) ?? str(first) ?? MESSAGES.routingUnknown };
}

/** The HTTP lookup; `fetchImpl` is replaceable for tests. */
export function httpRoutingLookup(options: HttpRoutingOptions, fetchImpl: typeof fetch = fetch): RoutingLookup {
  return {
    kind: 'http',
    async lookup(routing) {
      const url = new URL(options.url);
      url.searchParams.set('q', routing);
      let response: Response;
      try {
        response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(options.timeoutMs) });
      } catch {
        return { found: false, message: MESSAGES.routingUnavailable };
      }
      if (response.status >= 500) return { found: false, message: MESSAGES.routingUnavailable };
      return readAnswer(await response.json().catch(() => null));
    },
  };
}
