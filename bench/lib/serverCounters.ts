/**
 * Preloaded into the benchmarked server only (bench/lib/server.ts puts `--import` of this file
 * after tsx's): counts what the server's own process does, so the bench can report it per request
 * beside the latencies, figures that another engineer's load on the machine does not change.
 *
 * - Round trips to the database: every node-postgres `Client.query` call is one (pg sends
 *   Parse/Bind/Execute/Sync, or one simple Query, in one write and waits for ReadyForQuery).
 *   PGlite is reached through the same pg client (server/db/connect.ts), so both engines count.
 * - Statements: those the calls carried (a text with several `;`-separated statements counts each).
 * - The node process's CPU (process.cpuUsage) and its event loop's busy time
 *   (performance.eventLoopUtilization: includes time the thread waited for a core while busy).
 *
 * The bench asks over the IPC channel it opens ({ type: 'bench-counters' }); the channel is
 * unref'd so it never keeps the server running. The server's code is not touched.
 */
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import type { ServerCounters } from './counters';

const require = createRequire(import.meta.url);
const pg = require('pg') as typeof import('pg');

let roundTrips = 0;
let statements = 0;

/** Statements in one query text: `;` outside quotes and comments separates them (a trailing one ends the last). */
export function statementCount(text: string): number {
  let count = 0;
  let pending = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === "'" || char === '"') {
      const end = text.indexOf(char, i + 1);
      i = end < 0 ? text.length : end;
      pending = true;
    } else if (char === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
    } else if (char === ';') {
      if (pending) count += 1;
      pending = false;
    } else if (!/\s/.test(char)) pending = true;
  }
  return count + (pending ? 1 : 0);
}

const textOf = (query: unknown): string =>
  typeof query === 'string' ? query : typeof (query as { text?: unknown })?.text === 'string' ? (query as { text: string }).text : '';

/**
 * Counts by text, kept: the hot texts are few (the lookups, the tab write), and scanning a 3 kB
 * lookup character by character on every call was 2.5 % of the measured server's busy time, the
 * counter's cost counted as the server's. Bounded, as texts with literal values never repeat.
 */
const COUNTS = new Map<string, number>();
const COUNTS_LIMIT = 1000;
function countOf(text: string): number {
  let count = COUNTS.get(text);
  if (count === undefined) {
    count = statementCount(text) || 1;
    if (COUNTS.size >= COUNTS_LIMIT) COUNTS.clear();
    COUNTS.set(text, count);
  }
  return count;
}

const original = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: unknown, ...args: unknown[]) {
  roundTrips += 1;
  statements += countOf(textOf(args[0]));
  return (original as (...rest: unknown[]) => unknown).apply(this, args);
} as typeof original;

/** What this process counted since it started. */
function counters(): ServerCounters {
  const cpu = process.cpuUsage();
  return { roundTrips, statements, cpuMs: (cpu.user + cpu.system) / 1000, loopBusyMs: performance.eventLoopUtilization().active };
}

if (process.send) {
  process.on('message', (message: { type?: string }) => {
    if (message?.type === 'bench-counters') process.send?.({ type: 'bench-counters', counters: counters() });
  });
  process.channel?.unref();
}
