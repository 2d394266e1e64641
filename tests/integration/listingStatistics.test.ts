/**
 * Planner statistics after a bulk load (issue 17 point 2; docs/catalog-paging.md): plans written
 * without an ANALYZE leave PostgreSQL (and PGlite, which runs no autovacuum) estimating a few
 * dozen listed plans, so the first page of the listing reads and sorts every plan; the server's
 * start-up refresh (server/db/statistics.ts) analyzes the listing's tables once more than 1,000
 * of their rows changed, after which the first page is read from the plans_listing index, and
 * leaves a table analyzed alone.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { refreshListingStatistics } from '../../server/db/statistics';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
/** This file's own plans: 1,200 pet plans for everyone, written at once as a bulk import does. */
const FIRST = 890_001;
const BULK = 1200;

beforeAll(async () => {
  t = await createTestApp();
  const plan = (id: number) => ({
    id, name: `Bulk pet plan ${id}`, category: 'pet', carrier: 'Bulk Carrier', plan_type: 'standard', premier_carrier: false,
    requires_membership: false, admin_fee_percent: 0, one_time_fee: 0, short_text: 'A plan of the statistics test.', group_id: null,
  });
  for (let start = 0; start < BULK; start += 400) {
    await t.db.insertInto('plans').values(Array.from({ length: 400 }, (_, n) => plan(FIRST + start + n))).execute();
  }
});
afterAll(async () => { await t.close(); });

/** The plan PostgreSQL chooses for the listing's first page (listablePlans' query for every visitor). */
async function firstPagePlan(): Promise<string> {
  const { rows } = await sql<Record<string, string>>`EXPLAIN SELECT id FROM plans WHERE plan_type NOT IN ('membership', 'rider')
    AND group_id IS NULL ORDER BY listing_rank, id LIMIT 25 OFFSET 0`.execute(t.db);
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

it('reads the first page from the index once the bulk-loaded plans are analyzed, and analyzes them only once', async () => {
  // The table's change counters reach the statistics views within about a second of the writes.
  await vi.waitFor(async () => {
    await refreshListingStatistics(t.db);
    expect(await firstPagePlan()).toContain('plans_listing');
  }, { timeout: 30_000, interval: 250 });
  expect(await refreshListingStatistics(t.db)).toEqual([]);
});
