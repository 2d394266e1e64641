/**
 * Each test's own enrollments, made by the e2e server's test factory (POST /dev/test-factory/enrollments,
 * server/routes/dev/testFactory.ts): a fresh copy of a demo enrollment (same portal, group, rep,
 * member, tier, cart and saved tabs) with a new id, continue code, e-mail and link token. Tests
 * resume it the way a user does (the banner or the direct link) and never touch the demo rows, so
 * specs run in parallel and in any order.
 */
import type { APIRequestContext } from '@playwright/test';
import type { DemoEnrollment } from '../../schemas/demo/enrollments';
import { directLinkPath } from './links';

/** A test's own enrollment: what the demo row it copies has, but its own id, code, e-mail and link token. */
export interface OwnEnrollment {
  id: string;
  code: string;
  /** Where its mails go: the demo's address tagged with the code (demo@example.com -> demo.k3x9q2a4@example.com). */
  email: string;
  linkToken: string;
  /** The demo row it copies (its saved values, tier, plans). */
  demo: DemoEnrollment;
}

/**
 * A fresh copy of `demo` (its plans replaced by `cart`, its group by `groupId`, when given), made through `request` (any
 * context of this run: the factory binds it to no session).
 */
export async function makeEnrollment(request: APIRequestContext, demo: DemoEnrollment, options: { cart?: number[]; groupId?: number } = {}): Promise<OwnEnrollment> {
  const { cart, groupId } = options;
  const response = await request.post('/dev/test-factory/enrollments', { data: { like: demo.code, ...(cart ? { cart } : {}), ...(groupId ? { group_id: groupId } : {}) } });
  if (response.status() !== 201) throw new Error(`the test factory answered ${response.status()}: ${await response.text()}`);
  const made = (await response.json()) as { enrollment_id: string; code: string; email: string; link_token: string };
  return { id: made.enrollment_id, code: made.code, email: made.email, linkToken: made.link_token, demo };
}

/** The enrollment's direct link at `tab`, with its token, as its continue-code mail would spell it. */
export function ownLinkPath(enrollment: OwnEnrollment, tab: string): string {
  return `${directLinkPath(enrollment.id, tab)}?t=${enrollment.linkToken}`;
}
