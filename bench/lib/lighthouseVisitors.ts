/**
 * The visitors the lighthouse bench audits pages as: what a page needs before its first load
 * (a server session cookie and the values the app keeps in localStorage), made through the API
 * from Node, so each Lighthouse run still is a first visit of the page itself.
 */
import { quoteValues, QUOTE } from './shopVisit';

/** What a browser must hold before a page loads: cookies (name=value) and localStorage values (JSON). */
export interface VisitorState {
  cookies: string[];
  storage: Record<string, unknown>;
}

/** A page the bench audits, and how to make the visitor it needs (none: a stranger). */
export interface AuditedPage {
  name: string;
  path: string;
  visitor?: (url: string) => Promise<VisitorState>;
}

/** The session cookie an answer set (bs_sid=…), or an error naming the call. */
function sessionCookie(response: Response, call: string): string {
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).find((pair) => pair.startsWith('bs_sid='));
  if (!response.ok || !cookie) throw new Error(`${call} answered ${response.status} without a bs_sid cookie`);
  return cookie;
}

async function post(url: string, call: string, body: unknown, cookie?: string): Promise<Response> {
  const response = await fetch(`${url}/api/v1/${call}`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${call} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return response;
}

/** A quoted visitor (bench/lib/shopVisit.ts's quote), with `planPricings` added to the cart. */
async function quoted(url: string, planPricings: [number, number][] = []): Promise<VisitorState> {
  const response = await post(url, 'add-filter-for-new-user', QUOTE);
  const cookie = sessionCookie(response, 'add-filter-for-new-user');
  const body = (await response.json()) as { data: { temp_enrollment_id?: string; portal_id?: number } };
  const tempId = body.data.temp_enrollment_id;
  if (!tempId) throw new Error('add-filter-for-new-user answered no temp_enrollment_id');
  for (const [plan_id, plan_pricing_id] of planPricings) await post(url, 'add-plan-to-cart', { enrollment_id: tempId, plan_id, plan_pricing_id }, cookie);
  return { cookies: [cookie], storage: quoteValues(tempId, body.data.portal_id) };
}

/**
 * DEMO0001 resumed by code and e-mail (continue-enrollment): the session bound to it and the
 * values src/session/resume.ts stores after a resume.
 */
async function resumed(url: string): Promise<VisitorState> {
  const response = await post(url, 'continue-enrollment', { code: 'DEMO0001', email: 'demo@example.com' });
  const cookie = sessionCookie(response, 'continue-enrollment');
  const { data } = (await response.json()) as { data: Record<string, unknown> };
  return {
    cookies: [cookie],
    storage: {
      tempId: data.enrollment_id, enroll_type: data.type, eprocess: data.eprocess, group_id: data.group_id,
      portal_id: data.platform_group_id, agent_id: data.agent_id, open_type: data.open_type,
    },
  };
}

/** A medical plan (304, $289.00) and BrightSmile Dental Plus (401, $21.40) at the quote's tier (IO), as e2e/storefront-cart.spec.ts shops them. */
const MEDICAL: [number, number] = [304, 3041];
const DENTAL: [number, number] = [401, 4012];

/** The pages of issue 17, point 1, in the order a shopper meets them. */
export const AUDITED_PAGES: readonly AuditedPage[] = [
  { name: 'home', path: '/' },
  { name: 'rep landing', path: '/javery' },
  { name: 'group landing', path: '/acme' },
  { name: 'plans (quoted)', path: '/plans', visitor: (url) => quoted(url) },
  { name: 'plan detail (priced)', path: `/plan/${MEDICAL[0]}`, visitor: (url) => quoted(url) },
  { name: 'cart (2 plans)', path: '/cart', visitor: (url) => quoted(url, [MEDICAL, DENTAL]) },
  { name: 'personal info (resumed)', path: '/enrollment/personal-info', visitor: resumed },
  { name: 'dependent info (resumed)', path: '/enrollment/dependent-information', visitor: resumed },
  { name: 'billing info (resumed)', path: '/enrollment/billing-information', visitor: resumed },
];
