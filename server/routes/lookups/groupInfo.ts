/** GET get-group-info: the enrollment's group (employer prefill); empty strings without a group. */
import type { FastifyInstance } from 'fastify';
import { enrollmentQuery, responses } from '../../../schemas/api/common';
import { groupInfoData } from '../../../schemas/api/lookups';
import type { GroupInfoData } from '../../../schemas/api/types';
import { findGroup } from '../../db/queries/reference';
import { ok } from '../../http';
import { bound, boundEnrollment } from '../../plugins/session';

export async function groupInfoRoutes(app: FastifyInstance): Promise<void> {
  app.get('/get-group-info', {
    ...bound, schema: { tags: ['lookups'], querystring: enrollmentQuery, response: responses(groupInfoData) },
  }, async (request) => {
    const { group_id: groupId } = boundEnrollment(request);
    const group = groupId === null ? undefined : await findGroup(app.db, groupId);
    return ok<GroupInfoData>({
      general_info: { group_name: group?.name ?? '', group_phone: group?.phone ?? '' },
      address_information: { address1: group?.address1 ?? '', city: group?.city ?? '', state: group?.state ?? '', zip: group?.zip ?? '' },
    });
  });
}
