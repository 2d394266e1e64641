/**
 * Named (server-side prepared) statements for the hottest queries (issue 17 point 3). A save's
 * session lookup is one statement with four subqueries (the form's rows, its active versions, the
 * cart); sent unnamed, PostgreSQL parses, analyses and plans it on every call: about 0.8 of the
 * 1.1 ms of PostgreSQL CPU a save cost (docs/save-latency.md). Named, a connection parses it once
 * and, after PostgreSQL's first five custom plans, runs its cached plan; pg then sends only Bind,
 * Describe, Execute and Sync, not the 3 kB text again.
 *
 * Opt-in by SQL text: a caller registers the exact text it will run (`prepareStatement`), and a
 * connection of a pool made with `PreparingClient` runs that text as a named statement. Only texts
 * with a bounded number of shapes belong here (a statement with an IN list of varying length
 * would fill every connection with statements); past STATEMENT_LIMIT texts, new ones stay unnamed.
 * Values are still parameters, so nothing about a statement's meaning changes.
 */
import { Client, type QueryConfig, type QueryResult } from 'pg';
import { keptShapeQuery } from './keptRowShapes';

/** Names by SQL text, process-wide (a name means one text on every connection). */
const NAMES = new Map<string, string>();
/** The registry holds a handful of shapes (the lookups of bound routes, the tab writes); this is a guard, not a tuning knob. */
const STATEMENT_LIMIT = 256;

/** Registers `text` to run as a named statement on the connections of a preparing pool. */
export function prepareStatement(text: string): void {
  if (!NAMES.has(text) && NAMES.size < STATEMENT_LIMIT) NAMES.set(text, `bs_${NAMES.size + 1}`);
}

/** The name `text` runs under, if registered (for tests). */
export const statementName = (text: string): string | undefined => NAMES.get(text);

/**
 * PostgreSQL refuses to run a prepared statement whose result columns changed since it was
 * prepared (e.g. `SELECT e.*` after another instance's migration added a column):
 * "cached plan must not change result type" (SQLSTATE 0A000).
 */
const isStaleResultType = (error: unknown) =>
  (error as { code?: string }).code === '0A000' && String((error as Error).message).includes('cached plan must not change result type');

/** pg's per-connection record of what it already parsed (not in its types). */
interface ParsedRecord { parsedStatements: Record<string, string>; submittedNamedStatements?: Record<string, string> }

/** pg's Client.query with every overload, as the subclass keeps it. */
type Query = Client['query'];

/**
 * A pg Client that runs registered texts as named statements. Only the `query(text, values)` form
 * Kysely uses is changed; every other call (a config object, a callback, a cursor) is pg's own.
 */
export class PreparingClient extends Client {}

const baseQuery: Query = Client.prototype.query;

PreparingClient.prototype.query = function query(this: Client, ...args: unknown[]) {
  const [text, values, callback] = args;
  const name = typeof text === 'string' && Array.isArray(values) && callback === undefined ? NAMES.get(text) : undefined;
  if (!name) return (baseQuery as (...rest: unknown[]) => unknown).apply(this, args);
  return runNamed(this, name, text as string, values as unknown[]);
} as Query;

async function runNamed(client: Client, name: string, text: string, values: unknown[]): Promise<QueryResult> {
  const run = (config: QueryConfig) => (baseQuery as (config: QueryConfig) => Promise<QueryResult>).call(client, config);
  // The statement's answer keeps its row shape between calls (keptRowShapes.ts).
  const runNamedQuery = () => new Promise<QueryResult>((resolve, reject) => {
    (baseQuery as (query: unknown) => unknown).call(client, keptShapeQuery({ name, text, values }, (error, result) => (error ? reject(error) : resolve(result))));
  });
  try {
    return await runNamedQuery();
  } catch (error) {
    if (!isStaleResultType(error)) throw error;
    // Forget the stale statement on this connection, then prepare it again once. Inside a
    // transaction the failure has aborted it: DEALLOCATE fails too, and the caller gets the
    // original error (the next call outside a transaction recovers).
    try {
      await run({ text: `DEALLOCATE ${name}` });
    } catch {
      throw error;
    }
    const record = (client as unknown as { connection: ParsedRecord }).connection;
    delete record.parsedStatements[name];
    delete record.submittedNamedStatements?.[name];
    return runNamedQuery();
  }
}
