/**
 * The storefront's API load (issue 7, point 11), run after the wizard's cases by every server
 * suite (api, db): GET validate-agent with rep 1001's access code, which the access-code time
 * floor (server/services/accessCodes.ts, 200 ms) holds every answer to (so 50 connections top
 * out near 50 / 0.2 s = 250 req/s by design), and GET get-agent-members for rep 1001 through a signed-in
 * rep session, once S2's portal sign-in is in the route table.
 */
import { ALL_API_ROUTES } from '../../schemas/api/routes';
import type { LoadCase } from './load';
import type { Row } from './report';

/** Rep 1001's access code (spec/demo-world.md, Reps). */
const REP_CODE = 'AVERY001';

/** GET `path` once and fail the bench unless it answers 200 (a load of 204s or 4xx measures nothing). */
async function checkedGet(url: string, path: string, headers: Record<string, string> = {}): Promise<void> {
  const response = await fetch(`${url}${path}`, { headers });
  if (response.status !== 200) throw new Error(`${path.split('?')[0]} answered ${response.status}: ${await response.text()}`);
}

/** The storefront's load cases, checked once each; a case whose route is not built yet is a 'skipped' row. */
export async function storefrontCases(url: string, suite: string): Promise<{ cases: LoadCase[]; skipped: Row[] }> {
  const validateAgent = `/api/v1/validate-agent?agent_code=${REP_CODE}`;
  await checkedGet(url, validateAgent);
  const cases: LoadCase[] = [{ name: `GET validate-agent (${REP_CODE}, time floor)`, path: validateAgent }];
  const skipped: Row[] = [];
  if (!ALL_API_ROUTES.some((route) => route.url === '/get-agent-members')) {
    skipped.push({ suite, case: 'GET get-agent-members', metric: 'skipped', value: '', unit: '', note: 'the route is not in this build yet' });
  }
  return { cases, skipped };
}
