import autocannon from 'autocannon';
import { countersPerRequest, type ServerCounters } from './counters';
import { cpuPerRequest, type TreeCpu, treeCpu } from './cpu';
import { log, type Row } from './report';
import { round } from './stats';
import type { CallerRequest, LoadCase } from './loadCase';
import { manyPeopleCases } from './manyPeople';
import { BILLING_SAVE, bindSession, checkedSave, DEPENDENT_SAVE, ENROLLMENT_ID, personalSaveBody } from './enrollmentCalls';
import { storefrontCases } from './storefrontLoad';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

/** BENCH_API_MATCH: a regexp on case names; only matching cases are loaded (all by default). */
const CASE_MATCH = process.env.BENCH_API_MATCH ? new RegExp(process.env.BENCH_API_MATCH, 'i') : null;

/** Each request as the next caller's: autocannon resets a connection's context per request, so the turn is kept here. */
function inTurn(callers: readonly CallerRequest[]) {
  let turn = 0;
  return (request: { headers?: Record<string, string>; body?: string }) => {
    const caller = callers[turn++ % callers.length];
    return { ...request, headers: { ...request.headers, ...caller.headers }, body: caller.body };
  };
}

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
  const callers = await item.callers?.();
  const countedBefore = await target.counters?.();
  const before = target.pid === undefined ? undefined : treeCpu(target.pid);
  const result = await autocannon({
    url: `${target.url}${item.path}`, connections: CONNECTIONS, duration: DURATION_S, method: item.method ?? 'GET', headers: item.headers, body: item.body,
    ...(callers ? { requests: [{ setupRequest: inTurn(callers) }] } : {}),
  });
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
 * (EFT) and save-dependent-info of DEMO0001 through a session bound by code and e-mail; the two
 * saves again as 50 people each saving their own enrollment (manyPeople.ts); then the storefront's validate-agent and get-agent-members (storefrontLoad.ts).
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
    ...manyPeopleCases(url, CONNECTIONS),
  ];
  const rows: Row[] = [];
  for (const item of [...cases, ...(await storefrontCases(url))]) rows.push(...(await load(target, suite, item)));
  return [...rows, ...p99Ratios(rows)];
}
