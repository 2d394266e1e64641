/**
 * The demo world's portal sign-ins and members' plans (issue 7, point 6). The rep, group and
 * member portals are external in the spec; a sign-in stands in for their hand-off, so the demo
 * has one account per role. Every account shares DEMO_PORTAL_PASSWORD (printed in the README).
 */
import type { PortalRole } from '../portalRoles';

/** The demo accounts' shared password (demo data only: the README prints it). */
export const DEMO_PORTAL_PASSWORD = 'demo-storefront-7';

export interface DemoPortalAccount { email: string; role: PortalRole; ref_id: number; name: string }

export const DEMO_PORTAL_ACCOUNTS: readonly DemoPortalAccount[] = [
  { email: 'jordan.avery@example.com', role: 'agent', ref_id: 1001, name: 'Jordan Avery' },
  { email: 'sam.noland@example.com', role: 'agent', ref_id: 1002, name: 'Sam Noland' },
  { email: 'admin@acme.example.com', role: 'group', ref_id: 2001, name: 'Acme Manufacturing admin' },
  { email: 'morgan.lee@example.com', role: 'member', ref_id: 7001, name: 'Morgan Lee' },
];

/** Plan statuses of a member's policy (ACTIVE shows normally; any other in red, with its text). */
export const POLICY_STATUSES = ['ACTIVE', 'TERMED', 'PENDING', 'CANCELLED'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

/** [member id, plan id, status]: 7001 has the dental plan ACTIVE and the vision plan TERMED (demo-world.md). */
export const DEMO_MEMBER_POLICIES: ReadonlyArray<readonly [memberId: number, planId: number, status: PolicyStatus]> = [
  [7001, 401, 'ACTIVE'], [7001, 501, 'TERMED'],
  [7002, 302, 'ACTIVE'], [7002, 402, 'ACTIVE'],
  [7003, 302, 'PENDING'],
  [7004, 301, 'ACTIVE'],
  [7005, 304, 'CANCELLED'], [7005, 401, 'ACTIVE'],
  [7006, 501, 'ACTIVE'],
];
