/**
 * How an admin route (/api/v1/admin/...) describes itself in the OpenAPI document: its
 * operationId and summary, the staff cookie as its security, and the roles that may call it
 * (x-staff-roles; empty: any signed-in staff member). The server's guard is requireStaff with
 * the same roles (server/plugins/staffSession.ts); this is what a reader of the document sees.
 */
import type { StaffRole } from '../forms/staff';

/** The OpenAPI security scheme of the staff cookie (registered in server/plugins/openapi.ts). */
export const STAFF_SECURITY_SCHEME = 'staffSession';

/** The route-schema keys of an admin operation open to `roles` (none: every staff role). */
export function staffOperation<const R extends readonly StaffRole[]>(operationId: string, summary: string, roles: R) {
  const who = roles.length === 0 ? 'any signed-in staff member' : `staff holding ${roles.join(' or ')}`;
  return {
    operationId, summary,
    description: `${summary}. Needs the staff session cookie; open to ${who} (401 without a live staff session, 403 without the role).`,
    security: [{ [STAFF_SECURITY_SCHEME]: [] as string[] }],
    'x-staff-roles': roles,
  } as const;
}
