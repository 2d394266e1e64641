/** GET get-group-info: the enrollment's group (employer prefill); empty strings without a group. */
import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '../../../schemas/api/routes';
import { findGroup } from '../../db/queries/reference';
import { ok } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';
import { typed } from '../typed';

export async function groupInfoRoutes(app: FastifyInstance): Promise<void> {
  const { url, schema } = API_ROUTES.groupInfo;
  typed(app).get(url, { ...bound, schema }, async (request) => {
    const { group_id: groupId } = boundEnrollment(request);
    const group = groupId === null ? undefined : await findGroup(app.db, groupId);
    return ok({
      general_info: { group_name: group?.name ?? '', group_phone: group?.phone ?? '' },
      address_information: { address1: group?.address1 ?? '', city: group?.city ?? '', state: group?.state ?? '', zip: group?.zip ?? '' },
    });
  });
}
