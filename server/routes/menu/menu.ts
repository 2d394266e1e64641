/**
 * The header's category menu (storefront.md sections 2 "Header" and 7): GET get-common-menu
 * (agent_id, group_id, portal_id, eprocess, open_type; all optional, an anonymous visitor has
 * none) and GET get-group-menu (group_id, from_site: the partner host's menu). Both answer the
 * codes of the categories that have plans for sale, in catalog order, limited to the thirteen
 * menu categories; the catalog is one for every portal and group today (plans carry no portal or
 * group), so the visitor's ids are checked (an unknown group answers 204) but do not narrow it.
 */
import type { FastifyInstance } from 'fastify';
import { MENU_CATEGORY_NAMES, MENU_ROUTES } from '../../../schemas/api/menu';
import { findGroup } from '../../db/queries/reference';
import { categoriesWithPlans } from '../../db/queries/menu';
import { ok } from '../../http';
import { typed } from '../typed';

type MenuCode = keyof typeof MENU_CATEGORY_NAMES;
const isMenuCode = (code: string): code is MenuCode => Object.hasOwn(MENU_CATEGORY_NAMES, code);

export async function menuRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const { commonMenu, groupMenu } = MENU_ROUTES;
  const menu = async () => (await categoriesWithPlans(app.db)).filter(isMenuCode);

  api.get(commonMenu.url, { schema: commonMenu.schema }, async () => ok(await menu()));

  api.get(groupMenu.url, { schema: groupMenu.schema }, async (request, reply) => {
    if (!(await findGroup(app.db, Number(request.query.group_id)))) return reply.code(204).send(null);
    return ok(await menu());
  });
}
