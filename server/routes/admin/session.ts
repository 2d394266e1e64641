/**
 * The staff session routes (issue 14, point 7): POST /admin/session signs in, GET says who is
 * signed in (401 when nobody), DELETE signs out (the session row deleted, the cookie cleared;
 * 200 without a session too, so signing out twice is harmless). Registered in a plugin of their
 * own, whose JSON parser takes an empty body (a fetch DELETE with a JSON Content-Type sends none).
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_SESSION_ROUTES } from '../../../schemas/api/adminSession';
import { ok } from '../../http';
import { registerJsonBodyParser } from '../../plugins/jsonBody';
import { requireStaff, type StaffPrincipal, staffOf } from '../../plugins/staffSession';
import { signInStaff, signOutStaff } from '../../services/staffAuth';
import { typed } from '../typed';

/** What the studio shows of the signed-in staff member. */
const describe = ({ name, email, roles }: StaffPrincipal) => ({ name, email, roles });

/** Registers the staff session routes (under /api/v1). */
export async function adminSessionRoutes(app: FastifyInstance): Promise<void> {
  registerJsonBodyParser(app, { allowEmpty: true });
  const api = typed(app);
  const { staffSignIn, staffSession, staffSignOut } = ADMIN_SESSION_ROUTES;

  api.post(staffSignIn.url, { schema: staffSignIn.schema, bodyLimit: 2048 }, async (request, reply) => (
    ok(describe(await signInStaff(request, reply, request.body.email, request.body.password)))
  ));

  api.get(staffSession.url, { schema: staffSession.schema, preHandler: requireStaff() }, async (request) => ok(describe(staffOf(request))));

  api.delete(staffSignOut.url, { schema: staffSignOut.schema, bodyLimit: 1024 }, async (request, reply) => {
    await signOutStaff(request, reply);
    return ok({});
  });
}
