/**
 * Group commit of tab saves (issue 17 point 3). A save's cost under load is its commit: the WAL
 * flush (about 6 ms on the benchmark machine's disk) while the enrollment's row stays locked, so
 * saves of one enrollment that arrive together queue one flush each behind that row lock (50 at
 * once: a p99 of 50 flushes). Here, while one write of an enrollment's row is in flight, the tab
 * writes arriving for that row wait and then go together as one UPDATE in one commit; every
 * caller is answered only once the commit holding its write is durable, and a failed commit
 * fails each of its callers. That is what running the waiting UPDATEs one after another in one
 * transaction would store: each tab column ends as its last write, written whole (never
 * merged), in one atomic statement; no read-modify-write. Without contention the write goes at
 * once, as before. One combiner per Kysely instance; a transaction writes directly.
 */
import { type Kysely, sql } from 'kysely';
import { prepareStatement } from '../preparedStatements';
import type { Database, JsonObject, TabColumn } from '../types';

interface Batch { columns: Map<TabColumn, JsonObject>; waiters: { resolve: () => void; reject: (error: unknown) => void }[] }

/**
 * One UPDATE of the row: each column replaced whole, updated_at now. The one-column write (a
 * save's usual shape: one text per tab) runs as a named statement on PostgreSQL (preparedStatements.ts).
 */
export async function writeTabColumns(db: Kysely<Database>, id: string, columns: ReadonlyMap<TabColumn, JsonObject>): Promise<void> {
  const set: Record<string, unknown> = { updated_at: sql<Date>`now()` };
  for (const [column, payload] of columns) set[column] = JSON.stringify(payload);
  const compiled = db.updateTable('enrollments').set(set).where('id', '=', id).compile();
  if (columns.size === 1) prepareStatement(compiled.sql);
  await db.executeQuery(compiled);
}

/**
 * Combines the tab writes of each enrollment row that arrive while a write of that row is in flight.
 * A row's run of back-to-back batches keeps one pool connection from its first batch until no batch
 * of the row waits: under load the next batch is ready as the previous commit returns, and asking
 * the pool again put that commit, which every waiting save of the row shares, in the pool's queue
 * behind the other requests' lookups (a median of 2.7 ms and a 90th percentile of 30 ms per commit
 * at 50 connections, docs/save-latency.md). Other rows still write on connections of their own.
 */
class TabWriteCombiner {
  /** Rows with a run of writes in flight. */
  private readonly inFlight = new Set<string>();
  /** The next batch of each row, filled while its write is in flight. */
  private readonly waiting = new Map<string, Batch>();

  constructor(private readonly db: Kysely<Database>) {}

  write(id: string, column: TabColumn, payload: JsonObject): Promise<void> {
    let batch = this.waiting.get(id);
    if (!batch) this.waiting.set(id, (batch = { columns: new Map(), waiters: [] }));
    batch.columns.set(column, payload);
    const done = new Promise<void>((resolve, reject) => batch.waiters.push({ resolve, reject }));
    if (!this.inFlight.has(id)) void this.run(id);
    return done;
  }

  /** The row's waiting batch, taken (a write arriving from now on starts the next one). */
  private take(id: string): Batch | undefined {
    const batch = this.waiting.get(id);
    this.waiting.delete(id);
    return batch;
  }

  /**
   * Writes the row's batches one after another on one connection while they keep coming. A failed
   * write fails its batch's callers and ends the run (its connection goes back to the pool), so a
   * broken connection never takes the next batch down with it; the next batch starts a new run.
   */
  private async run(id: string): Promise<void> {
    this.inFlight.add(id);
    try {
      await this.db.connection().execute(async (connection) => {
        for (let batch = this.take(id); batch; batch = this.take(id)) {
          try {
            await writeTabColumns(connection, id, batch.columns);
          } catch (error) {
            for (const waiter of batch.waiters) waiter.reject(error);
            return;
          }
          for (const waiter of batch.waiters) waiter.resolve();
        }
      });
    } catch (error) {
      // No connection to be had: the batch that waited for one fails, as its write would have.
      for (const waiter of this.take(id)?.waiters ?? []) waiter.reject(error);
    } finally {
      this.inFlight.delete(id);
      if (this.waiting.has(id)) void this.run(id);
    }
  }
}

const combiners = new WeakMap<Kysely<Database>, TabWriteCombiner>();

/** Replaces one tab's JSON column of an enrollment, group-committed with the row's concurrent tab writes (see the file comment). */
export function combinedTabWrite(db: Kysely<Database>, id: string, column: TabColumn, payload: JsonObject): Promise<void> {
  if (db.isTransaction) return writeTabColumns(db, id, new Map([[column, payload]]));
  let combiner = combiners.get(db);
  if (!combiner) combiners.set(db, (combiner = new TabWriteCombiner(db)));
  return combiner.write(id, column, payload);
}
