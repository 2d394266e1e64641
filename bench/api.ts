import { runApiLoad } from './lib/load';
import { rowsOrFailure, type Row } from './lib/report';
import { round } from './lib/stats';
import { onServer, startServer } from './lib/server';

async function runBackend(backend: string, databaseUrl?: string): Promise<Row[]> {
  const suite = `api ${backend}`;
  const server = await startServer(backend, databaseUrl ? { databaseUrl } : { engine: 'pglite' });
  const rows = await onServer(server, () => runApiLoad(server, suite));
  rows.push({ suite, case: 'server process', metric: 'peak RSS (VmHWM)', value: round(server.peakRssMiB()), unit: 'MiB' });
  await server.stop();
  return rows;
}

/** API throughput and p99 latency at 50 connections on PGlite, and on PostgreSQL when DATABASE_URL is set. */
export async function benchApi(): Promise<Row[]> {
  const rows = await rowsOrFailure('api pglite', () => runBackend('pglite'));
  const url = process.env.DATABASE_URL;
  if (url) rows.push(...(await rowsOrFailure('api postgres', () => runBackend('postgres', url))));
  else rows.push({ suite: 'api postgres', case: '-', metric: 'skipped', value: '', unit: '', note: 'set DATABASE_URL to run on PostgreSQL' });
  return rows;
}
