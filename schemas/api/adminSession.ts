/**
 * Product staff's session (issue 14, point 7): POST /admin/session signs in (e-mail, password;
 * sets the staff cookie), GET /admin/session says who is signed in (401 when nobody), DELETE
 * /admin/session signs out. Each success answers the staff member's name, e-mail and roles.
 */
import { STAFF_ROLES } from '../forms/staff';
import { answer, emptyData, responses } from './common';
import { signInBody } from './members';
import { route } from './route';
import { staffOperation } from './staffOperation';

const TAGS = ['admin'] as const;

/** Who is signed in to the studio. */
export const staffData = answer({
  name: { type: 'string' }, email: { type: 'string' }, roles: { type: 'array', items: { type: 'string', enum: STAFF_ROLES } },
});

export const ADMIN_SESSION_ROUTES = {
  staffSignIn: route({
    method: 'POST', url: '/admin/session',
    schema: {
      tags: TAGS, operationId: 'staffSignIn', summary: 'Sign in to the form studio',
      description: 'E-mail and password; sets the staff session cookie (Path=/api/v1/admin). A wrong e-mail or password is one 422 at general; '
        + 'throttled like portal sign-in (429).',
      body: signInBody, response: responses(staffData),
    },
  }),
  staffSession: route({
    method: 'GET', url: '/admin/session',
    schema: { tags: TAGS, ...staffOperation('staffSession', 'Who is signed in to the form studio', []), response: responses(staffData) },
  }),
  staffSignOut: route({
    method: 'DELETE', url: '/admin/session',
    schema: { tags: TAGS, ...staffOperation('staffSignOut', 'Sign out of the form studio', []), response: responses(emptyData) },
  }),
} as const;
