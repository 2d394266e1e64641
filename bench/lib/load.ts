import autocannon from 'autocannon';
import type { FieldDefinition } from '../../schemas/api/types';
import { countersPerRequest, type ServerCounters } from './counters';
import { cpuPerRequest, type TreeCpu, treeCpu } from './cpu';
import { log, type Row } from './report';
import { round } from './stats';
import type { LoadCase } from './loadCase';
import { storefrontCases } from './storefrontLoad';

/** DEMO0001's enrollment: the one the load binds to, reads and saves. */
export const ENROLLMENT_ID = 'de000001-0000-4000-8000-000000000001';
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
  return checkedSave(url, cookie, 'save-personal-info', body);
}

/** Sends one save first, so a body the server refuses fails the bench instead of measuring 422s. */
async function checkedSave(url: string, cookie: string, route: string, body: Record<string, unknown>): Promise<string> {
  const json = JSON.stringify(body);
  const check = await fetch(`${url}/api/v1/${route}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: json });
  if (!check.ok) throw new Error(`${route} rejected the bench body (${check.status}): ${await check.text()}`);
  return json;
}

/**
 * An EFT save of DEMO0001 (portal 11 offers EFT): every field of section 3, the routing number
 * one the local lookup knows, so each request runs the whole save (validation, lookup, sealing, UPDATE).
 */
const BILLING_SAVE = {
  enrollment_id: ENROLLMENT_ID, payment_method: 'eft', bill_date: '28', account_name: 'Avery Quinn', account_number: '123456789012',
  routing_number: '123456780', bank_name: 'First Demo Bank', account_type: 'checking', account_holder_type: 'individual',
};

/** DEMO0001 is tier IS: its one spouse, every field of portal 11's dependent form (validated, SSN sealed, stored). */
const DEPENDENT_SAVE = {
  enrollment_id: ENROLLMENT_ID,
  dependents: [{ primary_info: { relationship: 'spouse', first_name: 'Robin', last_name: 'Quinn', birthdate: '02/14/1986', gender: '1', ssn: '123450055', height_feet: '5', height_inch: '6' } }],
};

/** BENCH_API_MATCH: a regexp on case names; only matching cases are loaded (all by default). */
const CASE_MATCH = process.env.BENCH_API_MATCH ? new RegExp(process.env.BENCH_API_MATCH, 'i') : null;

/** CPU ms to three decimals: a ping costs a quarter of a millisecond. */
const thousandths = (ms: number) => Math.round(ms * 1000) / 1000;

/**
 * The server under load: its URL and, for the CPU figures, its process id; with `counters`, its
 * own counts (bench/lib/serverCounters.ts) for the database and event-loop figures.
 */
export interface LoadTarget { url: string; pid?: number; counters?: () => Promise<ServerCounters | undefined> }

/** Two decimals: round trips and statements per request are small numbers, some below one (shared commits). */
const hundredths = (value: number) => Math.round(value * 100) / 100;

/** The server's own counts per request over one case's load: round trips, statements, CPU, event-loop busy time. */
function counterRows(suite: string, name: string, before: ServerCounters, after: ServerCounters, requests: number): Row[] {
  const per = countersPerRequest(before, after, requests);
  return [
    { suite, case: name, metric: 'DB round trips per request', value: hundredths(per.roundTrips), unit: '', note: 'pg Client.query calls in the server (BEGIN/COMMIT count; a shared commit counts once)' },
    { suite, case: name, metric: 'DB statements per request', value: hundredths(per.statements), unit: '', note: 'statements those calls carried' },
    { suite, case: name, metric: 'node CPU per request (process.cpuUsage)', value: thousandths(per.cpuMs), unit: 'ms', note: 'measured inside the server' },
    { suite, case: name, metric: 'event-loop busy per request', value: thousandths(per.loopBusyMs), unit: 'ms', note: 'eventLoopUtilization().active: also counts waiting for a core' },
  ];
}

/** CPU per request of the server's node process and of what it spawned (its PostgreSQL), over one case's load. */
function cpuRows(suite: string, name: string, pid: number, before: TreeCpu, requests: number): Row[] {
  const per = cpuPerRequest(before, treeCpu(pid), requests);
  return [
    { suite, case: name, metric: 'CPU per request, node process', value: thousandths(per.rootMs), unit: 'ms', note: '/proc utime + stime over the load' },
    { suite, case: name, metric: 'CPU per request, its child processes', value: thousandths(per.othersMs), unit: 'ms', note: 'embedded PostgreSQL; 0 on PGlite' },
  ];
}

/**
 * ~BENCH_DURATION s of one case at 50 connections: requests/s, p50 and p99, and with the
 * server's pid its CPU per request (a case BENCH_API_MATCH leaves out answers no rows).
 */
export async function load(target: LoadTarget, suite: string, item: LoadCase): Promise<Row[]> {
  if (CASE_MATCH && !CASE_MATCH.test(item.name)) return [];
  log(`${suite}: ${item.method ?? 'GET'} ${item.path.split('?')[0]} for ${DURATION_S} s at ${CONNECTIONS} connections`);
  const countedBefore = await target.counters?.();
  const before = target.pid === undefined ? undefined : treeCpu(target.pid);
  const result = await autocannon({ url: `${target.url}${item.path}`, connections: CONNECTIONS, duration: DURATION_S, method: item.method ?? 'GET', headers: item.headers, body: item.body });
  const bad = result.non2xx + result.errors;
  const note = bad ? `${result.non2xx} non-2xx, ${result.errors} errors (${Object.keys(result.statusCodeStats).join('/')})` : '';
  return [
    { suite, case: item.name, metric: 'requests/s', value: round(result.requests.average), unit: 'req/s', note },
    { suite, case: item.name, metric: 'latency p50', value: result.latency.p50, unit: 'ms' },
    { suite, case: item.name, metric: 'latency p99', value: result.latency.p99, unit: 'ms' },
    ...(before && target.pid !== undefined ? cpuRows(suite, item.name, target.pid, before, result.requests.total) : []),
    ...(await countedRows(target, suite, item.name, countedBefore, result.requests.total)),
  ];
}

async function countedRows(target: LoadTarget, suite: string, name: string, before: ServerCounters | undefined, requests: number): Promise<Row[]> {
  const after = before && (await target.counters?.());
  return before && after ? counterRows(suite, name, before, after, requests) : [];
}

/** The bare route's case: every other case's p99 is also given as a multiple of its p99 in the same run. */
const BARE_ROUTE = 'GET ping (bare route)';

/** Each case's p99 over the bare route's p99 of the same run: steadier across a shared machine's load than either. */
export function p99Ratios(rows: Row[]): Row[] {
  const p99 = (row: Row) => (row.metric === 'latency p99' && typeof row.value === 'number' ? row.value : undefined);
  const bare = rows.find((row) => row.case === BARE_ROUTE && p99(row) !== undefined);
  if (!bare) return [];
  return rows.filter((row) => row.case !== BARE_ROUTE && p99(row) !== undefined).map((row) => ({
    suite: row.suite, case: row.case, metric: 'p99 / bare route p99', value: hundredths((row.value as number) / (bare.value as number)), unit: 'x',
    note: `bare route p99 ${bare.value} ms in the same run`,
  }));
}

/**
 * The API load every server suite runs, ~BENCH_DURATION s each at 50 connections: the bare ping
 * route (the yardstick), GET get-form-fields-personal-info, POST save-personal-info, save-billing-info
 * (EFT) and save-dependent-info of DEMO0001 through a session bound by code and e-mail; then the
 * storefront's validate-agent and get-agent-members (storefrontLoad.ts).
 */
export async function runApiLoad(target: LoadTarget, suite: string): Promise<Row[]> {
  const { url } = target;
  const cookie = await bindSession(url);
  const body = await personalSaveBody(url, cookie);
  const post = (route: string, json: string) => ({ path: `/api/v1/${route}`, method: 'POST' as const, headers: { cookie, 'content-type': 'application/json' }, body: json });
  const cases: LoadCase[] = [
    { name: BARE_ROUTE, path: '/api/v1/ping' },
    { name: 'GET get-form-fields-personal-info', path: `/api/v1/get-form-fields-personal-info?enrollment_id=${ENROLLMENT_ID}`, headers: { cookie } },
    { name: 'POST save-personal-info', ...post('save-personal-info', body) },
    { name: 'POST save-billing-info (EFT)', ...post('save-billing-info', await checkedSave(url, cookie, 'save-billing-info', BILLING_SAVE)) },
    { name: 'POST save-dependent-info (1 spouse)', ...post('save-dependent-info', await checkedSave(url, cookie, 'save-dependent-info', DEPENDENT_SAVE)) },
  ];
  const rows: Row[] = [];
  for (const item of [...cases, ...(await storefrontCases(url))]) rows.push(...(await load(target, suite, item)));
  return [...rows, ...p99Ratios(rows)];
}
