/**
 * The storefront's API load (issue 7, point 11), run after the wizard's cases by every server
 * suite (api, db): GET validate-agent with rep 1001's access code, which the access-code time
 * floor (server/services/accessCodes.ts, 200 ms) holds every answer to (so 50 connections top
 * out near 50 / 0.2 s = 250 req/s by design), and GET get-agent-members for rep 1001 through a
 * session signed in as Jordan Avery (portal-sign-in; the demo accounts' password).
 */
import { DEMO_PORTAL_ACCOUNTS, DEMO_PORTAL_PASSWORD } from '../../schemas/demo/portalAccounts';
import type { LoadCase } from './loadCase';

/** Rep 1001's access code (spec/demo-world.md, Reps). */
const REP_CODE = 'AVERY001';
const REP_ID = 1001;

/** GET `path` once and fail the bench unless it answers 200 (a load of 204s or 4xx measures nothing). */
async function checkedGet(url: string, path: string, headers: Record<string, string> = {}): Promise<void> {
  const response = await fetch(`${url}${path}`, { headers });
  if (response.status !== 200) throw new Error(`${path.split('?')[0]} answered ${response.status}: ${await response.text()}`);
}

/** Signs in as rep 1001's portal account in a new session and returns its cookie (name=value). */
async function repSession(url: string): Promise<string> {
  const account = DEMO_PORTAL_ACCOUNTS.find((candidate) => candidate.role === 'agent' && candidate.ref_id === REP_ID);
  if (!account) throw new Error(`no demo portal account for rep ${REP_ID}`);
  const response = await fetch(`${url}/api/v1/portal-sign-in`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: account.email, password: DEMO_PORTAL_PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).find((pair) => pair.startsWith('bs_sid='));
  if (!response.ok || !cookie) throw new Error(`portal-sign-in answered ${response.status} without a bs_sid cookie`);
  return cookie;
}

/** The storefront's load cases, each checked once (a refused request fails the bench instead of measuring errors). */
export async function storefrontCases(url: string): Promise<LoadCase[]> {
  const validateAgent = `/api/v1/validate-agent?agent_code=${REP_CODE}`;
  await checkedGet(url, validateAgent);
  const cookie = await repSession(url);
  const members = `/api/v1/get-agent-members?agent_id=${REP_ID}`;
  await checkedGet(url, members, { cookie });
  return [
    { name: `GET validate-agent (${REP_CODE}, time floor)`, path: validateAgent },
    { name: `GET get-agent-members (rep ${REP_ID}, signed in)`, path: members, headers: { cookie } },
  ];
}
