/** The member table's pure rules (storefront.md sections 6 and 9): search by name, policy or e-mail, 5 rows a page, ACTIVE or not. */
import type { MemberRow } from '../../../schemas/api/members';

/** Member table page size (storefront.md section 9). */
export const MEMBER_PAGE_SIZE = 5;

/** The rows whose name, policy id or e-mail contains `query` (any case; all rows for a blank query). */
export function searchMembers(rows: readonly MemberRow[], query: string): MemberRow[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) => [row.name, row.policy_id, row.email].some((value) => value.toLowerCase().includes(needle)));
}

/** How many pages `count` rows take (at least 1, so an empty table still has its page). */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / MEMBER_PAGE_SIZE));
}

/** The rows of page `page` (1-based). */
export function pageOf<T>(rows: readonly T[], page: number): T[] {
  return rows.slice((page - 1) * MEMBER_PAGE_SIZE, page * MEMBER_PAGE_SIZE);
}

/** Whether a plan status is shown normally (ACTIVE); any other status is shown in red with its text. */
export const isActiveStatus = (status: string): boolean => status.toUpperCase() === 'ACTIVE';
