import autocannon from 'autocannon';
import type { FieldDefinition } from '../schemas/api/types';
import { log, type Row } from './lib/report';
import { round } from './lib/stats';
import { startServer, type RunningServer } from './lib/server';

const ENROLLMENT_ID = 'de000001-0000-4000-8000-000000000001';
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

/** What we type on top of the saved values: a valid personal-info save for DEMO0001 (portal 11). */
const PERSONAL_OVERRIDES: Record<string, string> = {
  first_name: 'Avery',
  last_name: 'Quinn',
  marital_status: '1',
  ssn: '123456789',
  height_feet: '5',
  height_inch: '7',
  prior_coverage_flag: '0',
};

/** Binds a new session to DEMO0001 and returns its cookie (name=value). */
async function bindSession(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/continue-enrollment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: 'DEMO0001', email: 'demo@example.com' }),
  });
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).find((pair) => pair.startsWith('bs_sid='));
  if (!response.ok || !cookie) throw new Error(`continue-enrollment answered ${response.status} without a bs_sid cookie`);
  return cookie;
}

/**
 * A save body built from the form's own field definitions: every saved or prefilled value
 * (read-only birthdate and gender included) plus valid values for the rest of the required fields.
 */
async function personalSaveBody(url: string, cookie: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/get-form-fields-personal-info?enrollment_id=${ENROLLMENT_ID}`, { headers: { cookie } });
  const envelope = (await response.json()) as { status: string; data: { result: FieldDefinition[] } };
  if (!response.ok || envelope.status !== 'success') throw new Error(`get-form-fields-personal-info answered ${response.status}`);
  const body: Record<string, unknown> = { enrollment_id: ENROLLMENT_ID };
  for (const def of envelope.data.result) {
    if (def.value !== null && def.value !== undefined && def.value !== '') body[def.field_name] = def.value;
  }
  for (const [name, value] of Object.entries(PERSONAL_OVERRIDES)) {
    if (envelope.data.result.some((def) => def.field_name === name)) body[name] = value;
  }
  const check = await fetch(`${url}/api/v1/save-personal-info`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!check.ok) throw new Error(`save-personal-info rejected the bench body (${check.status}): ${await check.text()}`);
  return JSON.stringify(body);
}

interface LoadCase { name: string; path: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string }

async function load(server: RunningServer, backend: string, item: LoadCase): Promise<Row[]> {
  log(`api ${backend}: ${item.method ?? 'GET'} ${item.path.split('?')[0]} for ${DURATION_S} s at ${CONNECTIONS} connections`);
  const result = await autocannon({ url: `${server.url}${item.path}`, connections: CONNECTIONS, duration: DURATION_S, method: item.method ?? 'GET', headers: item.headers, body: item.body });
  const bad = result.non2xx + result.errors;
  const note = bad ? `${result.non2xx} non-2xx, ${result.errors} errors (${Object.keys(result.statusCodeStats).join('/')})` : '';
  const suite = `api ${backend}`;
  return [
    { suite, case: item.name, metric: 'requests/s', value: round(result.requests.average), unit: 'req/s', note },
    { suite, case: item.name, metric: 'latency p99', value: result.latency.p99, unit: 'ms' },
  ];
}

async function runBackend(backend: string, databaseUrl?: string): Promise<Row[]> {
  const server = await startServer(backend, databaseUrl);
  const rows: Row[] = [];
  try {
    const cookie = await bindSession(server.url);
    const body = await personalSaveBody(server.url, cookie);
    const json = { cookie, 'content-type': 'application/json' };
    for (const item of [
      { name: 'GET ping (bare route)', path: '/api/v1/ping' },
      { name: 'GET get-form-fields-personal-info', path: `/api/v1/get-form-fields-personal-info?enrollment_id=${ENROLLMENT_ID}`, headers: { cookie } },
      { name: 'POST save-personal-info', path: '/api/v1/save-personal-info', method: 'POST' as const, headers: json, body },
    ]) rows.push(...(await load(server, backend, item)));
  } catch (error) {
    await server.stop(true);
    throw new Error(`${error instanceof Error ? error.message : String(error)} (server log: ${server.logFile})`, { cause: error });
  }
  rows.push({ suite: `api ${backend}`, case: 'server process', metric: 'peak RSS (VmHWM)', value: round(server.peakRssMiB()), unit: 'MiB' });
  await server.stop();
  return rows;
}

/** Runs one backend; a failure becomes a row so the other backend's figures survive. */
async function tryBackend(backend: string, databaseUrl?: string): Promise<Row[]> {
  try {
    return await runBackend(backend, databaseUrl);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`api ${backend} failed: ${message}`);
    return [{ suite: `api ${backend}`, case: '-', metric: 'failed', value: '', unit: '', note: message }];
  }
}

/** API throughput and p99 latency at 50 connections on PGlite, and on PostgreSQL when DATABASE_URL is set. */
export async function benchApi(): Promise<Row[]> {
  const rows = await tryBackend('pglite');
  if (process.env.DATABASE_URL) rows.push(...(await tryBackend('postgres', process.env.DATABASE_URL)));
  else rows.push({ suite: 'api postgres', case: '-', metric: 'skipped', value: '', unit: '', note: 'set DATABASE_URL to run on PostgreSQL' });
  return rows;
}
