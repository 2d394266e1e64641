/** One API route as data (see schemas/api/routes.ts): what the server registers and the fake network answers as. */
import type { ApiSchema } from './common';

/** One route: what the server registers and the fake network answers as. */
export interface ApiRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under /api/v1 (or under `prefix`), e.g. '/direct-continue/:id'. */
  readonly url: string;
  /** Where the path is, when it is not under /api/v1: '/api' for our own extension PUT /api/language. */
  readonly prefix?: '/api';
  /**
   * The values of a path parameter the route serves (anchored regular expressions by name); any
   * other value is an unknown path (404), not bad input. Absent: every value is the route's.
   */
  readonly pathPatterns?: Readonly<Record<string, string>>;
  readonly schema: {
    readonly tags: readonly string[];
    /** OpenAPI's name and one-line summary of the operation, and who may call it (schemas/api/staffOperation.ts). */
    readonly operationId?: string;
    readonly summary?: string;
    readonly description?: string;
    readonly security?: readonly Readonly<Record<string, readonly string[]>>[];
    readonly 'x-staff-roles'?: readonly string[];
    readonly querystring?: ApiSchema;
    readonly body?: ApiSchema;
    readonly params?: ApiSchema;
    /** By status ('200', '4xx', '5xx'); absent when the answer is not JSON (a validator module). */
    readonly response?: Readonly<Record<string, ApiSchema>>;
  };
}

/** Checks an entry against ApiRoute and keeps its literal types (the server's type provider reads them). */
export const route = <const R extends ApiRoute>(entry: R): R => entry;
