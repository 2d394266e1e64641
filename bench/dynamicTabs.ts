/**
 * `npm run bench -- tabs`: the latency of one warm get-dynamic-tabs, in process (Fastify's inject,
 * no sockets) on in-memory PGlite with the demo world, one request at a time: DEMO0001's tab list
 * as seeded, then with a new tab and a retitled spec tab published for its portal (the work the
 * list does for tabs as data: docs/forms-as-data.md "Tabs as data"), beside a bound route that reads one
 * column as the yardstick. Reported as p50 and p95.
 */
// oxlint-disable-next-line import/no-unassigned-import -- declarations only: the app's decorations (db, services) as the server project declares them, for this file builds the app in process
import '../server/plugins/decorators';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { insertVersion, type NewVersion } from '../server/db/queries/formVersions';
import { seedDemoWorld } from '../server/db/seed';
import { createFieldCipher } from '../server/services/crypto';
import type { FormLayer } from '../schemas/forms/definition';
import { ENROLLMENT_ID } from './lib/enrollmentCalls';
import { log, type Row } from './lib/report';
import { round, summarize } from './lib/stats';

const SECRET = 'bench-dynamic-tabs-secret';
const WARMUP = 30;
const REQUESTS = Number(process.env.BENCH_TABS_REQUESTS ?? 200);
/** DEMO0001's portal. */
const PORTAL = { scope: 'portal' as const, scope_id: 11 };

/** A published version of `content`, now. */
const version = (content: FormLayer): NewVersion => ({
  content, reason: 'bench', createdBy: 'bench', authoredBy: ['bench'], effectiveAt: null, appliesInFlight: false, rolledBackTo: null,
});

/** Latency of get-dynamic-tabs on the demo world, before and after its portal adds and retitles a tab. */
export async function benchDynamicTabs(): Promise<Row[]> {
  const handle = await openDatabase({});
  await migrateToLatest(handle.db);
  await seedDemoWorld(handle.db, createFieldCipher(SECRET));
  // Counts the statements each request sends through Kysely: a figure the machine's load does not move.
  let statements = 0;
  const counted = handle.db.withPlugin({
    transformQuery: (args) => { statements += 1; return args.node; },
    transformResult: async (args) => args.result,
  });
  const app = await buildApp({ database: { ...handle, db: counted }, migrate: false, config: { appSecret: SECRET } });
  try {
    const bound = await app.inject({ method: 'POST', url: '/api/v1/continue-enrollment', payload: { code: 'DEMO0001', email: 'demo@example.com' } });
    const cookie = bound.cookies.find((c) => c.name === 'bs_sid');
    if (bound.statusCode !== 200 || !cookie) throw new Error(`continue-enrollment answered ${bound.statusCode}`);
    const request = { method: 'GET' as const, url: `/api/v1/get-dynamic-tabs?enrollment_id=${ENROLLMENT_ID}`, headers: { cookie: `bs_sid=${cookie.value}` } };

    const measure = async (name: string, route = request): Promise<Row[]> => {
      log(`tabs: ${name}, ${REQUESTS} warm requests`);
      const samples: number[] = [];
      statements = 0;
      for (let i = 0; i < WARMUP + REQUESTS; i += 1) {
        const start = performance.now();
        const answer = await app.inject(route);
        if (answer.statusCode !== 200) throw new Error(`${route.url} answered ${answer.statusCode}`);
        if (i >= WARMUP) samples.push(performance.now() - start);
      }
      const { median, p95 } = summarize(samples);
      return [
        { suite: 'tabs', case: name, metric: 'p50', value: round(median), unit: 'ms' },
        { suite: 'tabs', case: name, metric: 'p95', value: round(p95), unit: 'ms' },
        { suite: 'tabs', case: name, metric: 'statements per request', value: round(statements / (WARMUP + REQUESTS)), unit: '' },
      ];
    };

    // The yardstick: a route bound to the same enrollment that reads one column (session and enrollment lookups included).
    const rows = await measure('GET get-enrollment-temp-info (yardstick)', { ...request, url: `/api/v1/get-enrollment-temp-info?enrollment_id=${ENROLLMENT_ID}&column=filter_info` });
    rows.push(...(await measure('GET get-dynamic-tabs, the demo as seeded')));
    await insertVersion(handle.db, 'bench_extra', PORTAL, version({
      tab: { title: 'Additional Information', slug: 'bench-extra', order: 2.5 }, fields: { colour: { widget: 'text', label: 'Favourite colour' } },
    }));
    await insertVersion(handle.db, 'contact_info', PORTAL, version({ tab: { title: 'How to reach you' }, fields: {} }));
    rows.push(...(await measure('GET get-dynamic-tabs, a new tab and a retitled tab published')));
    return rows;
  } finally {
    await app.close();
    await handle.close();
  }
}
