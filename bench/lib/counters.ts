/**
 * The benchmarked server's own counters (counted inside it by serverCounters.ts, asked over IPC):
 * database round trips and statements, the node process's CPU and its event loop's busy time.
 */
import type { ChildProcess } from 'node:child_process';

/** Totals since the server started. */
export interface ServerCounters { roundTrips: number; statements: number; cpuMs: number; loopBusyMs: number }

/** How long to wait for the server's answer: it answers between requests, even under load. */
const ASK_TIMEOUT_MS = 10_000;

/** Asks the server for its counters; undefined when it has no IPC channel or does not answer in time. */
export function askCounters(child: ChildProcess): Promise<ServerCounters | undefined> {
  if (!child.connected) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const done = (value: ServerCounters | undefined) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(value);
    };
    const onMessage = (message: { type?: string; counters?: ServerCounters }) => {
      if (message?.type === 'bench-counters') done(message.counters);
    };
    const timer = setTimeout(() => done(undefined), ASK_TIMEOUT_MS);
    child.on('message', onMessage);
    child.send({ type: 'bench-counters' });
  });
}

/** Per request between two readings (NaN without requests). */
export function countersPerRequest(before: ServerCounters, after: ServerCounters, requests: number): ServerCounters {
  const per = (key: keyof ServerCounters) => (requests > 0 ? (after[key] - before[key]) / requests : Number.NaN);
  return { roundTrips: per('roundTrips'), statements: per('statements'), cpuMs: per('cpuMs'), loopBusyMs: per('loopBusyMs') };
}
