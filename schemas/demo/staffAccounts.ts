/**
 * The demo world's product staff (issue 14, point 7): one account per role and a second
 * publisher, so a 'four eyes' portal can be shown (one publisher authors, the other publishes).
 * Every account shares DEMO_STAFF_PASSWORD (printed in docs/studio-accounts.md). Demo data only:
 * production code never imports this file.
 */
import type { StaffRole } from '../forms/staff';

/** The demo staff accounts' shared password (demo data only). */
export const DEMO_STAFF_PASSWORD = 'demo-studio-14';

export interface DemoStaffAccount { email: string; name: string; roles: readonly StaffRole[] }

export const DEMO_STAFF_VIEWER: DemoStaffAccount = { email: 'viewer@studio.example', name: 'Robin Hale', roles: ['viewer'] };
export const DEMO_STAFF_AUTHOR: DemoStaffAccount = { email: 'author@studio.example', name: 'Alex Kim', roles: ['author'] };
/** Authors and publishes: on a four-eyes portal, not a draft of their own alone. */
export const DEMO_STAFF_PUBLISHER: DemoStaffAccount = { email: 'publisher@studio.example', name: 'Pat Morgan', roles: ['author', 'publisher'] };
/** The second pair of eyes: publishes only. */
export const DEMO_STAFF_PUBLISHER_2: DemoStaffAccount = { email: 'publisher2@studio.example', name: 'Quinn Reyes', roles: ['publisher'] };

export const DEMO_STAFF_ACCOUNTS: readonly DemoStaffAccount[] = [DEMO_STAFF_VIEWER, DEMO_STAFF_AUTHOR, DEMO_STAFF_PUBLISHER, DEMO_STAFF_PUBLISHER_2];

/** Portals where a publisher may not publish a draft they authored alone (portal 12, Group Benefits). */
export const DEMO_FOUR_EYES_PORTALS: readonly number[] = [12];
