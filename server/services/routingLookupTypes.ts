/**
 * What a routing-number lookup answers (services/routingLookup.ts picks the provider, the HTTP
 * one lives in routingLookupHttp.ts). A type module both import, so neither imports the other's
 * types back: that was an import cycle.
 */

/** The bank a routing number belongs to, or why there is none (the message a user sees). */
export type RoutingAnswer = { found: true; name: string } | { found: false; message: string };

export interface RoutingLookup {
  kind: 'local' | 'http';
  lookup(routing: string): Promise<RoutingAnswer>;
}
